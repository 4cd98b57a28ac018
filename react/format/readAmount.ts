import { numberFormat } from './numberFormat.ts'

const ARABIC_INDIC = /[\u0660-\u0669]/g
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/g
/** Group signs no language uses as a decimal sign: spaces (plain, no-break, narrow), Arabic `٬`. */
const SPACES = /[\s\u066c]/g

/** The locale's decimal or group sign, as its balances are shown (`formatBalance`). */
const signOf = (locale: string, type: 'decimal' | 'group') =>
  numberFormat(locale)
    .formatToParts(1234567.5)
    .find((part) => part.type === type)?.value

/**
 * The digits of `integer` when it is grouped the locale's way (`1,000` in English, `12,34,567`
 * in Indian English, `1 234` anywhere): one kind of sign, spaces or the locale's group sign (a
 * dot is a decimal point, never a group sign), between groups of the sizes the locale writes.
 * Anything else (`0,5` in English) is undefined: no reading is sure. (A dot never gets here:
 * it split the decimals off.)
 */
const ungroup = (integer: string, locale: string): string | undefined => {
  const spaced = integer.replace(SPACES, ' ')
  // The first sign; another kind after it leaves a group that is not all digits.
  const sign = spaced.replace(/\d/g, '')[0] ?? ''
  const groups = spaced.split(sign)
  if (sign !== ' ' && sign !== signOf(locale, 'group')) return undefined
  if (groups.some((digits) => !/^\d+$/.test(digits))) return undefined
  const sizes = numberFormat(locale, { useGrouping: 'always' })
    .formatToParts(BigInt(groups.join('')))
    .filter((part) => part.type === 'integer')
    .map((part) => part.value.length)
  return sizes.join() === groups.map((digits) => digits.length).join() ? groups.join('') : undefined
}

/**
 * An amount as the visitor typed it in the modal's language, as the plain decimal the runtime
 * reads (SPEC §5: anything else counts as zero): full-width and Arabic-Indic digits become
 * 0–9, the locale's decimal sign (Spanish `0,5`, Arabic `٠٫٥`) a dot, and the locale's
 * grouping is taken out where it cannot mean anything else (`1,000.5` in English, `1 234,5`
 * in French). A dot stays a dot in every locale; what is not surely a number stays as typed
 * (`0,5` in English: the runtime says it is not a number).
 */
export const readAmount = (typed: string, locale: string): string => {
  const digits = typed
    .normalize('NFKC')
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
  const sign = signOf(locale, 'decimal') ?? '.'
  const text = sign === '.' ? digits : digits.split(sign).join('.')
  const [integer = '', fraction, ...more] = text.trim().split('.')
  if (more.length > 0 || /^\d*$/.test(integer) || !/^\d*$/.test(fraction ?? '')) return text
  const plain = ungroup(integer, locale)
  if (plain === undefined) return text
  return fraction === undefined ? plain : `${plain}.${fraction}`
}
