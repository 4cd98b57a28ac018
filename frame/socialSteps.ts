import { DEVICE_WAIT_MS } from './deviceId.ts'
import { type FinishedLogin, farcasterSteps } from './farcasterSteps.ts'
import { newLoginKey } from './loginKey.ts'
import { boundLoginCalls, clockOf, type LoginStepDeps, waitForApproval } from './loginSteps.ts'
import { type StartedLogin, startedFrom } from './startedLogin.ts'

/** What the social and Farcaster steps need from the frame wallet. */
export interface SocialStepDeps extends LoginStepDeps {
  /** The frame's own social callback page; only a return to it is accepted. */
  readonly callbackUrl: () => URL
  /** The provider's return for `state`, as the callback page posted it to this frame. */
  readonly socialReturn: (state: string) => Promise<string>
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/**
 * The provider's code for the login started here: `uri` must name the frame's own callback page,
 * and the code comes only from that page's message to this frame, for `state`; a refusal or a
 * cancel fails in SPEC's words.
 */
const codeOf = async <T extends { readonly login: StartedLogin }>(
  deps: SocialStepDeps,
  uri: string,
  pending: T | undefined,
  returned: () => void,
): Promise<{ readonly code: string; readonly taken: T }> => {
  let named: URL
  try {
    named = new URL(uri)
  } catch {
    return deps.fail('Invalid input')
  }
  const own = deps.callbackUrl()
  if (named.origin !== own.origin || named.pathname !== own.pathname) deps.fail('Invalid input')
  const elsewhere = () => deps.fail('This login is not the one started here: try again')
  if (!pending) return elsewhere()
  const back = new URL(await deps.socialReturn(pending.login.handle).catch(elsewhere))
  returned()
  const error = back.searchParams.get('error')
  if (error)
    deps.fail(
      error === 'access_denied' ? 'The login was cancelled' : 'The provider refused the login',
    )
  return { code: back.searchParams.get('code') ?? elsewhere(), taken: pending }
}

/**
 * SPEC §4 social and Farcaster logins inside the frame, up to the auth service's login body:
 * each login bound to fresh frame keys at its start and proved at every later call (issue 26);
 * the provider's return taken only from the frame's own callback page, for the state started
 * here; a new device is told to the app (VERIFY_DEVICE, so the visitor is told to check their
 * e-mail) and waits for its approval link at connect device (F10); the Farcaster sign-in looked at once
 * per request (the app polls).
 *
 * @example
 * import { socialSteps } from './socialSteps.ts'
 * const social = socialSteps({ call, projectId, deviceId, callbackUrl, socialReturn, failWith, fail })
 * const { uri } = await social.redirectUri('google')
 */
export const socialSteps = (deps: SocialStepDeps) => {
  const { now } = clockOf(deps)
  const makeKey = deps.loginKey ?? newLoginKey
  const { signed, completed } = boundLoginCalls(deps)
  let pendingSocial: { readonly login: StartedLogin; readonly verifier: string } | undefined
  // A social login from a new browser, waiting for its mailed approval (app/connect-device).
  let pendingDevice: StartedLogin | undefined

  return {
    /** The provider's login URL for a new social login (`app/get-social-redirect-uri`). */
    redirectUri: async (provider: string): Promise<{ uri: string }> => {
      pendingSocial = undefined
      const key = await makeKey()
      const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
      const challenge = base64url(
        new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
      )
      const { status, body } = await deps.call('/auth/social/start', {
        body: {
          projectId: deps.projectId,
          provider,
          codeChallenge: challenge,
          deviceId: await deps.deviceId(),
          loginKey: key.publicKey,
        },
      })
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      pendingSocial = { login: startedFrom(body.state, body.challenge, key), verifier }
      return { uri: body.uri as string }
    },

    /**
     * Finishes the social login started here (`app/connect-social`): `uri` names the frame's
     * callback page; the code comes only from that page's message to this frame.
     */
    finish: async (uri: string): Promise<FinishedLogin | { readonly action: 'VERIFY_DEVICE' }> => {
      pendingDevice = undefined
      const { code, taken: pending } = await codeOf(deps, uri, pendingSocial, () => {
        pendingSocial = undefined
      })
      const { status, body } = await deps.call('/auth/social/finish', {
        body: await signed(pending.login, {
          state: pending.login.handle,
          code,
          codeVerifier: pending.verifier,
        }),
      })
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      if (body.action === 'VERIFY_DEVICE') {
        // The app tells the visitor to check their e-mail, then asks connect device.
        pendingDevice = pending.login
        return { action: 'VERIFY_DEVICE' }
      }
      return { body, login: pending.login }
    },

    /** Whether a social login waits for its device approval. */
    devicePending: () => pendingDevice !== undefined,

    /**
     * `app/connect-device` after a social login's VERIFY_DEVICE: waits (asking every
     * DEVICE_POLL_MS, at most DEVICE_WAIT_MS) until the mailed link is approved.
     */
    connectDevice: async (): Promise<FinishedLogin> => {
      const login = pendingDevice
      if (!login) return deps.fail('This login is not the one started here: try again')
      try {
        const deadline = now() + DEVICE_WAIT_MS
        return { body: await waitForApproval(deps, () => completed(login), deadline), login }
      } finally {
        pendingDevice = undefined
      }
    },

    ...farcasterSteps(deps),
  }
}
