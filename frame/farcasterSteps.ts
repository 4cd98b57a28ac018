import { newLoginKey } from './loginKey.ts'
import { boundLoginCalls, type LoginStepDeps } from './loginSteps.ts'
import { type StartedLogin, startedFrom } from './startedLogin.ts'

/** A finished login: the auth service's body and the login whose keys open its wallet key. */
export interface FinishedLogin {
  readonly body: Record<string, unknown>
  readonly login: StartedLogin
}

/**
 * SPEC §4 Farcaster login inside the frame: the sign-in URL, bound to fresh frame keys at its
 * start, then one look per request at the sign-in (the app polls), proved with those keys; a new
 * device waits for its approval link (`awaiting-device`).
 *
 * @example
 * import { farcasterSteps } from './farcasterSteps.ts'
 * const farcaster = farcasterSteps({ call, projectId, deviceId, failWith, fail })
 * const { url } = await farcaster.farcasterUri()
 */
export const farcasterSteps = (deps: LoginStepDeps) => {
  const makeKey = deps.loginKey ?? newLoginKey
  const { signed, completed } = boundLoginCalls(deps)
  let pendingFarcaster: { readonly login: StartedLogin; device: boolean } | undefined

  return {
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
