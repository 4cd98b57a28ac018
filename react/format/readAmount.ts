import { numberFormat } from './numberFormat.ts'

const ARABIC_INDIC = /[\u0660-\u0669]/g
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/g

/** The locale's decimal sign, as its balances are shown (`formatBalance`). */
const decimalSign = (locale: string) =>
  numberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value ?? '.'

/**
 * An amount as the visitor typed it in the modal's language, as the plain decimal the runtime
 * reads (SPEC §5: anything else counts as zero): full-width and Arabic-Indic digits become
 * 0–9, and the locale's decimal sign (Spanish `0,5`, Arabic `٠٫٥`) a dot. A dot stays a dot
 * in every locale, and nothing else is changed, so what is not a number stays one: `0,5` in
 * Spanish reads `0.5`, `1,000` in English stays `1,000` (not a plain decimal: zero).
 */
export const readAmount = (typed: string, locale: string): string => {
  const digits = typed
    .normalize('NFKC')
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
  const sign = decimalSign(locale)
  return sign === '.' ? digits : digits.split(sign).join('.')
}
