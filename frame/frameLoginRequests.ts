import type { FrameRequest } from '../generated/frame/zod.ts'
import type { AuthCall } from './authCall.ts'
import type { emailSteps, emailUpdateSteps } from './emailSteps.ts'
import { FrameFailure } from './FrameFailure.ts'
import type { FrameSession } from './frameSession.ts'
import type { socialSteps } from './socialSteps.ts'

/** What the login requests need: the auth service, the session, the login steps. */
export interface FrameLoginDeps {
  readonly call: AuthCall
  readonly session: FrameSession
  readonly email: ReturnType<typeof emailSteps>
  readonly emailUpdate: ReturnType<typeof emailUpdateSteps>
  readonly social: ReturnType<typeof socialSteps>
  readonly failWith: (body: Record<string, unknown>, fallback: string) => never
  /** After a social login: the app's chain and account type, then the user to answer with. */
  readonly socialUser: (
    payload: { readonly chainId?: unknown; readonly preferredAccountType?: unknown },
    userName: string | null,
  ) => Promise<unknown>
}

/** The login requests' types: the ones `frameLoginRequests` answers. */
const LOGIN_TYPES = new Set([
  'app/connect-email',
  'app/connect-device',
  'app/connect-otp',
  'app/get-social-redirect-uri',
  'app/connect-social',
  'app/get-farcaster-uri',
  'app/connect-farcaster',
  'app/update-email',
  'app/update-email-primary-otp',
  'app/update-email-secondary-otp',
])

/** Whether a request is one of the login requests. */
export const isLoginRequest = (request: FrameRequest) => LOGIN_TYPES.has(request.type)

/**
 * The frame's login requests (SPEC §4, §7): e-mail with its code and device steps, social and
 * Farcaster logins (bound to this frame's keys, issue 26), and the e-mail update; each fresh
 * login unlocks the session.
 *
 * @example
 * import { frameLoginRequests } from './frameLoginRequests.ts'
 * const login = frameLoginRequests({ call, session, email, emailUpdate, social, failWith, socialUser })
 * if (isLoginRequest(request)) return login(request)
 */
export const frameLoginRequests = (deps: FrameLoginDeps) => {
  const { call, session, email, emailUpdate, social, failWith } = deps
  let pendingEmail: string | undefined
  const needEmail = () => {
    if (!pendingEmail) throw new FrameFailure('Enter your e-mail first')
    return pendingEmail
  }
  return async (request: FrameRequest): Promise<unknown> => {
    switch (request.type) {
      case 'app/connect-email': {
        pendingEmail = undefined
        const answer = await email.connectEmail(request.payload.email)
        pendingEmail = request.payload.email
        return answer
      }
      case 'app/connect-device': {
        if (!social.devicePending()) {
          await email.connectDevice(needEmail())
          return undefined
        }
        // A social login's device step: approved, it logs in like a finished social login.
        const { body, login } = await social.connectDevice()
        await session.loggedIn(body, login)
        return undefined
      }
      case 'app/connect-otp': {
        const { status, body } = await call('/auth/email/verify', {
          body: await email.verifyBody(needEmail(), request.payload.otp),
        })
        if (status !== 200) failWith(body, 'Something went wrong')
        await session.loggedIn(body, email.current())
        pendingEmail = undefined
        return undefined
      }
      case 'app/get-social-redirect-uri':
        return social.redirectUri(request.payload.provider)
      case 'app/connect-social': {
        const finished = await social.finish(request.payload.uri)
        if ('action' in finished) return finished
        const { body, login } = finished
        await session.loggedIn(body, login)
        return deps.socialUser(request.payload, (body.userName as string | null) ?? null)
      }
      case 'app/get-farcaster-uri':
        return social.farcasterUri()
      case 'app/connect-farcaster': {
        // A completed sign-in logs in like a social one.
        const looked = await social.farcasterStatus()
        if (!('body' in looked)) return { status: looked.status }
        await session.loggedIn(looked.body, looked.login)
        return { status: 'completed', userName: looked.body.userName as string }
      }
      case 'app/update-email':
        return emailUpdate.start(session.needSession().session.token, request.payload.email)
      case 'app/update-email-primary-otp':
        await emailUpdate.primary(session.needSession().session.token, request.payload.otp)
        return undefined
      case 'app/update-email-secondary-otp': {
        const current = session.needSession()
        const updated = await emailUpdate.secondary(current.session.token, request.payload.otp)
        await session.unlock({ ...current.session, email: updated.newEmail })
        return updated
      }
      default:
        throw new FrameFailure('Not supported by this embedded wallet yet')
    }
  }
}
