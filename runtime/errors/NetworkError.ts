import { LatchError } from './LatchErrorBase.ts'

/** SPEC §5 / §8 network failures, by reason; the message is SPEC's text. */
export type NetworkErrorReason = 'InvalidChainId' | 'UnsupportedChain' | 'NetworkNotFound'

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
