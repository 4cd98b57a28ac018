import { useLatch, useLatchAccount } from 'latch/react'
import { useCallback } from 'react'
import { ActionResult } from './ActionResult.tsx'
import { useAction } from './useAction.ts'

/** Anvil dev account #1: the recipient of the demo transfer. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** 0.01 ETH in wei, as hex. */
const value = `0x${(10n ** 16n).toString(16)}`

/**
 * "Send 0.01 ETH": `eth_sendTransaction` through `latch.request` to anvil dev account #1,
 * showing the transaction hash.
 *
 * @example
 * import { SendTransaction } from './SendTransaction.tsx'
 * <SendTransaction />
 */
export const SendTransaction = () => {
  const latch = useLatch()
  const { address, isConnected } = useLatchAccount()
  const send = useCallback(
    () =>
      latch
        .request({
          method: 'eth_sendTransaction',
          params: [{ from: address!, to: recipient, value }],
        })
        .then((hash) => String(hash)),
    [latch, address],
  )
  const [state, run] = useAction(send)
  return (
    <div className="action">
      <button
        type="button"
        className="button secondary"
        data-testid="playground-send"
        disabled={!isConnected || state.status === 'pending'}
        onClick={run}
      >
        Send 0.01 ETH to dev account #1
      </button>
      <ActionResult state={state} testId="playground-tx-hash" />
    </div>
  )
}
