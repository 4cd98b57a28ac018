import type { AuthCall } from './authCall.ts'
import { DEVICE_POLL_MS, DEVICE_WAIT_MS } from './deviceId.ts'
import { type LoginKey, newLoginKey } from './loginKey.ts'
import { proofOf, type StartedLogin, startedFrom } from './startedLogin.ts'

/** What the social and Farcaster steps need from the frame wallet. */
export interface SocialStepDeps {
  readonly call: AuthCall
  readonly projectId: string
  readonly deviceId: () => Promise<string>
  /** The frame's own social callback page; only a return to it is accepted. */
  readonly callbackUrl: () => URL
  /** The provider's return for `state`, as the callback page posted it to this frame. */
  readonly socialReturn: (state: string) => Promise<string>
  /** Fails the request with the auth service's words (or `fallback`). */
  readonly failWith: (body: Record<string, unknown>, fallback: string) => never
  /** Fails the request with these words. */
  readonly fail: (message: string) => never
  /** Waits `ms` (tests pass a fake). */
  readonly sleep?: (ms: number) => Promise<void>
  /** Milliseconds since the epoch (tests pass a fake). */
  readonly now?: () => number
  /** A login's ephemeral keys (issue 26); default `newLoginKey`. */
  readonly loginKey?: () => Promise<LoginKey>
}

/** A finished login: the auth service's body and the login whose keys open its wallet key. */
export interface FinishedLogin {
  readonly body: Record<string, unknown>
  readonly login: StartedLogin
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

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
  const sleep = deps.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)))
  const now = deps.now ?? Date.now
  const makeKey = deps.loginKey ?? newLoginKey
  let pendingSocial: { readonly login: StartedLogin; readonly verifier: string } | undefined
  let pendingFarcaster: { readonly login: StartedLogin; device: boolean } | undefined
  // A social login from a new browser, waiting for its mailed approval (app/connect-device).
  let pendingDevice: StartedLogin | undefined

  const signed = async (login: StartedLogin, body: Record<string, unknown>) => ({
    projectId: deps.projectId,
    deviceId: await deps.deviceId(),
    proof: await proofOf(login),
    ...body,
  })
  /** One look at a login waiting for its device step: the body once approved. */
  const completed = async (login: StartedLogin) => {
    const { status, body } = await deps.call('/auth/login/complete', {
      body: await signed(login, { login: login.handle }),
    })
    if (status !== 200) deps.failWith(body, 'Something went wrong')
    return body.approved === false ? undefined : body
  }
  const waitForDevice = async (login: StartedLogin) => {
    const deadline = now() + DEVICE_WAIT_MS
    for (;;) {
      const body = await completed(login)
      if (body) return body
      if (now() >= deadline)
        deps.fail('The approval link has expired: log in again to get a new one')
      await sleep(DEVICE_POLL_MS)
    }
  }

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
      const pending = pendingSocial
      pendingDevice = undefined
      let named: URL
      try {
        named = new URL(uri)
      } catch {
        return deps.fail('Invalid input')
      }
      const own = deps.callbackUrl()
      if (named.origin !== own.origin || named.pathname !== own.pathname) deps.fail('Invalid input')
      if (!pending) return deps.fail('This login is not the one started here: try again')
      const back = new URL(
        await deps
          .socialReturn(pending.login.handle)
          .catch(() => deps.fail('This login is not the one started here: try again')),
      )
      pendingSocial = undefined
      const error = back.searchParams.get('error')
      if (error)
        deps.fail(
          error === 'access_denied' ? 'The login was cancelled' : 'The provider refused the login',
        )
      const code = back.searchParams.get('code')
      if (!code) return deps.fail('This login is not the one started here: try again')
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
        return { body: await waitForDevice(login), login }
      } finally {
        pendingDevice = undefined
      }
    },

    /** The Farcaster sign-in URL (`app/get-farcaster-uri`). */
    farcasterUri: async (): Promise<{ url: string }> => {
      pendingFarcaster = undefined
      const key = await makeKey()
      const { status, body } = await deps.call('/auth/farcaster/start', {
        body: {
          projectId: deps.projectId,
          deviceId: await deps.deviceId(),
          loginKey: key.publicKey,
        },
      })
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      pendingFarcaster = { login: startedFrom(body.channel, body.challenge, key), device: false }
      return { url: body.url as string }
    },

    /**
     * One look at the Farcaster sign-in (`app/connect-farcaster`): `pending`, `awaiting-device`
     * while a new device waits for its approval link, or the finished login.
     */
    farcasterStatus: async (): Promise<
      FinishedLogin | { readonly status: 'pending' | 'awaiting-device' }
    > => {
      const pending = pendingFarcaster
      if (!pending) return deps.fail('Start the Farcaster sign-in first')
      const { login } = pending
      try {
        if (pending.device) {
          const body = await completed(login)
          if (!body) return { status: 'awaiting-device' }
          pendingFarcaster = undefined
          return { body, login }
        }
        const { status, body } = await deps.call('/auth/farcaster/status', {
          body: await signed(login, { channel: login.handle }),
        })
        if (status !== 200) deps.failWith(body, 'Something went wrong')
        if (body.status === 'pending') return { status: 'pending' }
        if (body.action === 'VERIFY_DEVICE') {
          pending.device = true
          return { status: 'awaiting-device' }
        }
        pendingFarcaster = undefined
        return { body, login }
      } catch (error) {
        pendingFarcaster = undefined
        throw error
      }
    },
  }
}
