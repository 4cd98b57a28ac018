import type { ConvertBuildTransactionRequest } from '../../../generated/api/schemas.ts'
import { SLIPPAGE_TOLERANCE } from '../../constants.ts'
import type { SwapTokenOption } from '../../state/types.ts'
import { swapAmount } from './swapChecks.ts'

/** What a swap is built from: the form's tokens and amount, the project and the account. */
export interface SwapRequestParameters {
  readonly projectId: string
  readonly from: SwapTokenOption
  readonly to: SwapTokenOption
  /** The form's amount of `from`, in its unit (e.g. '1.5'). */
  readonly amount: string | undefined
  /** The account's CAIP-10 address. */
  readonly userAddress: string
  /**
   * Whether the convert API estimates the swap's gas: the swap sent does (its `eip155.gas`); the
   * preview does not, as it estimates through the chain, and its approval is not mined yet.
   */
  readonly estimate: boolean
}

/**
 * The body of `POST /v1/convert/build-transaction` (SPEC §7) for a swap of `amount` of `from`
 * into `to` at SPEC §9's slippage tolerance: the one the Swap preview prices and the one the
 * swap sends, so the fee shown is the fee of the transaction signed.
 */
export const buildSwapRequest = (
  parameters: SwapRequestParameters,
): ConvertBuildTransactionRequest => ({
  projectId: parameters.projectId,
  amount: swapAmount(parameters.amount, parameters.from.decimals).toString(),
  eip155: { slippage: String(SLIPPAGE_TOLERANCE) },
  from: parameters.from.address,
  to: parameters.to.address,
  userAddress: parameters.userAddress,
  disableEstimate: !parameters.estimate,
})
