import type { PriceTable } from '../chain/readBalances.ts'

/**
 * Where USD prices come from. `table` answers the prices it holds that are fresh; a symbol it
 * does not know, or whose price is older than the source's staleness limit, is left out, so
 * the answer shows no USD for it rather than a wrong one.
 *
 * @example
 * import type { PriceSource } from './PriceSource.ts'
 * const ethPrice = async (source: PriceSource) => (await source.table()).ETH
 */
export interface PriceSource {
  readonly table: () => Promise<PriceTable>
}

/**
 * A fixed table (development and the playground): never stale.
 *
 * @example
 * import { staticPrices } from './PriceSource.ts'
 * const source = staticPrices({ ETH: 3000, LDT: 1 })
 */
export const staticPrices = (table: PriceTable): PriceSource => {
  const answer = Promise.resolve(table)
  return { table: () => answer }
}
