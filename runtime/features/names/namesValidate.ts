import { NAME_MIN_LENGTH } from '../../constants.ts'
import { NameError } from '../../errors/NameError.ts'
import { emptyNames } from '../../state/types.ts'

/**
 * The zone account names are registered under (`alice` → `alice.latch.id`). SPEC leaves the
 * zone out; this is our design, shared with the reference server (`?zone=` of suggestions).
 */
export const NAME_ZONE: string = emptyNames.zone

const LABEL = /^[a-zA-Z0-9-]+$/

/** The label of a typed name: trimmed, with a trailing `.latch.id` taken off. */
export const nameLabel = (typed: string): string => {
  const text = typed.trim()
  const suffix = `.${NAME_ZONE}`
  return text.toLowerCase().endsWith(suffix) ? text.slice(0, -suffix.length) : text
}

/** The full name of a label: `label.latch.id`. */
export const fullName = (label: string): string => `${nameLabel(label)}.${NAME_ZONE}`

/**
 * SPEC §5 account-name rule: letters, digits and hyphens only; at least NAME_MIN_LENGTH (4)
 * characters. The broken rule, or undefined for a good label (characters checked first).
 *
 * @example
 * import { validateName } from 'latch/effect'
 *
 * validateName('ab')?.reason // 'TooShort'
 * validateName('alice') // undefined
 */
export const validateName = (label: string): NameError | undefined => {
  if (label !== '' && !LABEL.test(label)) return NameError.of('InvalidCharacters')
  if (label.length < NAME_MIN_LENGTH) return NameError.of('TooShort')
  return undefined
}
