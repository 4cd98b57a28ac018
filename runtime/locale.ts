import { LOCALES } from './constants.ts'

const tag = new RegExp(`^(?:${LOCALES.join('|')})(?:-[a-z\\d]{1,8})*$`, 'i')

/** Why a `locale` option is refused (the ConfigError's reason). */
export const LOCALE_REASON = `must be ${LOCALES.map((l) => `"${l}"`).join(' | ')}, a region may follow (e.g. "es-MX")`

/**
 * Whether `value` is a BCP 47 tag of a language Latch speaks: one of LOCALES, then any
 * subtags (`es-MX`, `ar-EG`, `ja-JP`) that `Intl` accepts.
 */
export const isLocale = (value: string): boolean => {
  if (!tag.test(value)) return false
  try {
    return Intl.getCanonicalLocales(value).length === 1
  } catch {
    return false
  }
}
