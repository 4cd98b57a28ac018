import type { Address, Hex } from 'viem'

/** A token a swap provider can trade on one chain; `address` is `0xeeee…eeee` for the native currency. */
export type SwapProviderToken = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly logoUri: string
}

/** One way to swap `amountIn` of a token for another, and what it gives. */
export type SwapProviderQuote = {
  /** Opaque to clients: names the route, e.g. `uniswap-v2:0xA>0xB`. */
  readonly id: string
  readonly from: Address
  readonly to: Address
  readonly amountIn: bigint
  readonly amountOut: bigint
}

/** An unsigned EVM transaction the user's wallet signs. */
export type SwapProviderTransaction = {
  readonly from: Address
  readonly to: Address
  readonly data: Hex
  readonly value: bigint
  readonly gas?: bigint
  readonly gasPrice?: bigint
}

/** Why a swap provider refused: the message is what the client shows. */
export type SwapFailureReason =
  | 'unsupported-network'
  | 'unsupported-gas-price'
  | 'unknown-token'
  | 'bad-amount'
  | 'no-route'
  | 'reverted'
  | 'unavailable'

/** A swap provider's refusal; `reason` decides the HTTP status, `message` is the answer's reason. */
export class SwapFailure extends Error {
  readonly _tag = 'SwapFailure'
  override readonly name = 'SwapFailure'
  constructor(
    readonly reason: SwapFailureReason,
    message: string,
    options?: { readonly cause?: unknown },
  ) {
    super(message, options)
  }
}

/** SPEC §8, word for word: a network the swap provider does not serve. */
export const NETWORK_NOT_SUPPORTED_FOR_SWAPS = 'Network not supported for Swaps'
/** SPEC §8, word for word: gas prices of a network the swap provider does not serve. */
export const NETWORK_NOT_SUPPORTED_FOR_GAS_PRICE = 'Network not supported for Gas Price'

/**
 * What the reference server's `/v1/convert/*` answers are made of: one swap provider behind
 * this interface, so an operator can swap the local Uniswap V2 for a real aggregator. Chains
 * are CAIP-2 ids; amounts are base units. Each method fails with a `SwapFailure`.
 *
 * @example
 * import type { SwapProvider } from './SwapProvider.ts'
 * const supported = (provider: SwapProvider) => provider.supports('eip155:31337')
 */
export type SwapProvider = {
  /** Whether the provider swaps on this chain. */
  readonly supports: (chainId: string) => boolean
  /** The tokens it can trade there, the native currency first. */
  readonly tokens: (chainId: string) => Promise<readonly SwapProviderToken[]>
  /** Quotes for selling `amountIn` of `from` for `to`, best first. */
  readonly quotes: (
    chainId: string,
    request: { readonly from: Address; readonly to: Address; readonly amountIn: bigint },
  ) => Promise<readonly SwapProviderQuote[]>
  /** Gas prices in wei. */
  readonly gasPrice: (
    chainId: string,
  ) => Promise<{ readonly standard: bigint; readonly fast: bigint; readonly instant: bigint }>
  /** How much of `token` the provider may spend for `owner` (no limit for the native currency). */
  readonly allowance: (chainId: string, token: Address, owner: Address) => Promise<bigint>
  /** The approval that lets the provider spend `token` for `owner`. */
  readonly buildApprove: (
    chainId: string,
    request: { readonly token: Address; readonly owner: Address },
  ) => Promise<SwapProviderTransaction>
  /** The swap of the best quote, refusing less than the quote minus `slippagePercent`. */
  readonly buildSwap: (
    chainId: string,
    request: {
      readonly from: Address
      readonly to: Address
      readonly amountIn: bigint
      readonly user: Address
      readonly slippagePercent: string
      /** Skip the gas estimate (the swap may need an approval not yet mined). */
      readonly disableEstimate: boolean
    },
  ) => Promise<
    SwapProviderTransaction & { readonly amountOut: bigint; readonly amountOutMin: bigint }
  >
}
