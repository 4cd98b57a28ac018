import type { en } from '../../../react/i18n/en.ts'

type Message = string | Readonly<Record<string, string>>

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/**
 * What is wrong with a catalogue next to English: ids missing or extra, a plain text where
 * English has plural forms (or the reverse), plural forms other than the language's own
 * (`Intl.PluralRules`), placeholders other than English's. A plural form may leave `{count}`
 * out (Arabic's "one wallet", "two wallets"), never add one.
 */
export const catalogueProblems = (
  catalogue: Readonly<Record<string, Message>>,
  locale: string,
  source: typeof en,
): string[] => {
  const problems: string[] = []
  const english = source as Readonly<Record<string, Message>>
  for (const id of Object.keys(english)) if (!(id in catalogue)) problems.push(`${id}: missing`)
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort()
  for (const [id, message] of Object.entries(catalogue)) {
    const original = english[id]
    if (original === undefined) {
      problems.push(`${id}: not in English`)
      continue
    }
    const wanted = placeholders(typeof original === 'string' ? original : (original.other ?? ''))
    if (typeof original === 'string' || typeof message === 'string') {
      if (typeof original !== typeof message) problems.push(`${id}: plural in one, not the other`)
      else if (!same(placeholders(message as string), wanted))
        problems.push(`${id}: placeholders ${placeholders(message as string)} ≠ ${wanted}`)
      continue
    }
    const forms = Object.keys(message).sort()
    if (!same(forms, categories)) problems.push(`${id}: plural forms ${forms} ≠ ${categories}`)
    for (const [form, text] of Object.entries(message)) {
      const extra = placeholders(text).filter((name) => !wanted.includes(name))
      if (extra.length > 0) problems.push(`${id}.${form}: placeholders ${extra} not in English`)
      if (form === 'other' && !same(placeholders(text), wanted))
        problems.push(`${id}.other: placeholders ${placeholders(text)} ≠ ${wanted}`)
    }
  }
  return problems
}
