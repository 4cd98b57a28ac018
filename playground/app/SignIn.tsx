import { useLatch, useLatchAccount } from 'latch/react'
import { useCallback } from 'react'
import { ActionResult } from './ActionResult.tsx'
import { useAction } from './useAction.ts'

/**
 * "Sign in": the SIWX flow (`latch.signIn()`), offered when the client was made with
 * `siwx: { required: false }`.
 *
 * @example
 * import { SignIn } from './SignIn.tsx'
 * <SignIn />
 */
export const SignIn = () => {
  const latch = useLatch()
  const { isConnected } = useLatchAccount()
  const signIn = useCallback(
    () => latch.signIn().then((session) => `Signed in as ${session.data.accountAddress}`),
    [latch],
  )
  const [state, run] = useAction(signIn)
  if (!latch.config.siwx) return null
  return (
    <div className="action">
      <button
        type="button"
        className="button secondary"
        data-testid="playground-sign-in"
        disabled={!isConnected || state.status === 'pending'}
        onClick={run}
      >
        Sign in
      </button>
      <ActionResult state={state} testId="playground-session" />
    </div>
  )
}
