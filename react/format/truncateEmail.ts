import { EMAIL_DISPLAY_MAX } from '../../runtime/constants.ts'

/**
 * Shortens an e-mail for display: beyond EMAIL_DISPLAY_MAX (30) characters it keeps the
 * start and the domain's end around an ellipsis, so the result is exactly 30 characters.
 */
export const truncateEmail = (email: string, max: number = EMAIL_DISPLAY_MAX): string => {
  if (email.length <= max) return email
  const tail = Math.floor((max - 1) / 2)
  const head = max - 1 - tail
  return `${email.slice(0, head)}…${email.slice(email.length - tail)}`
}
