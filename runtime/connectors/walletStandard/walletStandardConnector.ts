import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { Effect } from 'effect'
import { toWalletError, walletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import type { ConnectionAccount, Namespace } from '../../state/types.ts'
import type { Connector, ConnectorEvent, ConnectResult, RpcRequest } from '../Connector.ts'
import {
  type BitcoinConnectFeature,
  type ConnectFeature,
  type DisconnectFeature,
  type EventsFeature,
  feature,
} from './walletStandardFeatures.ts'
import { signWith } from './walletStandardSign.ts'

/** The namespace a Wallet Standard wallet serves, from its chains; `undefined` when none of ours. */
export const walletStandardNamespace = (wallet: Wallet): Namespace | undefined => {
  if (wallet.chains.some((c) => c.startsWith('solana:'))) return 'solana'
  if (wallet.chains.some((c) => c.startsWith('bitcoin:'))) return 'bitcoin'
  return undefined
}

/**
 * The Wallet Standard names chains by cluster (`solana:devnet`), CAIP-2 by genesis hash
 * (`solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`); wallets are spoken to in the first, state
 * holds the second.
 */
const STANDARD_CHAINS: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  'bip122:000000000019d6689c085ae165831e93': 'bitcoin:mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'bitcoin:testnet',
}

/** The Wallet Standard chain of a CAIP-2 id; an id it has no name for passes unchanged. */
export const toStandardChain = (caipNetworkId: string): string =>
  STANDARD_CHAINS[caipNetworkId] ?? caipNetworkId

/** The CAIP-2 id of a Wallet Standard chain; a chain with no known genesis passes unchanged. */
export const fromStandardChain = (chain: string): string =>
  Object.entries(STANDARD_CHAINS).find(([, standard]) => standard === chain)?.[0] ?? chain

/** How an app-supplied Wallet Standard wallet is listed (`connectors` of `createLatch`). */
export interface WalletStandardListing {
  readonly id?: string | undefined
  readonly name?: string | undefined
  readonly icon?: string | undefined
  readonly type?: 'ANNOUNCED' | 'EXTERNAL' | undefined
}

/**
 * The connect result for `all` the wallet's accounts on `chain` (the CAIP-2 id in use), and the
 * accounts used: a wallet with an account per network (Bitcoin: bc1… on mainnet, tb1… on
 * testnet) is used through the accounts of the network in use; one whose accounts name none,
 * as is.
 */
const resultOf = (
  namespace: Namespace,
  chain: string | undefined,
  all: readonly WalletAccount[],
): { readonly used: readonly WalletAccount[]; readonly result: ConnectResult } => {
  const onChain = chain ? all.filter((a) => a.chains.some((c) => c === toStandardChain(chain))) : []
  const used = onChain.length > 0 ? onChain : all
  const offered = used[0]?.chains.find((c) => c.startsWith(`${namespace}:`))
  return {
    used,
    result: {
      // SPEC §9 default account types: solana eoa, bitcoin payment.
      accounts: used.map(
        (a): ConnectionAccount => ({
          type: namespace === 'bitcoin' ? 'payment' : 'eoa',
          address: a.address,
        }),
      ),
      caipNetworkId: chain ?? (offered ? fromStandardChain(offered) : ''),
    },
  }
}

/** The wallet's accounts through `standard:connect`, else `bitcoin:connect` (payment purpose). */
const connectWith = (wallet: Wallet, silent: boolean) =>
  Effect.tryPromise({
    try: async () => {
      const connect = feature<ConnectFeature>(wallet, 'standard:connect')
      if (connect) return (await connect.connect({ silent })).accounts
      // Bitcoin wallets of the Wallet Standard may offer only bitcoin:connect (no silent form).
      const bitcoin = feature<BitcoinConnectFeature>(wallet, 'bitcoin:connect')
      if (!bitcoin) throw walletError('ProviderNotFound')
      if (silent) return wallet.accounts
      return (await bitcoin.connect({ purposes: ['payment'] })).accounts
    },
    catch: toWalletError,
  })

/**
 * A `Connector` over a Wallet Standard wallet (Solana; the codecs of `@solana/kit` load only
 * when a signing request needs them). RPC names follow the OpenRPC contract's `solana_*`
 * methods with object params, base58 messages and signatures, base64 transactions. Bitcoin
 * wallets connect through `standard:connect` or `bitcoin:connect` (payment purpose, SPEC §9's
 * default account type) and sign `bitcoin_signMessage` through `bitcoin:signMessage`
 * (BIP-322 unless `protocol: 'ecdsa'`), answering a base64 signature.
 */
export const makeWalletStandardConnector = (
  wallet: Wallet,
  namespace: Namespace,
  listing: WalletStandardListing = {},
): Connector => {
  let accounts: readonly WalletAccount[] = []
  /** The CAIP-2 id of the network in use: set by connect, restore and switchNetwork. */
  let chain: string | undefined

  const toResult = (all: readonly WalletAccount[]): ConnectResult => {
    const { used, result } = resultOf(namespace, chain, all)
    accounts = used
    return result
  }

  const accountFor = (pubkey: unknown): WalletAccount | undefined =>
    typeof pubkey === 'string' ? accounts.find((a) => a.address === pubkey) : accounts[0]

  const sign = async (request: RpcRequest): Promise<unknown> => {
    const params = (request.params ?? {}) as Record<string, unknown>
    const account = accountFor(params.pubkey ?? params.address)
    if (!account) throw walletError('Unauthorized')
    return signWith(wallet, {
      request,
      params,
      account,
      chain: chain ? toStandardChain(chain) : undefined,
    })
  }

  return {
    id: listing.id ?? `ws:${wallet.name}`,
    name: listing.name ?? wallet.name,
    type: listing.type ?? 'ANNOUNCED',
    namespace,
    icon: listing.icon ?? wallet.icon,
    rdns: undefined,
    connect: (network: Network) => {
      chain = network.caipNetworkId
      return Effect.map(connectWith(wallet, false), toResult)
    },
    restore: (network) =>
      Effect.map(connectWith(wallet, true), (found) => {
        if (found.length === 0) return undefined
        // The wallet does not say which network the page was on; the app remembers it.
        if (network) chain = network.caipNetworkId
        return toResult(found)
      }),
    disconnect: () =>
      Effect.tryPromise({
        try: async () => {
          accounts = []
          await feature<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect()
        },
        catch: toWalletError,
      }),
    switchNetwork: (network: Network) =>
      Effect.sync(() => {
        // Wallet Standard wallets take the chain per request; switching is ours to remember,
        // and so are the accounts of a wallet with one per network (bc1q… ↔ tb1q…).
        chain = network.caipNetworkId
        const all = wallet.accounts.length > 0 ? wallet.accounts : accounts
        return all.length > 0 ? toResult(all).accounts : undefined
      }),
    request: (request) => Effect.tryPromise({ try: () => sign(request), catch: toWalletError }),
    subscribe: (listener: (event: ConnectorEvent) => void) => {
      const events = feature<EventsFeature>(wallet, 'standard:events')
      return (
        events?.on('change', (change) => {
          if (!change.accounts) return
          if (change.accounts.length === 0) listener({ type: 'disconnect' })
          else listener({ type: 'accountsChanged', accounts: toResult(change.accounts).accounts })
        }) ?? (() => {})
      )
    },
  }
}
