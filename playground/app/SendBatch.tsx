import { useLatch, useLatchAccount } from 'latch/react'
import { useCallback } from 'react'
import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { ActionResult } from './ActionResult.tsx'
import { useAction } from './useAction.ts'

/** The Latch Dev Token: deployed first by dev account #0, so at this address on both local chains. */
const ldt = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** Anvil dev account #1: the spender and the receiver of the demo batch. */
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const oneLdt = parseEther('1')

/** Asks the wallet where the batch is until it is no longer pending (anvil mines at once). */
const settle = async (latch: ReturnType<typeof useLatch>, id: string) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = await latch.getCallsStatus(id)
    if (status.status !== 'pending') return status
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return latch.getCallsStatus(id)
}

/**
 * "Send batch": one EIP-5792 `latch.sendCalls` with two calls, an LDT approve for dev account #1
 * and a 1 LDT transfer to it, atomically (the dev wallet runs them in one EIP-7702
 * transaction); shows the batch's status and its transaction hash from `latch.getCallsStatus`.
 *
 * @example
 * import { SendBatch } from './SendBatch.tsx'
 * <SendBatch />
 */
export const SendBatch = () => {
  const latch = useLatch()
  const { isConnected } = useLatchAccount()
  const send = useCallback(async () => {
    const { id } = await latch.sendCalls({
      atomicRequired: true,
      calls: [
        {
          to: ldt,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [recipient, oneLdt],
          }),
        },
        {
          to: ldt,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [recipient, oneLdt],
          }),
        },
      ],
    })
    const status = await settle(latch, id)
    return `${status.status} ${status.receipts[0]?.transactionHash ?? ''}`.trim()
  }, [latch])
  const [state, run] = useAction(send)
  return (
    <div className="action">
      <button
        type="button"
        className="button secondary"
        data-testid="playground-send-batch"
        disabled={!isConnected || state.status === 'pending'}
        onClick={run}
      >
        Send batch: approve and transfer 1 LDT to dev account #1
      </button>
      <ActionResult state={state} testId="playground-batch-status" />
    </div>
  )
}
