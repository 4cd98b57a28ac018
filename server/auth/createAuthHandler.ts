import { privateKeyToAccount } from 'viem/accounts'
import { askerOf, askerSentence } from './approvalAsker.ts'
import { DeviceStatusBody, KeyBody, StartBody, VerifyBody } from './authBodies.ts'
import { KEY_UPLOAD_WINDOW_MS } from './authConstants.ts'
import { bearer, fail, fromFrame, json, readJson } from './authHttp.ts'
import { authRouteLimit } from './authRouteLimits.ts'
import type { AuthService } from './authService.ts'
import { clientKey, trustedProxies } from './clientKey.ts'
import { completeLogin } from './completeLogin.ts'
import { deviceApprovalPage } from './deviceApprovalPage.ts'
import { normalizeEmail } from './emailCodes.ts'
import { addressLockAnswer, mailUnlockLink } from './emailLockAnswer.ts'
import { openStep, provenLogin, type Site } from './emailSteps.ts'
import { emailUnlockPage } from './emailUnlockPage.ts'
import { emailUpdateRoutes } from './emailUpdateRoutes.ts'
import { sha256 } from './loginBindings.ts'
import { validLoginKey } from './loginCrypto.ts'
import { loginRoutes, newLoginHandle } from './loginRoutes.ts'
import { verifyFailureMessage } from './verifyMessages.ts'

export { socialCallbackUrl } from './loginRoutes.ts'

/** A device id's hash, as codes are bound to it (F10). */
const deviceHashOf = (deviceId: string) => sha256(deviceId)

/** The device step's words when a code is tried from a device still waiting for approval. */
const DEVICE_NOT_APPROVED = 'Approve this device from the link we e-mailed you first'

const emailStart = async (
  auth: AuthService,
  site: Site,
  request: Request,
  url: URL,
): Promise<Response> => {
  const step = await openStep(StartBody, request, 'Invalid e-mail', (b) =>
    validLoginKey(b.loginKey),
  )
  if (step instanceof Response) return step
  const { body, projectId, deviceId } = step
  if (!site.projectIds.includes(projectId)) return fail(403, 'Invalid App Configuration')
  const email = normalizeEmail(body.email)
  const locked = await addressLockAnswer(auth, projectId, email, url.origin)
  if (locked) return locked
  // Issue 26: this login belongs to the frame that holds the key it registers here.
  const bind = async () => {
    const handle = newLoginHandle()
    const { challenge } = await auth.logins.bind({
      handle,
      projectId,
      deviceId,
      key: body.loginKey,
      email,
    })
    return { login: handle, challenge }
  }
  const known = await auth.vault.findUser(projectId, email)
  if (known && !(await auth.devices.allowed(known.userId, deviceId))) {
    // SPEC §4 VERIFY_DEVICE: a device this user has not used; the code waits for approval.
    const asker = askerOf(request, projectId, site.projects[projectId])
    const asked = await auth.devices.requestApproval(known.userId, deviceId, asker)
    if (asked.status === 'throttled')
      return fail(429, `Please try again after ${asked.seconds} seconds`)
    const link = new URL('/auth/device/approve', url.origin)
    link.searchParams.set('token', asked.token)
    await auth.mailer.sendDeviceApproval(email, link.href, askerSentence(asker, auth.now()))
    return json(200, { action: 'VERIFY_DEVICE', ...(await bind()) })
  }
  // F10: the code is bound to the device that asked for it.
  const issued = await auth.codes.issue(projectId, email, 'login', deviceHashOf(deviceId))
  // `retryAfter` (seconds) lets the frame wait out the throttle after a device approval.
  if (issued.status === 'throttled')
    return json(429, {
      message: `Please try again after ${issued.seconds} seconds`,
      retryAfter: issued.seconds,
    })
  await auth.mailer.sendCode(email, issued.code)
  return json(200, { action: 'VERIFY_OTP', ...(await bind()) })
}

const deviceStatus = async (auth: AuthService, site: Site, request: Request): Promise<Response> => {
  const step = await openStep(DeviceStatusBody, request, 'Invalid e-mail')
  if (step instanceof Response) return step
  const { projectId, deviceId } = step
  const proven = await provenLogin(auth, site, step.body)
  if (proven instanceof Response) return proven
  const { email } = proven
  const known = await auth.vault.findUser(projectId, email)
  const approved = !known || (await auth.devices.allowed(known.userId, deviceId))
  return json(200, { approved })
}

const emailVerify = async (
  auth: AuthService,
  site: Site,
  request: Request,
  url: URL,
): Promise<Response> => {
  const step = await openStep(VerifyBody, request, 'Invalid code')
  if (step instanceof Response) return step
  const { body, projectId, deviceId } = step
  const proven = await provenLogin(auth, site, body)
  if (proven instanceof Response) return proven
  const { email, binding } = proven
  // Checked before the code, so a code tried from an unapproved device is not spent.
  const known = await auth.vault.findUser(projectId, email)
  if (known && !(await auth.devices.allowed(known.userId, deviceId))) {
    // A device that never asked reads as an address with no code (security-r3 F11).
    const asked = await auth.devices.linkOf(known.userId, deviceId)
    return fail(
      400,
      asked === 'none' ? verifyFailureMessage({ status: 'none' }) : DEVICE_NOT_APPROVED,
    )
  }
  const result = await auth.codes.verify(
    projectId,
    email,
    body.otp,
    'login',
    deviceHashOf(deviceId),
  )
  if (result.status === 'cooling' || result.status === 'blocked') {
    await mailUnlockLink(auth, email, url.origin, result)
    return fail(429, verifyFailureMessage(result))
  }
  if (result.status !== 'ok') return fail(400, verifyFailureMessage(result))
  const user = await auth.vault.userFor(projectId, email)
  return completeLogin(auth, binding, user.userId, deviceId, { email })
}

const walletKey = async (auth: AuthService, request: Request): Promise<Response> => {
  const token = bearer(request)
  const session = token ? await auth.sessions.check(token) : undefined
  if (!session) return fail(401, 'Session Expired')
  if (auth.now() - session.createdAt > KEY_UPLOAD_WINDOW_MS)
    return fail(403, 'Log in again to store a wallet key')
  const body = KeyBody.safeParse(await readJson(request))
  if (!body.success) return fail(400, 'Invalid wallet key')
  // Issue 26: the key arrives sealed to the server key of this user's own login.
  const privateKey = await auth.logins.openUpload(body.data.login, session.userId, body.data.sealed)
  if (!privateKey || !/^0x[0-9a-fA-F]{64}$/.test(privateKey)) return fail(400, 'Invalid wallet key')
  const address = privateKeyToAccount(privateKey as `0x${string}`).address
  if (address.toLowerCase() !== body.data.address.toLowerCase())
    return fail(400, 'Invalid wallet key')
  const stored = await auth.vault.storeWalletKey(session.userId, 'eip155', {
    address,
    privateKey,
  })
  return stored ? json(200, { address }) : fail(409, 'This user already has a wallet key')
}

const currentSession = async (auth: AuthService, request: Request, url: URL): Promise<Response> => {
  const token = bearer(request)
  const session = token ? await auth.sessions.check(token) : undefined
  if (!session) return fail(401, 'Session Expired')
  const user = await auth.vault.userById(session.userId)
  // F17: a session answers only for its own project (two projects may share a frame).
  const projectId = url.searchParams.get('projectId')
  if (!user || (projectId !== null && user.projectId !== projectId))
    return fail(401, 'Session Expired')
  return json(200, { email: user.email, expiresAt: session.expiresAt })
}

const signOut = async (auth: AuthService, request: Request): Promise<Response> => {
  const token = bearer(request)
  if (token) await auth.sessions.revoke(token)
  return json(200, {})
}

/**
 * The auth service's HTTP routes under `/auth/`, for the frame page on the same origin
 * (server/frame/SECURITY.md): `POST /auth/email/start` (SPEC §4: VERIFY_OTP, or VERIFY_DEVICE
 * with an approval link mailed), `POST /auth/device/status`, `POST /auth/email/verify`,
 * `POST /auth/email/update/*` (emailUpdateRoutes), `POST /auth/social/start`,
 * `POST /auth/social/finish`,
 * `POST /auth/farcaster/start`, `POST /auth/farcaster/status`, `POST /auth/login/complete`
 * (loginRoutes), `POST /auth/wallet-key`,
 * `GET /auth/session`, `POST /auth/sign-out`; and the e-mailed approval link
 * `GET|POST /auth/device/approve` (deviceApprovalPage), which the visitor opens from the
 * e-mail, and the unlock link `GET|POST /auth/email/unlock` (emailUnlockPage). Every login is bound to the frame's ephemeral keys at its start and proved at each
 * later call; the wallet key travels only HPKE-sealed (issue 26, server/frame/SECURITY.md).
 * Answers `undefined` for other paths. Every JSON error body is `{ message }`.
 * Every route is under a per-client limit (authRouteLimits) keyed by `clientKey`:
 * `clientAddress` is the TCP peer, and `X-Forwarded-For` counts only from `trustedProxies`.
 *
 * @example
 * import { createAuthHandler } from './createAuthHandler.ts'
 * const handle = createAuthHandler(auth, { projectIds: ['demo'] })
 * const response = await handle(request, '127.0.0.1')
 */
export const createAuthHandler = (
  auth: AuthService,
  options: {
    readonly projectIds: readonly string[]
    /** Each project's app origins, named in the device-approval mail (default: none). */
    readonly projects?: Readonly<Record<string, readonly string[]>>
    /** Load balancers' addresses or CIDR ranges (clientKey); default none. */
    readonly trustedProxies?: readonly string[]
  },
) => {
  const approvalPage = deviceApprovalPage(auth)
  const unlockPage = emailUnlockPage(auth.failures)
  const updates = emailUpdateRoutes(auth)
  const proxies = trustedProxies(options.trustedProxies)
  const projects = Object.fromEntries(
    options.projectIds.map((id) => [id, options.projects?.[id] ?? []]),
  )
  const logins = loginRoutes(auth, projects)
  const site: Site = { projectIds: options.projectIds, projects }
  return async (request: Request, clientAddress = 'unknown'): Promise<Response | undefined> => {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/auth/')) return undefined
    // A flood of any route (code guesses, account probes, relay channels) stops at its limit.
    const client = clientKey(clientAddress, request.headers.get('x-forwarded-for'), proxies)
    const limited = await authRouteLimit(auth.limits, request, client)
    if (limited) return limited
    const unlock = await unlockPage(request)
    if (unlock) return unlock
    // Opened from an e-mail: its own page and checks.
    const approval = await approvalPage(request)
    if (approval) return approval
    if (!fromFrame(request, url.origin)) return fail(403, 'Forbidden')
    const updated = await updates(request)
    if (updated) return updated
    const login = await logins(request)
    if (login) return login
    const route = `${request.method} ${url.pathname}`
    switch (route) {
      case 'POST /auth/email/start':
        return emailStart(auth, site, request, url)
      case 'POST /auth/device/status':
        return deviceStatus(auth, site, request)
      case 'POST /auth/email/verify':
        return emailVerify(auth, site, request, url)
      case 'POST /auth/wallet-key':
        return walletKey(auth, request)
      case 'GET /auth/session':
        return currentSession(auth, request, url)
      case 'POST /auth/sign-out':
        return signOut(auth, request)
      default:
        return fail(404, 'Not found')
    }
  }
}
