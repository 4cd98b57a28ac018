/**
 * `latch/networks`: the `Network` type, `defineNetwork`, and ready-made networks built from viem's chains.
 *
 * @module latch/networks
 */
import {
  arbitrum as viemArbitrum,
  avalanche as viemAvalanche,
  base as viemBase,
  bsc as viemBsc,
  mainnet as viemMainnet,
  optimism as viemOptimism,
  polygon as viemPolygon,
} from 'viem/chains'
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

interface ViemChain {
  readonly id: number
  readonly name: string
  readonly nativeCurrency: {
    readonly name: string
    readonly symbol: string
    readonly decimals: number
  }
  readonly rpcUrls: { readonly default: { readonly http: ReadonlyArray<string> } }
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } }
  readonly testnet?: boolean | undefined
}

const fromViem = (chain: ViemChain): Network =>
  defineNetwork({
    id: chain.id,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency, decimals: NATIVE_DECIMALS.eip155 },
    rpcUrls: {
      default: { http: [...chain.rpcUrls.default.http] },
      chainDefault: { http: [...chain.rpcUrls.default.http] },
    },
    ...(chain.blockExplorers
      ? {
          blockExplorers: {
            default: {
              name: chain.blockExplorers.default.name,
              url: chain.blockExplorers.default.url,
            },
          },
        }
      : {}),
    testnet: chain.testnet ?? false,
  })

/** Ethereum mainnet (`eip155:1`), from viem's chain definition. */
export const mainnet: Network = /* @__PURE__ */ fromViem(viemMainnet)
/** Arbitrum One (`eip155:42161`). */
export const arbitrum: Network = /* @__PURE__ */ fromViem(viemArbitrum)
/** Avalanche C-Chain (`eip155:43114`). */
export const avalanche: Network = /* @__PURE__ */ fromViem(viemAvalanche)
/** Base (`eip155:8453`). */
export const base: Network = /* @__PURE__ */ fromViem(viemBase)
/** BNB Smart Chain (`eip155:56`). */
export const bsc: Network = /* @__PURE__ */ fromViem(viemBsc)
/** OP Mainnet (`eip155:10`). */
export const optimism: Network = /* @__PURE__ */ fromViem(viemOptimism)
/** Polygon (`eip155:137`). */
export const polygon: Network = /* @__PURE__ */ fromViem(viemPolygon)

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
