import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { Email, Otp } from '../../generated/frame/zod.ts'
import { KEY_UPLOAD_WINDOW_MS } from './authConstants.ts'
import type { AuthService } from './authService.ts'
import { normalizeEmail } from './emailCodes.ts'
import { FARCASTER_MESSAGES } from './farcasterLogin.ts'
import { verifyFailureMessage } from './verifyMessages.ts'

/** Where providers send the visitor back: a page of the frame's origin (startFramePage). */
export const socialCallbackUrl = (frameOrigin: string) => `${frameOrigin}/frame/social-callback`

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
const fail = (status: number, message: string) => json(status, { message })

const StartBody = z.object({ projectId: z.string().min(1).max(200), email: Email }).strict()
const VerifyBody = z
  .object({ projectId: z.string().min(1).max(200), email: Email, otp: Otp })
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

/** The only callers: the frame page itself (same origin), never the app's page. */
const fromFrame = (request: Request, ownOrigin: string) => {
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === ownOrigin
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

const bearer = (request: Request) => {
  const header = request.headers.get('authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text()
  if (text.length > 16_384) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * The auth service's HTTP routes under `/auth/`, for the frame page on the same origin
 * (server/frame/SECURITY.md): `POST /auth/email/start`, `POST /auth/email/verify`,
 * `POST /auth/social/start`, `POST /auth/social/finish`, `POST /auth/wallet-key`, `GET /auth/session`, `POST /auth/sign-out`. Answers `undefined`
 * for other paths. Every error body is `{ message }`.
 *
 * @example
 * import { createAuthHandler } from './createAuthHandler.ts'
 * const handle = createAuthHandler(auth, { projectIds: ['demo'] })
 * const response = await handle(request)
 */
export const createAuthHandler =
  (auth: AuthService, options: { readonly projectIds: readonly string[] }) =>
  async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/auth/')) return undefined
    if (!fromFrame(request, url.origin)) return fail(403, 'Forbidden')
    const route = `${request.method} ${url.pathname}`
    switch (route) {
      case 'POST /auth/email/start': {
        const body = StartBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid e-mail')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        const email = normalizeEmail(body.data.email)
        const issued = await auth.codes.issue(body.data.projectId, email)
        if (issued.status === 'throttled')
          return fail(429, `Please try again after ${issued.seconds} seconds`)
        await auth.mailer.sendCode(email, issued.code)
        return json(200, { action: 'VERIFY_OTP' })
      }
      case 'POST /auth/email/verify': {
        const body = VerifyBody.safeParse(await readJson(request))
        if (!body.success) return fail(400, 'Invalid code')
        if (!options.projectIds.includes(body.data.projectId))
          return fail(403, 'Invalid App Configuration')
        const email = normalizeEmail(body.data.email)
        const result = await auth.codes.verify(body.data.projectId, email, body.data.otp)
        if (result.status !== 'ok') return fail(400, verifyFailureMessage(result))
        const user = await auth.vault.userFor(body.data.projectId, email)
        const session = await auth.sessions.create(user.userId)
        // The one place a wallet key leaves the server: the answer to a fresh login.
        const wallet = (await auth.vault.openWalletKey(user.userId, 'eip155')) ?? null
        return json(200, { token: session.token, expiresAt: session.expiresAt, email, wallet })
      }
      case 'POST /auth/social/start': {
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
