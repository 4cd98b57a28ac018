import { useLatch, useLatchAccount } from 'latch/react'
import { useCallback } from 'react'
import { ActionResult } from './ActionResult.tsx'
import { useAction } from './useAction.ts'

const message = 'Hello from the Latch playground'

const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * "Sign message": `personal_sign` through `latch.request`, showing the signature.
 *
 * @example
 * import { SignMessage } from './SignMessage.tsx'
 * <SignMessage />
 */
export const SignMessage = () => {
  const latch = useLatch()
  const { address, isConnected } = useLatchAccount()
  const sign = useCallback(
    () =>
      latch
        .request({ method: 'personal_sign', params: [toHex(message), address] })
        .then((signature) => String(signature)),
    [latch, address],
  )
  const [state, run] = useAction(sign)
  return (
    <div className="action">
      <button
        type="button"
        className="button"
        data-testid="playground-sign-message"
        disabled={!isConnected || state.status === 'pending'}
        onClick={run}
      >
        Sign message
      </button>
      <ActionResult state={state} testId="playground-signature" />
    </div>
  )
}
