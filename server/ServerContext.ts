import type { PublicClient } from 'viem'
import type { RateLimitResult, RateLimits } from './auth/rateLimits.ts'
import type { SiwxNonces } from './auth/siwxNonces.ts'
import type { ServerChain } from './chain/ServerChain.ts'
import type { SolanaServerChain } from './chain/SolanaServerChain.ts'
import type { SwapProvider } from './convert/SwapProvider.ts'
import type { SignInSite } from './handlers/siwxRelyingParty.ts'
import type { AddressList } from './indexer/addressList.ts'
import type { NameStore } from './names/nameStore.ts'
import type { OnrampConfig } from './onramp/OnrampConfig.ts'
import type { PriceSource } from './prices/PriceSource.ts'
import type { RegistryWallet } from './registry/RegistryWallet.ts'
import type { Storage } from './storage/Storage.ts'

/** A name and avatar the server answers `getIdentity` with. */
export type Identity = { readonly name: string | null; readonly avatar: string | null }

/** Everything the route handlers read: configuration, chain clients and storage. */
export type ServerContext = {
  readonly storage: Storage
  /** SIWX nonces: made without a write, spent once (the spend is stored). */
  readonly nonces: SiwxNonces
  /** The served chains by CAIP-2 id, each with its viem client. */
  readonly chains: ReadonlyMap<
    string,
    { readonly config: ServerChain; readonly client: PublicClient }
  >
  /** The served Solana chains by CAIP-2 id (balances only). */
  readonly solanaChains: ReadonlyMap<string, SolanaServerChain>
  /** USD prices: fresh ones only (a stale or unknown price is left out, so no USD shows). */
  readonly priceSource: PriceSource
  /** Identities by lowercased address. */
  readonly identities: Readonly<Record<string, Identity>>
  readonly wallets: readonly RegistryWallet[]
  /** Token contracts and senders whose transfers are flagged spam in the history. */
  readonly spam: AddressList
  /** The onramp providers: what an account received from them is its onramp history. */
  readonly onrampProviders: AddressList
  /** The zone account names are registered under, e.g. `latch.id`. */
  readonly nameZone: string
  /** Registered account names. */
  readonly names: NameStore
  /** Answers `/v1/convert/*`: the chains' Uniswap V2 unless the operator plugs another. */
  readonly swaps: SwapProvider
  /** The onramp's providers and purchase page; absent, `/v1/onramp/*` has nothing to offer. */
  readonly onramp: OnrampConfig | undefined
  /** How the RPC proxy reaches a chain node; `fetch` unless a test swaps it. */
  readonly fetch: typeof fetch
  /** The time in milliseconds since the epoch (sign-in message times); `Date.now` unless a test moves it. */
  readonly now: () => number
  /** Requests per client (`clientKey`) and window, in the server's database (the RPC proxy's limit). */
  readonly limits: RateLimits
  /** Counts one balance read of a client (`clientKey`) in this process (`BALANCE_LIMIT` a minute). */
  readonly balanceLimit: (client: string) => RateLimitResult
  /** A project's domains and URIs that sign-in messages must name (EIP-4361 relying party). */
  readonly signInSite: (projectId: string) => SignInSite
}
