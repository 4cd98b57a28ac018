/** Why a local chain could not start. */
export type ChainStartErrorReason =
  | 'binary-missing'
  | 'port-in-use'
  | 'exited'
  | 'timeout'
  | 'seed-failed'

/**
 * A local chain failed to start; `reason` says why and `message` says what to do.
 *
 * @example
 * import { ChainStartError } from './ChainStartError.ts'
 * try { await startChain({ port: 8545, chainId: 31337 }) }
 * catch (e) { if (e instanceof ChainStartError && e.reason === 'port-in-use') process.exit(1) }
 */
export class ChainStartError extends Error {
  readonly _tag = 'ChainStartError'
  override readonly name = 'ChainStartError'
  readonly reason: ChainStartErrorReason

  constructor(reason: ChainStartErrorReason, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.reason = reason
  }
}
