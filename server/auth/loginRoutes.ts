import { randomBytes } from 'node:crypto'
import {
  CompleteBody,
  FarcasterStartBody,
  FarcasterStatusBody,
  SocialFinishBody,
  SocialStartBody,
} from './authBodies.ts'
import { fail, json, readJson } from './authHttp.ts'
import type { AuthService } from './authService.ts'
import { completeLogin, deviceStep, NOT_THIS_FRAME, sameDevice } from './completeLogin.ts'
import { FARCASTER_MESSAGES } from './farcasterLogin.ts'
import { validLoginKey } from './loginCrypto.ts'

/** Where providers send the visitor back: a page of the frame's origin (startFramePage). */
export const socialCallbackUrl = (frameOrigin: string) => `${frameOrigin}/frame/social-callback`

type Projects = Readonly<Record<string, readonly string[]>>

// Each start's per-client limit is authRouteLimit's, in front of every auth route.
const socialStart = async (auth: AuthService, projects: Projects, request: Request) => {
  const body = SocialStartBody.safeParse(await readJson(request))
  if (!body.success || !(await validLoginKey(body.data.loginKey))) return fail(400, 'Invalid input')
  if (!Object.hasOwn(projects, body.data.projectId)) return fail(403, 'Invalid App Configuration')
  if (!auth.social.configured(body.data.provider))
    return fail(400, `${body.data.provider} login is not available`)
  const started = await auth.social.start({
    projectId: body.data.projectId,
    provider: body.data.provider,
    codeChallenge: body.data.codeChallenge,
    redirectUri: socialCallbackUrl(new URL(request.url).origin),
  })
  const { challenge } = await auth.logins.bind({
    handle: started.state,
    projectId: body.data.projectId,
    deviceId: body.data.deviceId,
    key: body.data.loginKey,
  })
  return json(200, { ...started, challenge })
}

const socialFinish = async (auth: AuthService, projects: Projects, request: Request) => {
  const body = SocialFinishBody.safeParse(await readJson(request))
  if (!body.success) return fail(400, 'Invalid input')
  const { projectId, state, deviceId, proof } = body.data
  // Proved before the state is spent: only the frame that started the login finishes it.
  const binding = await auth.logins.prove(state, proof, projectId)
  if (!binding || !sameDevice(binding, deviceId)) return fail(403, NOT_THIS_FRAME)
  const result = await auth.social.finish(body.data)
  if (result.status !== 'ok') return fail(400, result.message)
  const user = await auth.vault.userForSocial(
    result.projectId,
    result.provider,
    result.sub,
    result.email,
  )
  const extra = {
    email: result.email ?? null,
    userName: result.userName ?? null,
    provider: result.provider,
  }
  const waiting = await deviceStep(auth, request, {
    binding,
    userId: user.userId,
    deviceId,
    approvalAddress: user.email ?? result.email,
    origins: projects[projectId],
    pending: extra,
  })
  return waiting ?? completeLogin(auth, binding, user.userId, deviceId, extra)
}

const farcasterStart = async (auth: AuthService, projects: Projects, request: Request) => {
  const body = FarcasterStartBody.safeParse(await readJson(request))
  if (!body.success || !(await validLoginKey(body.data.loginKey))) return fail(400, 'Invalid input')
  if (!Object.hasOwn(projects, body.data.projectId)) return fail(403, 'Invalid App Configuration')
  if (!auth.farcaster.configured()) return fail(400, FARCASTER_MESSAGES.unavailable)
  const url = new URL(request.url)
  // The SIWF message names the frame's origin: the auth service is the relying party.
  const started = await auth.farcaster
    .start({ projectId: body.data.projectId, domain: url.host, siweUri: url.origin })
    .catch(() => undefined)
  if (!started) return fail(502, FARCASTER_MESSAGES.relay)
  const { challenge } = await auth.logins.bind({
    handle: started.channel,
    projectId: body.data.projectId,
    deviceId: body.data.deviceId,
    key: body.data.loginKey,
  })
  return json(200, { ...started, challenge })
}

const farcasterStatus = async (auth: AuthService, projects: Projects, request: Request) => {
  const body = FarcasterStatusBody.safeParse(await readJson(request))
  if (!body.success) return fail(400, 'Invalid input')
  const { projectId, channel, deviceId, proof } = body.data
  const binding = await auth.logins.prove(channel, proof, projectId)
  if (!binding || !sameDevice(binding, deviceId)) return fail(403, NOT_THIS_FRAME)
  const result = await auth.farcaster.status({ projectId, channel })
  if (result.status === 'pending') return json(200, { status: 'pending' })
  if (result.status !== 'ok') return fail(400, result.message)
  const user = await auth.vault.userForSocial(projectId, 'farcaster', result.fid, undefined)
  const extra = {
    status: 'completed',
    email: null,
    userName: result.userName,
    provider: 'farcaster',
  }
  const waiting = await deviceStep(auth, request, {
    binding,
    userId: user.userId,
    deviceId,
    approvalAddress: user.email ?? undefined,
    origins: projects[projectId],
    pending: extra,
  })
  return waiting ?? completeLogin(auth, binding, user.userId, deviceId, extra)
}

/** A social or Farcaster login waiting for its device step: approved yet? Then it ends. */
const complete = async (auth: AuthService, request: Request) => {
  const body = CompleteBody.safeParse(await readJson(request))
  if (!body.success) return fail(400, 'Invalid input')
  const { projectId, login, deviceId, proof } = body.data
  const binding = await auth.logins.prove(login, proof, projectId)
  if (!binding || !sameDevice(binding, deviceId) || !binding.userId || !binding.pending)
    return fail(403, NOT_THIS_FRAME)
  if (!(await auth.devices.allowed(binding.userId, deviceId))) return json(200, { approved: false })
  return completeLogin(auth, binding, binding.userId, deviceId, binding.pending)
}

/**
 * The social and Farcaster login routes (issue 26): `start` binds the login to the frame's
 * ephemeral keys and device; `finish`, every status poll and `/auth/login/complete` (a login
 * waiting for its device step) must carry the frame's proof of possession; a new device waits
 * for its approval link as an e-mail login does. Answers `undefined` for other routes.
 */
export const loginRoutes = (auth: AuthService, projects: Projects) => {
  return async (request: Request): Promise<Response | undefined> => {
    switch (`${request.method} ${new URL(request.url).pathname}`) {
      case 'POST /auth/social/start':
        return socialStart(auth, projects, request)
      case 'POST /auth/social/finish':
        return socialFinish(auth, projects, request)
      case 'POST /auth/farcaster/start':
        return farcasterStart(auth, projects, request)
      case 'POST /auth/farcaster/status':
        return farcasterStatus(auth, projects, request)
      case 'POST /auth/login/complete':
        return complete(auth, request)
      default:
        return undefined
    }
  }
}

/** A new e-mail login's handle: 32 random bytes, base64url. */
export const newLoginHandle = () => randomBytes(32).toString('base64url')
