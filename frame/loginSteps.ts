import type { AuthCall } from './authCall.ts'
import { DEVICE_POLL_MS } from './deviceId.ts'
import type { LoginKey } from './loginKey.ts'
import { proofOf, type StartedLogin } from './startedLogin.ts'

/** What every login's steps in the frame need from the frame wallet (e-mail, social, Farcaster). */
export interface LoginStepDeps {
  readonly call: AuthCall
  readonly projectId: string
  readonly deviceId: () => Promise<string>
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

/** The steps' clock: the deps' fakes, else the real ones. */
export const clockOf = (deps: LoginStepDeps) => ({
  sleep: deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms))),
  now: deps.now ?? Date.now,
})

/**
 * Waits for a new device's mailed approval link, the same way for every login: `look` asks the
 * auth service once (an answer once approved, `undefined` while not), every DEVICE_POLL_MS until
 * `deadline`, then fails with SPEC's expiry words. `stillWanted` may fail a wait a newer login
 * replaced.
 *
 * @example
 * import { waitForApproval } from './loginSteps.ts'
 * const body = await waitForApproval(deps, () => completed(login), Date.now() + DEVICE_WAIT_MS)
 */
export const waitForApproval = async <T>(
  deps: LoginStepDeps,
  look: () => Promise<T | undefined>,
  deadline: number,
  stillWanted: () => void = () => undefined,
): Promise<T> => {
  const { sleep, now } = clockOf(deps)
  for (;;) {
    const answer = await look()
    if (answer !== undefined) return answer
    stillWanted()
    if (now() >= deadline) deps.fail('The approval link has expired: log in again to get a new one')
    await sleep(DEVICE_POLL_MS)
  }
}

/**
 * The calls of a login bound to this frame's keys: a body `signed` with the login's proof (and
 * the project and device), and one look at a login waiting for its device step (`completed`: the
 * auth service's body once approved, `undefined` while not).
 */
export const boundLoginCalls = (deps: LoginStepDeps) => {
  const signed = async (login: StartedLogin, body: Record<string, unknown>) => ({
    projectId: deps.projectId,
    deviceId: await deps.deviceId(),
    proof: await proofOf(login),
    ...body,
  })
  const completed = async (login: StartedLogin) => {
    const { status, body } = await deps.call('/auth/login/complete', {
      body: await signed(login, { login: login.handle }),
    })
    if (status !== 200) deps.failWith(body, 'Something went wrong')
    return body.approved === false ? undefined : body
  }
  return { signed, completed }
}
