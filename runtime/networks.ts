/**
 * `latch/networks`: the `Network` type, `defineNetwork`, and ready-made networks. The EVM ones
 * carry viem's chain data (id, name, currency, RPC, explorer: a test holds them equal) written out
 * here, so an app's entry does not load viem's chain definitions (their formatters and
 * serializers, ~15 KiB gzip) before its first paint.
 *
 * @module latch/networks
 */
import { CAIP_NAMESPACE } from './caip.ts'
import { type NAMESPACES, NATIVE_DECIMALS } from './constants.ts'

/** A chain namespace Latch speaks: `'eip155' | 'solana' | 'bitcoin'`. */
export type Namespace = (typeof NAMESPACES)[number]

/** A CAIP-2 network id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export type CaipNetworkId = `${string}:${string}`

export { CAIP_NAMESPACE } from './caip.ts'

/** An http RPC URL list (SPEC §3 "rpcUrls (default and chainDefault http lists)"). */
export interface RpcUrls {
  readonly http: ReadonlyArray<string>
}

/** The SPEC §3 Network: what `createLatch({ networks })` takes and `state.network` holds. */
export interface Network {
  /** The chain id: a number on eip155, the genesis-hash reference on solana and bitcoin. */
  readonly id: number | string
  readonly chainNamespace: Namespace
  readonly caipNetworkId: CaipNetworkId
  readonly name: string
  readonly nativeCurrency: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
  /** `default` is where chain reads go; `chainDefault` is the chain's own public endpoint. */
  readonly rpcUrls: {
    readonly default: RpcUrls
    readonly chainDefault?: RpcUrls | undefined
  }
  readonly blockExplorers?:
    | { readonly default: { readonly name: string; readonly url: string } }
    | undefined
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string } | undefined
  readonly testnet: boolean
}

/** What {@link defineNetwork} takes: a Network whose `caipNetworkId` and `testnet` may be left out. */
export type NetworkInput = Omit<Network, 'caipNetworkId' | 'testnet'> & {
  readonly caipNetworkId?: CaipNetworkId | undefined
  readonly testnet?: boolean | undefined
}

/**
 * Defines a network, filling `caipNetworkId` (`<CAIP namespace>:<id>`) and `testnet` (false) when
 * left out. Use it to point a network at a local node.
 *
 * @example
 * import { defineNetwork } from 'latch/networks'
 *
 * const local = defineNetwork({
 *   id: 31337,
 *   chainNamespace: 'eip155',
 *   name: 'Local',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 */
export const defineNetwork = (input: NetworkInput): Network =>
  Object.freeze({
    ...input,
    caipNetworkId: input.caipNetworkId ?? `${CAIP_NAMESPACE[input.chainNamespace]}:${input.id}`,
    testnet: input.testnet ?? false,
  })

const ether = { name: 'Ether', symbol: 'ETH', decimals: NATIVE_DECIMALS.eip155 } as const

/** An EVM network from viem's chain data: its RPC is both `default` and `chainDefault`. */
const evm = (
  id: number,
  name: string,
  nativeCurrency: Network['nativeCurrency'],
  rpc: string,
  explorer: readonly [name: string, url: string],
): Network =>
  defineNetwork({
    id,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpc] }, chainDefault: { http: [rpc] } },
    blockExplorers: { default: { name: explorer[0], url: explorer[1] } },
  })

/** Ethereum mainnet (`eip155:1`), from viem's chain definition. */
export const mainnet: Network = /* @__PURE__ */ evm(
  1,
  'Ethereum',
  ether,
  'https://ethereum.reth.rs/rpc',
  ['Etherscan', 'https://etherscan.io'],
)
/** Arbitrum One (`eip155:42161`). */
export const arbitrum: Network = /* @__PURE__ */ evm(
  42161,
  'Arbitrum One',
  ether,
  'https://arb1.arbitrum.io/rpc',
  ['Arbiscan', 'https://arbiscan.io'],
)
/** Avalanche C-Chain (`eip155:43114`). */
export const avalanche: Network = /* @__PURE__ */ evm(
  43114,
  'Avalanche',
  { name: 'Avalanche', symbol: 'AVAX', decimals: NATIVE_DECIMALS.eip155 },
  'https://api.avax.network/ext/bc/C/rpc',
  ['SnowTrace', 'https://snowtrace.io'],
)
/** Base (`eip155:8453`). */
export const base: Network = /* @__PURE__ */ evm(8453, 'Base', ether, 'https://mainnet.base.org', [
  'Basescan',
  'https://basescan.org',
])
/** BNB Smart Chain (`eip155:56`). */
export const bsc: Network = /* @__PURE__ */ evm(
  56,
  'BNB Smart Chain',
  { name: 'BNB', symbol: 'BNB', decimals: NATIVE_DECIMALS.eip155 },
  'https://56.rpc.thirdweb.com',
  ['BscScan', 'https://bscscan.com'],
)
/** OP Mainnet (`eip155:10`). */
export const optimism: Network = /* @__PURE__ */ evm(
  10,
  'OP Mainnet',
  ether,
  'https://mainnet.optimism.io',
  ['Optimism Explorer', 'https://optimistic.etherscan.io'],
)
/** Polygon (`eip155:137`). */
export const polygon: Network = /* @__PURE__ */ evm(
  137,
  'Polygon',
  { name: 'POL', symbol: 'POL', decimals: NATIVE_DECIMALS.eip155 },
  'https://polygon.drpc.org',
  ['PolygonScan', 'https://polygonscan.com'],
)

const sol = { name: 'Solana', symbol: 'SOL', decimals: NATIVE_DECIMALS.solana } as const
const solscan = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const

/** Solana mainnet (`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`). */
export const solana: Network = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: {
    default: { http: ['https://api.mainnet-beta.solana.com'] },
    chainDefault: { http: ['https://api.mainnet-beta.solana.com'] },
  },
  blockExplorers: solscan,
})

/** Solana devnet (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`). */
export const solanaDevnet: Network = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: {
    default: { http: ['https://api.devnet.solana.com'] },
    chainDefault: { http: ['https://api.devnet.solana.com'] },
  },
  blockExplorers: solscan,
  testnet: true,
})

/** Solana testnet (`solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z`). */
export const solanaTestnet: Network = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: {
    default: { http: ['https://api.testnet.solana.com'] },
    chainDefault: { http: ['https://api.testnet.solana.com'] },
  },
  blockExplorers: solscan,
  testnet: true,
})

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: NATIVE_DECIMALS.bitcoin } as const

// Bitcoin has no public JSON-RPC endpoint to name; its wallets read the chain themselves, so
// the RPC lists stay empty until an app points them somewhere with `defineNetwork`.

/** Bitcoin mainnet (`bip122:000000000019d6689c085ae165831e93`, in the `bitcoin` namespace). */
export const bitcoin: Network = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bitcoin',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
})

/** Bitcoin testnet (`bip122:000000000933ea01ad0ee984209779ba`). */
export const bitcoinTestnet: Network = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bitcoin',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
})
