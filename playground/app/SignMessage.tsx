import { getBase58Decoder } from '@solana/kit'
import { useLatch, useLatchAccount } from 'latch/react'
import { useCallback } from 'react'
import { ActionResult } from './ActionResult.tsx'
import { useAction } from './useAction.ts'

const message = 'Hello from the Latch playground'

const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/**
 * "Sign message": `personal_sign` through `latch.request` (on Solana `solana_signMessage`,
 * the signature in base58), showing the signature.
 *
 * @example
 * import { SignMessage } from './SignMessage.tsx'
 * <SignMessage />
 */
export const SignMessage = () => {
  const latch = useLatch()
  const { address, caipAddress, isConnected } = useLatchAccount()
  const onSolana = caipAddress?.startsWith('solana:') === true
  const sign = useCallback(
    () =>
      onSolana
        ? latch
            .request(
              {
                method: 'solana_signMessage',
                params: {
                  message: getBase58Decoder().decode(new TextEncoder().encode(message)),
                  pubkey: address!,
                },
              },
              { namespace: 'solana' },
            )
            .then((result) => String((result as { signature: string }).signature))
        : latch
            .request({ method: 'personal_sign', params: [toHex(message), address!] })
            .then((signature) => String(signature)),
    [latch, address, onSolana],
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
