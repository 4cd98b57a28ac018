import type { AuthCall } from './emailSteps.ts'

/** What the social and Farcaster steps need from the frame wallet. */
export interface SocialStepDeps {
  readonly call: AuthCall
  readonly projectId: string
  /** The frame's own social callback page; only a return to it is accepted. */
  readonly callbackUrl: () => URL
  /** Fails the request with the auth service's words (or `fallback`). */
  readonly failWith: (body: Record<string, unknown>, fallback: string) => never
  /** Fails the request with these words. */
  readonly fail: (message: string) => never
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/**
 * SPEC §4 social and Farcaster logins inside the frame, up to the auth service's login body
 * (the frame wallet then unlocks the key as after an e-mail code): the provider's URL with a
 * PKCE challenge whose verifier never leaves the frame but to the auth service, the return to
 * the frame's own callback page checked against the login started here, and the Farcaster
 * sign-in looked at once per request (the app polls).
 *
 * @example
 * import { socialSteps } from './socialSteps.ts'
 * const social = socialSteps({ call, projectId, callbackUrl, failWith, fail })
 * const { uri } = await social.redirectUri('google')
 */
export const socialSteps = (deps: SocialStepDeps) => {
  // The social login under way: its state and the PKCE verifier.
  let pendingSocial: { readonly state: string; readonly verifier: string } | undefined
  // The Farcaster sign-in under way: the auth service's handle of its relay channel.
  let pendingFarcaster: string | undefined

  return {
    /** The provider's login URL for a new social login (`app/get-social-redirect-uri`). */
    redirectUri: async (provider: string): Promise<{ uri: string }> => {
      const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
      const challenge = base64url(
        new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
      )
      const { status, body } = await deps.call('/auth/social/start', {
        body: { projectId: deps.projectId, provider, codeChallenge: challenge },
      })
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      pendingSocial = { state: body.state as string, verifier }
      return { uri: body.uri as string }
    },

    /** The login body for the provider's return to the callback page (`app/connect-social`). */
    finish: async (uri: string): Promise<Record<string, unknown>> => {
      const pending = pendingSocial
      let back: URL
      try {
        back = new URL(uri)
      } catch {
        return deps.fail('Invalid input')
      }
      // Only our own callback page, for the login this frame started.
      const own = deps.callbackUrl()
      if (back.origin !== own.origin || back.pathname !== own.pathname) deps.fail('Invalid input')
      const error = back.searchParams.get('error')
      if (error) {
        pendingSocial = undefined
        deps.fail(
          error === 'access_denied' ? 'The login was cancelled' : 'The provider refused the login',
        )
      }
      const state = back.searchParams.get('state')
      const code = back.searchParams.get('code')
      if (!pending || !state || state !== pending.state || !code)
        return deps.fail('This login is not the one started here: try again')
      pendingSocial = undefined
      const { status, body } = await deps.call('/auth/social/finish', {
        body: { projectId: deps.projectId, state, code, codeVerifier: pending.verifier },
      })
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      return body
    },

    /** The Farcaster sign-in URL (`app/get-farcaster-uri`). */
    farcasterUri: async (): Promise<{ url: string }> => {
      const { status, body } = await deps.call('/auth/farcaster/start', {
        body: { projectId: deps.projectId },
      })
      if (status !== 200) deps.failWith(body, 'Something went wrong')
      pendingFarcaster = body.channel as string
      return { url: body.url as string }
    },

    /**
     * One look at the Farcaster sign-in (`app/connect-farcaster`): `pending`, or the login
     * body of a completed one.
     */
    farcasterStatus: async (): Promise<Record<string, unknown>> => {
      const channel = pendingFarcaster
      if (!channel) return deps.fail('Start the Farcaster sign-in first')
      const { status, body } = await deps.call('/auth/farcaster/status', {
        body: { projectId: deps.projectId, channel },
      })
      if (status !== 200) {
        pendingFarcaster = undefined
        deps.failWith(body, 'Something went wrong')
      }
      if (body.status !== 'pending') pendingFarcaster = undefined
      return body
    },
  }
}
