import { SwapFailure } from './SwapProvider.ts'

/** The most a swap may give up to price moves: past this, a slippage is surely a mistake. */
const MAX_SLIPPAGE_BPS = 5_000n

/**
 * A slippage percent (`'1'`, `'0.5'`; at most two decimals, at most 50) in basis points.
 *
 * @example
 * import { parseSlippageBps } from './parseSlippageBps.ts'
 * parseSlippageBps('1') // 100n
 */
export const parseSlippageBps = (percent: string): bigint => {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(percent)
  const bps = match ? BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : -1n
  if (bps < 0n || bps > MAX_SLIPPAGE_BPS)
    throw new SwapFailure(
      'bad-amount',
      `Invalid body field 'eip155.slippage': ${percent} must be a percent from 0 to 50 with at most two decimals`,
    )
  return bps
}
