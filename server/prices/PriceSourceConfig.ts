import type { PriceTable } from '../chain/readBalances.ts'

/** Which `PriceSource` a self-hosted server builds (`LATCH_PRICE_SOURCE`). */
export type PriceSourceConfig =
  | { readonly kind: 'static'; readonly table: PriceTable }
  | {
      readonly kind: 'chainlink'
      /** Symbol → the aggregator as CAIP-10 on a served chain (`eip155:1:0x5f4e…8419`). */
      readonly feeds: Readonly<
        Record<string, { readonly chainId: string; readonly aggregator: `0x${string}` }>
      >
      readonly ttlMs: number
      readonly maxAgeMs: number
    }
  | {
      readonly kind: 'http'
      readonly url: string
      readonly ttlMs: number
      readonly maxAgeMs: number
    }
