import { Effect } from 'effect'
import { toWalletError, type WalletError, walletError } from '../../errors/WalletError.ts'
import { bitcoin, bitcoinTestnet, type Network } from '../../networks.ts'
import type { ConnectionAccount } from '../../state/types.ts'
import type { Connector, ConnectorEvent, ConnectResult, RpcRequest } from '../Connector.ts'
import type { SatsConnectListing, SatsConnectProvider } from './satsConnectProviders.ts'

/** sats-connect's `RpcErrorCode.USER_REJECTION`. */
const USER_REJECTION = -32000

/** sats-connect network names ↔ Latch's Bitcoin networks (CAIP-2). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  Mainnet: bitcoin.caipNetworkId,
  Testnet: bitcoinTestnet.caipNetworkId,
}
const nameOf = (caipNetworkId: string) =>
  Object.entries(NETWORK_NAMES).find(([, caip]) => caip === caipNetworkId)?.[0]

/** An address a sats-connect wallet shares (`getAccounts`, `wallet_getAccount`). */
type SharedAddress = { readonly address: string; readonly purpose?: string }

const failed = (error: { code: number; message: string }): WalletError =>
  error.code === USER_REJECTION
    ? walletError('UserRejected', error)
    : toWalletError(Object.assign(new Error(error.message), { code: error.code }))

/** sats-connect's `request`, its error answer as a WalletError. */
const requester =
  (provider: SatsConnectProvider) =>
  (method: string, params?: unknown): Effect.Effect<unknown, WalletError> =>
    Effect.tryPromise({
      try: async () => {
        const answer = await provider.request(method, params)
        if ('error' in answer) throw failed(answer.error)
        return answer.result
      },
      catch: toWalletError,
    })

/** The payment addresses of an answer (a list, or `{ addresses }`), as accounts. */
const paymentAccounts = (result: unknown): ConnectionAccount[] => {
  const list = Array.isArray(result)
    ? result
    : ((result as { addresses?: unknown } | undefined)?.addresses ?? [])
  const shared = (list as SharedAddress[]).filter((a) => typeof a?.address === 'string')
  const paying = shared.filter((a) => a.purpose === undefined || a.purpose === 'payment')
  return paying.map((a) => ({ type: 'payment', address: a.address }))
}

/** Hears the wallet's account changes (read again with `accountsNow`) and its disconnect. */
const subscribeTo = (
  provider: SatsConnectProvider,
  listener: (event: ConnectorEvent) => void,
  accountsNow: () => Effect.Effect<ConnectionAccount[], WalletError>,
) => {
  const offs = [
    provider.addListener?.('accountChange', () => {
      Effect.runPromise(accountsNow()).then(
        (next) =>
          listener(
            next.length > 0 ? { type: 'accountsChanged', accounts: next } : { type: 'disconnect' },
          ),
        () => listener({ type: 'disconnect' }),
      )
    }),
    provider.addListener?.('disconnect', () => listener({ type: 'disconnect' })),
  ]
  return () => {
    for (const off of offs) off?.()
  }
}

/**
 * A `Connector` for a Bitcoin wallet that speaks sats-connect (WBIP001 `request`, found
 * through `window.btc_providers`, WBIP004), beside the Wallet Standard ones: `getAccounts`
 * with the payment purpose (SPEC §9's default account type) to connect, `wallet_getAccount`
 * to restore and after a network change, `wallet_getNetwork` / `wallet_changeNetwork` for
 * Bitcoin mainnet and testnet (the payment address changes with it: `bc1q…` ↔ `tb1q…`),
 * `signMessage` for `bitcoin_signMessage` (BIP-322 unless `protocol: 'ecdsa'`), and
 * `wallet_renouncePermissions` to disconnect. A refusal (-32000) is `UserRejected`.
 */
export const makeSatsConnectConnector = (
  provider: SatsConnectProvider,
  listing: SatsConnectListing,
): Connector => {
  let accounts: readonly ConnectionAccount[] = []

  const call = requester(provider)

  const payment = (result: unknown): ConnectionAccount[] => {
    accounts = paymentAccounts(result)
    return [...accounts]
  }

  const currentNetwork = Effect.map(call('wallet_getNetwork'), (result) => {
    const name = (result as { bitcoin?: { name?: unknown } } | undefined)?.bitcoin?.name
    return (typeof name === 'string' && NETWORK_NAMES[name]) || bitcoin.caipNetworkId
  })

  /** Asks the wallet to move to `network` when it is elsewhere; the accounts there. */
  const moveTo = (network: Network) =>
    Effect.gen(function* () {
      const name = nameOf(network.caipNetworkId)
      if (!name) return yield* Effect.fail(walletError('ChainNotFound'))
      if ((yield* currentNetwork) !== network.caipNetworkId)
        yield* call('wallet_changeNetwork', { name })
      return payment(yield* call('wallet_getAccount'))
    })

  const sign = (request: RpcRequest) => {
    if (request.method !== 'bitcoin_signMessage') return Effect.fail(walletError('Unsupported'))
    const params = (request.params ?? {}) as Record<string, unknown>
    const address = typeof params.address === 'string' ? params.address : accounts[0]?.address
    if (!address) return Effect.fail(walletError('Unauthorized'))
    return Effect.map(
      call('signMessage', {
        address,
        message: String(params.message),
        protocol: params.protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
      }),
      (result) => ({ address, signature: (result as { signature: string }).signature }),
    )
  }

  return {
    id: `sc:${listing.id}`,
    name: listing.name,
    type: 'ANNOUNCED',
    namespace: 'bitcoin',
    icon: listing.icon,
    rdns: undefined,
    connect: (network) =>
      Effect.gen(function* () {
        const granted = payment(yield* call('getAccounts', { purposes: ['payment'] }))
        if (granted.length === 0) return yield* Effect.fail(walletError('Unauthorized'))
        const moved = nameOf(network.caipNetworkId) ? yield* moveTo(network) : granted
        return {
          accounts: moved.length > 0 ? moved : granted,
          caipNetworkId: yield* currentNetwork,
        } satisfies ConnectResult
      }),
    restore: () =>
      Effect.gen(function* () {
        const found = payment(yield* call('wallet_getAccount'))
        if (found.length === 0) return undefined
        return { accounts: found, caipNetworkId: yield* currentNetwork } satisfies ConnectResult
      }).pipe(Effect.catch(() => Effect.succeed(undefined))),
    disconnect: () =>
      Effect.gen(function* () {
        accounts = []
        yield* call('wallet_renouncePermissions').pipe(Effect.ignore)
      }),
    switchNetwork: (network) => moveTo(network),
    request: sign,
    subscribe: (listener) =>
      subscribeTo(provider, listener, () => Effect.map(call('wallet_getAccount'), payment)),
  }
}
