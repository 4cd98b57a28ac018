import { fail } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import type { AddressLock } from './emailFailures.ts'
import { addressLockMessage } from './verifyMessages.ts'

/**
 * Mails the unlock link a lock just made (`unlockToken`), to the address only: whoever
 * guessed codes never sees it, and only the mailbox's owner can lift the stop.
 *
 * @example
 * import { mailUnlockLink } from './emailLockAnswer.ts'
 * await mailUnlockLink(auth, 'ada@example.com', 'http://127.0.0.1:8788', lock)
 */
export const mailUnlockLink = async (
  auth: AuthService,
  email: string,
  origin: string,
  lock: AddressLock,
) => {
  if (lock.status !== 'blocked' || !lock.unlockToken) return
  const link = new URL('/auth/email/unlock', origin)
  link.searchParams.set('token', lock.unlockToken)
  await auth.mailer.sendUnlock(email, link.href)
}

/**
 * The answer to a login start for a locked address (security-r3 F8): 429 with the lock's
 * words, before anything is mailed or looked up, so a locked address gets no new codes and
 * the answer is the same whether or not it has an account. `undefined` when it is not locked.
 *
 * @example
 * import { addressLockAnswer } from './emailLockAnswer.ts'
 * const refused = await addressLockAnswer(auth, 'demo', 'ada@example.com', origin)
 */
export const addressLockAnswer = async (
  auth: AuthService,
  projectId: string,
  email: string,
  origin: string,
): Promise<Response | undefined> => {
  const lock = await auth.failures.gate(projectId, email)
  if (!lock) return undefined
  await mailUnlockLink(auth, email, origin, lock)
  return fail(429, addressLockMessage(lock))
}
