import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { Email, Otp } from '../../generated/frame/zod.ts'
import {
  EMAIL_START_LIMIT,
  KEY_UPLOAD_WINDOW_MS,
  SOCIAL_START_LIMIT,
  SOCIAL_START_WINDOW_MS,
} from './authConstants.ts'
import { bearer, fail, fromFrame, json, readJson } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import { deviceApprovalPage } from './deviceApprovalPage.ts'
import { normalizeEmail } from './emailCodes.ts'
import { emailUpdateRoutes } from './emailUpdateRoutes.ts'
import { FARCASTER_MESSAGES } from './farcasterLogin.ts'
import { verifyFailureMessage } from './verifyMessages.ts'

/** Where providers send the visitor back: a page of the frame's origin (startFramePage). */
export const socialCallbackUrl = (frameOrigin: string) => `${frameOrigin}/frame/social-callback`

/** The frame's device id (DECISIONS.md): 32 random bytes, base64url. */
const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
const StartBody = z
  .object({ projectId: z.string().min(1).max(200), email: Email, deviceId: DeviceId })
  .strict()
const VerifyBody = z
  .object({ projectId: z.string().min(1).max(200), email: Email, otp: Otp, deviceId: DeviceId })
  .strict()
const SocialStartBody = z
  .object({
    projectId: z.string().min(1).max(200),
    provider: z.string().min(1).max(40),
    codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .strict()
const SocialFinishBody = z
  .object({
    projectId: z.string().min(1).max(200),
    state: z.string().min(1).max(200),
    code: z.string().min(1).max(2000),
    codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  })
  .strict()
const FarcasterStartBody = z.object({ projectId: z.string().min(1).max(200) }).strict()
const FarcasterStatusBody = z
  .object({
    projectId: z.string().min(1).max(200),
    channel: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  })
  .strict()
const KeyBody = z
  .object({
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
    privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  })
  .strict()

/** The device step's words when a code is tried from a device still waiting for approval. */
const DEVICE_NOT_APPROVED = 'Approve this device from the link we e-mailed you first'

/**
 * The auth service's HTTP routes under `/auth/`, for the frame page on the same origin
 * (server/frame/SECURITY.md): `POST /auth/email/start` (SPEC §4: VERIFY_OTP, or VERIFY_DEVICE
 * with an approval link mailed), `POST /auth/device/status`, `POST /auth/email/verify`,
 * `POST /auth/email/update/*` (emailUpdateRoutes), `POST /auth/social/start` (at most
 * SOCIAL_START_LIMIT a minute per client address; the e-mail start EMAIL_START_LIMIT),
 * `POST /auth/social/finish`,
 * `POST /auth/farcaster/start`, `POST /auth/farcaster/status`, `POST /auth/wallet-key`,
 * `GET /auth/session`, `POST /auth/sign-out`; and the e-mailed approval link
 * `GET|POST /auth/device/approve` (deviceApprovalPage), which the visitor opens from the
 * e-mail. Answers `undefined` for other paths. Every JSON error body is `{ message }`.
 * `clientAddress` is the TCP peer's address (the rate limit's key).
 *
 * @example
 * import { createAuthHandler } from './createAuthHandler.ts'
 * const handle = createAuthHandler(auth, { projectIds: ['demo'] })
 * const response = await handle(request, '127.0.0.1')
 */
export const createAuthHandler = (
  auth: AuthService,
  options: { readonly projectIds: readonly string[] },
) => {
  const approvalPage = deviceApprovalPage(auth)
  const updates = emailUpdateRoutes(auth)
  return async (request: Request, clientAddress = 'unknown'): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/auth/')) return undefined
    // Opened from an e-mail: its own page and checks.
    const approval = await approvalPage(request)
    if (approval) return approval
    if (!fromFrame(request, url.origin)) return fail(403, 'Forbidden')
    const updated = await updates(request)
    if (updated) return updated
    const route = `${request.method} ${url.pathname}`
    switch (route) {
      case 'POST /auth/email/start': {
        // Per client address too: the per-address throttle alone lets one client probe many
        // addresses (VERIFY_DEVICE tells that an address has an account).
        const limited = await auth.limits.hit('email-start', clientAddress, {
          limit: EMAIL_START_LIMIT,
          windowMs: SOCIAL_START_WINDOW_MS,
        })
        if (limited.status === 'limited')
          return fail(429, `Please try again after ${limited.seconds} seconds`)
        const body = StartBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid e-mail')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        const email = normalizeEmail(body.data.email)
        const known = await auth.vault.findUser(body.data.projectId, email)
        if (known && !(await auth.devices.allowed(known.userId, body.data.deviceId))) {
          // SPEC §4 VERIFY_DEVICE: a device this user has not used; the code waits for approval.
          const asked = await auth.devices.requestApproval(known.userId, body.data.deviceId)
          if (asked.status === 'throttled')
            return fail(429, `Please try again after ${asked.seconds} seconds`)
          const link = new URL('/auth/device/approve', url.origin)
          link.searchParams.set('token', asked.token)
          await auth.mailer.sendDeviceApproval(email, link.href)
          return json(200, { action: 'VERIFY_DEVICE' })
        }
        const issued = await auth.codes.issue(body.data.projectId, email)
        // `retryAfter` (seconds) lets the frame wait out the throttle after a device approval.
        if (issued.status === 'throttled')
          return json(429, {
            message: `Please try again after ${issued.seconds} seconds`,
            retryAfter: issued.seconds,
          })
        await auth.mailer.sendCode(email, issued.code)
        return json(200, { action: 'VERIFY_OTP' })
      }
      case 'POST /auth/device/status': {
        const body = StartBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid e-mail')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        const known = await auth.vault.findUser(
          body.data.projectId,
          normalizeEmail(body.data.email),
        )
        const approved = !known || (await auth.devices.allowed(known.userId, body.data.deviceId))
        return json(200, { approved })
      }
      case 'POST /auth/email/verify': {
        const body = VerifyBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid code')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        const email = normalizeEmail(body.data.email)
        // Checked before the code, so a code tried from an unapproved device is not spent.
        const known = await auth.vault.findUser(body.data.projectId, email)
        if (known && !(await auth.devices.allowed(known.userId, body.data.deviceId)))
          return fail(400, DEVICE_NOT_APPROVED)
        const result = await auth.codes.verify(body.data.projectId, email, body.data.otp)
        if (result.status !== 'ok') return fail(400, verifyFailureMessage(result))
        const user = await auth.vault.userFor(body.data.projectId, email)
        await auth.devices.remember(user.userId, body.data.deviceId)
        const session = await auth.sessions.create(user.userId)
        // The one place a wallet key leaves the server: the answer to a fresh login.
        const wallet = (await auth.vault.openWalletKey(user.userId, 'eip155')) ?? null
        return json(200, { token: session.token, expiresAt: session.expiresAt, email, wallet })
      }
      case 'POST /auth/social/start': {
        const limited = await auth.limits.hit('social-start', clientAddress, {
          limit: SOCIAL_START_LIMIT,
          windowMs: SOCIAL_START_WINDOW_MS,
        })
        if (limited.status === 'limited')
          return fail(429, `Please try again after ${limited.seconds} seconds`)
        const body = SocialStartBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid input')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        if (!auth.social.configured(body.data.provider))
          return fail(400, `${body.data.provider} login is not available`)
        const started = await auth.social.start({
          projectId: body.data.projectId,
          provider: body.data.provider,
          codeChallenge: body.data.codeChallenge,
          redirectUri: socialCallbackUrl(url.origin),
        })
        return json(200, started)
      }
      case 'POST /auth/social/finish': {
        const body = SocialFinishBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid input')
        const result = await auth.social.finish(body.data)
        if (result.status !== 'ok') return fail(400, result.message)
        const user = await auth.vault.userForSocial(
          result.projectId,
          result.provider,
          result.sub,
          result.email,
        )
        const session = await auth.sessions.create(user.userId)
        // As after an e-mail code: the wallet key leaves the server only for a fresh login.
        const wallet = (await auth.vault.openWalletKey(user.userId, 'eip155')) ?? null
        return json(200, {
          token: session.token,
          expiresAt: session.expiresAt,
          email: result.email ?? null,
          userName: result.userName ?? null,
          provider: result.provider,
          wallet,
        })
      }
      case 'POST /auth/farcaster/start': {
        const body = FarcasterStartBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid input')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        if (!auth.farcaster.configured()) return fail(400, FARCASTER_MESSAGES.unavailable)
        // The SIWF message names the frame's origin: the auth service is the relying party.
        const started = await auth.farcaster
          .start({ projectId: body.data.projectId, domain: url.host, siweUri: url.origin })
          .catch(() => undefined)
        return started ? json(200, started) : fail(502, FARCASTER_MESSAGES.relay)
      }
      case 'POST /auth/farcaster/status': {
        const body = FarcasterStatusBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid input')
        const result = await auth.farcaster.status(body.data)
        if (result.status === 'pending') return json(200, { status: 'pending' })
        if (result.status !== 'ok') return fail(400, result.message)
        const user = await auth.vault.userForSocial(
          result.projectId,
          'farcaster',
          result.fid,
          undefined,
        )
        const session = await auth.sessions.create(user.userId)
        // As after a social login: the wallet key leaves the server only for a fresh login.
        const wallet = (await auth.vault.openWalletKey(user.userId, 'eip155')) ?? null
        return json(200, {
          status: 'completed',
          token: session.token,
          expiresAt: session.expiresAt,
          email: null,
          userName: result.userName,
          provider: 'farcaster',
          wallet,
        })
      }
      case 'POST /auth/wallet-key': {
        const token = bearer(request)
        const session = token ? await auth.sessions.check(token) : undefined
        if (!session) return fail(401, 'Session Expired')
        if (auth.now() - session.createdAt > KEY_UPLOAD_WINDOW_MS)
          return fail(403, 'Log in again to store a wallet key')
        const body = KeyBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid wallet key')
        const address = privateKeyToAccount(body.data.privateKey as `0x${string}`).address
        if (address.toLowerCase() !== body.data.address.toLowerCase())
          return fail(400, 'Invalid wallet key')
        const stored = await auth.vault.storeWalletKey(session.userId, 'eip155', {
          address,
          privateKey: body.data.privateKey,
        })
        return stored ? json(200, { address }) : fail(409, 'This user already has a wallet key')
      }
      case 'GET /auth/session': {
        const token = bearer(request)
        const session = token ? await auth.sessions.check(token) : undefined
        if (!session) return fail(401, 'Session Expired')
        const user = await auth.vault.userById(session.userId)
        return json(200, { email: user?.email ?? null, expiresAt: session.expiresAt })
      }
      case 'POST /auth/sign-out': {
        const token = bearer(request)
        if (token) await auth.sessions.revoke(token)
        return json(200, {})
      }
      default:
        return fail(404, 'Not found')
    }
  }
}
