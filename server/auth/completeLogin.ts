import { askerOf, askerSentence } from './approvalAsker.ts'
import { fail, json } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import { type LoginBinding, sha256 } from './loginBindings.ts'

/** The words of a login proved by no frame, or by another one (issue 26). */
export const NOT_THIS_FRAME = 'This login was not started here: try again'
/** A new device for an account with no e-mail to approve it (docs/DECISIONS.md). */
export const NO_APPROVAL_ADDRESS =
  'This browser is new to this account, which has no e-mail to approve it: log in from a browser you used before'

/** `true` when `deviceId` is the device the login was started from. */
export const sameDevice = (binding: LoginBinding, deviceId: string) =>
  binding.deviceHash === sha256(deviceId)

/**
 * Ends a login whose factors all passed: remembers the device, makes the session, and answers
 * it with the wallet key sealed to the frame's key (never in the clear) and the server key a
 * new wallet key is sealed to. `extra` joins the answer (e-mail, user name, provider).
 */
export const completeLogin = async (
  auth: AuthService,
  binding: LoginBinding,
  userId: string,
  deviceId: string,
  extra: Readonly<Record<string, unknown>>,
): Promise<Response> => {
  const opened = await auth.vault.openWalletKey(userId, 'eip155')
  const done = await auth.logins.finish(binding.handle, userId, opened)
  if (!done) return fail(403, NOT_THIS_FRAME)
  await auth.devices.remember(userId, deviceId)
  const session = await auth.sessions.create(userId)
  return json(200, {
    token: session.token,
    expiresAt: session.expiresAt,
    ...extra,
    wallet: done.wallet,
    uploadKey: done.uploadKey,
  })
}

/**
 * SPEC §4's device step for every login method (F10): a device the user has not used waits
 * for the link mailed to `approvalAddress` (the account's, or the provider's verified e-mail);
 * without one, a new device is refused. `undefined` when the device may go on.
 */
export const deviceStep = async (
  auth: AuthService,
  request: Request,
  input: {
    readonly binding: LoginBinding
    readonly userId: string
    readonly deviceId: string
    readonly approvalAddress: string | undefined
    readonly origins: readonly string[] | undefined
    readonly pending: Readonly<Record<string, unknown>>
  },
): Promise<Response | undefined> => {
  if (await auth.devices.allowed(input.userId, input.deviceId)) return undefined
  if (!input.approvalAddress) return fail(403, NO_APPROVAL_ADDRESS)
  const asker = askerOf(request, input.binding.projectId, input.origins)
  const asked = await auth.devices.requestApproval(input.userId, input.deviceId, asker)
  if (asked.status === 'throttled')
    return fail(429, `Please try again after ${asked.seconds} seconds`)
  const link = new URL('/auth/device/approve', new URL(request.url).origin)
  link.searchParams.set('token', asked.token)
  await auth.mailer.sendDeviceApproval(
    input.approvalAddress,
    link.href,
    askerSentence(asker, auth.now()),
  )
  await auth.logins.awaitDevice(input.binding.handle, input.userId, input.pending)
  return json(200, { action: 'VERIFY_DEVICE' })
}
