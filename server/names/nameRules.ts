import { NAME_MIN_LENGTH } from '../../runtime/constants.ts'

/** SPEC §5: letters, digits and hyphens only. */
const LABEL_CHARACTERS = /^[a-zA-Z0-9-]+$/

/** The zone names are registered under when the operator sets none. */
export const DEFAULT_NAME_ZONE = 'latch.id'

/** A full name split and checked, or why it is refused. */
export type NameCheck =
  | { readonly ok: true; readonly label: string; readonly name: string }
  | { readonly ok: false; readonly problem: string }

/**
 * Checks a wanted name against SPEC §5 (the label has letters, digits and hyphens only and at
 * least `NAME_MIN_LENGTH` (4) characters) and the server's zone. `alice` and `alice.latch.id`
 * both mean `alice.latch.id`; names are case-insensitive, kept lowercased.
 *
 * @example
 * import { checkName } from './nameRules.ts'
 * checkName('Alice', 'latch.id') // { ok: true, label: 'alice', name: 'alice.latch.id' }
 * checkName('bob', 'latch.id').ok // false: under 4 characters
 */
export const checkName = (wanted: string, zone: string): NameCheck => {
  const lower = wanted.toLowerCase()
  const suffix = `.${zone.toLowerCase()}`
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (label.includes('.'))
    return {
      ok: false,
      problem: `names are registered under ${zone} only, e.g. ${label.split('.')[0]}.${zone}`,
    }
  if (!LABEL_CHARACTERS.test(label))
    return { ok: false, problem: 'an account name has letters, digits and hyphens only' }
  if (label.length < NAME_MIN_LENGTH)
    return { ok: false, problem: `an account name has at least ${NAME_MIN_LENGTH} characters` }
  return { ok: true, label, name: `${label}${suffix}` }
}
