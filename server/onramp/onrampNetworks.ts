import type { ServerContext } from '../ServerContext.ts'

/** A network the onramp sells on: its CAIP-2 id, display name and native currency. */
export type OnrampNetwork = {
  readonly caip2: string
  readonly name: string
  readonly native: { readonly name: string; readonly symbol: string }
}

/** SOL, the native currency of every Solana chain. */
const SOL = { name: 'Solana', symbol: 'SOL' } as const

/**
 * The networks a purchase can land on (SPEC §9: onramp on eip155 and solana): every served EVM
 * chain and every served Solana chain, in that order.
 */
export const onrampNetworks = (ctx: ServerContext): readonly OnrampNetwork[] => [
  ...[...ctx.chains].map(([caip2, { config }]) => ({
    caip2,
    name: config.name ?? caip2,
    native: config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH' },
  })),
  ...[...ctx.solanaChains.keys()].map((caip2) => ({ caip2, name: 'Solana', native: SOL })),
]

/** Whether a purchase can land on `caip2`. */
export const isOnrampNetwork = (ctx: ServerContext, caip2: string): boolean =>
  ctx.chains.has(caip2) || ctx.solanaChains.has(caip2)
