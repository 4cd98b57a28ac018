import { numberFormat } from '../format/numberFormat.ts'
import { type Catalogue, en, type MessageId, type PluralMessage } from './en.ts'

// Intl objects are costly to make and the modal asks for the same few again and again.
const plurals = new Map<string, Intl.PluralRules>()
const pluralRules = (locale: string) => {
  const known = plurals.get(locale)
  if (known) return known
  const rules = new Intl.PluralRules(locale)
  plurals.set(locale, rules)
  return rules
}

/** The text of a message for `params.count`, by the language's plural rules. */
const pick = (message: string | PluralMessage, locale: string, count: unknown): string => {
  if (typeof message === 'string') return message
  const category = typeof count === 'number' ? pluralRules(locale).select(count) : 'other'
  return message[category] ?? message.other
}

/**
 * Looks up a message by id and fills its `{name}` placeholders; a number is written the
 * locale's way (`Intl.NumberFormat`), and a plural message picks its form for `count`
 * (`Intl.PluralRules`). English unless a catalogue and its locale are given; inside the modal,
 * `useT()` gives this function bound to the app's `locale`.
 */
export const t = (
  id: MessageId,
  params?: Readonly<Record<string, string | number>>,
  catalogue: Catalogue = en,
  locale = 'en',
): string => {
  const text = pick(catalogue[id], locale, params?.count)
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!(key in params)) return whole
    const value = params[key]
    return typeof value === 'number' ? numberFormat(locale).format(value) : String(value)
  })
}

/** `t` bound to one catalogue and locale. */
export type Translate = (
  id: MessageId,
  params?: Readonly<Record<string, string | number>>,
) => string
