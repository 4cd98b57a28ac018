import { LatchError } from './LatchErrorBase.ts'

/** SPEC §5 / §8 network failures, by reason; the message is SPEC's text. */
export type NetworkErrorReason = 'InvalidChainId' | 'UnsupportedChain' | 'NetworkNotFound'

/**
 * SPEC §8 alert 'Network Not Found': `open({ namespace })` for a namespace the app lists no
 * network in (the app's `networks` must include one).
 */
export const NETWORK_NOT_FOUND_ALERT = 'Network Not Found'

const messages: Record<NetworkErrorReason, string> = {
  InvalidChainId: 'Invalid chainId',
  UnsupportedChain: 'Unsupported chain',
  NetworkNotFound: 'Network not found',
}

/** A network the operation cannot use. */
export class NetworkError extends LatchError<{
  readonly reason: NetworkErrorReason
}> {
  override readonly _tag = 'NetworkError'
  static of(reason: NetworkErrorReason, cause?: unknown): NetworkError {
    return new NetworkError({ message: messages[reason], reason, cause })
  }
}
