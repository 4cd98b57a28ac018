import type { VerifyResult } from './emailCodes.ts'
import type { AddressLock } from './emailFailures.ts'

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
    case 'cooling':
    case 'blocked':
      return addressLockMessage(result)
  }
}

/**
 * The words of a locked address (security-r3 F8), at the code check and at the next start:
 * SPEC §5's 'Please try again after N …' in minutes, or what the owner must do.
 */
export const addressLockMessage = (lock: AddressLock): string =>
  lock.status === 'cooling'
    ? `Too many wrong codes for this e-mail. Please try again after ${Math.ceil(lock.seconds / 60)} minutes`
    : 'Too many wrong codes for this e-mail: open the link we e-mailed you to unlock it'
