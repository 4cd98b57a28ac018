import type { FrameChain } from './FrameConfig.ts'

/**
 * The USD price of an EVM chain's native currency, asked of the frame page server on the
 * frame's own origin (`GET /frame/price`, which reads the Data API). `undefined` when it is
 * unknown or unreachable: the approval then shows the fee without USD, never a guessed one.
 *
 * @example
 * import { nativeUsdPrice } from './nativePrice.ts'
 * const usd = await nativeUsdPrice(fetch, '', 'demo', chain) // 3000, or undefined
 */
export const nativeUsdPrice = async (
  doFetch: typeof fetch,
  base: string,
  projectId: string,
  on: FrameChain,
): Promise<number | undefined> => {
  const query = new URLSearchParams({ projectId, chainId: String(on.chainId) })
  try {
    const response = await doFetch(`${base}/frame/price?${query}`, { method: 'GET' })
    if (!response.ok) return undefined
    const { usd } = (await response.json()) as { usd?: unknown }
    return typeof usd === 'number' && Number.isFinite(usd) && usd > 0 ? usd : undefined
  } catch {
    return undefined
  }
}
