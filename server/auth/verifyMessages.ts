import type { VerifyResult } from './emailCodes.ts'

/**
 * The words a failed code check shows the visitor (our design; SPEC has none). Each one says
 * what to do next: try again (with the tries left) or ask for a new code.
 */
export const verifyFailureMessage = (result: Exclude<VerifyResult, { status: 'ok' }>): string => {
  switch (result.status) {
    case 'wrong':
      return result.triesLeft === 0
        ? 'Invalid code. No tries left: request a new code'
        : `Invalid code. ${result.triesLeft} ${result.triesLeft === 1 ? 'try' : 'tries'} left`
    case 'locked':
      return 'Too many wrong codes: request a new code'
    case 'expired':
      return 'This code has expired: request a new code'
    case 'used':
      return 'This code was already used: request a new code'
    case 'none':
      return 'No code was sent to this e-mail: request a new code'
  }
}
