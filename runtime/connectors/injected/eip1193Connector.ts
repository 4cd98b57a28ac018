import { Effect } from 'effect'
import { toWalletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import type { ConnectionAccount, ConnectorType } from '../../state/types.ts'
import type { Connector, ConnectorEvent, ConnectResult, RpcRequest } from '../Connector.ts'
import type { Eip1193Provider } from './eip6963.ts'

/** What an EIP-1193 connector is made from: an injected, announced or app-supplied provider. */
export interface Eip1193ConnectorOptions {
  readonly id: string
  readonly name: string
  readonly type: Extract<ConnectorType, 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL'>
  readonly provider: Eip1193Provider
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
}

const toAccounts = (value: unknown): ConnectionAccount[] =>
  Array.isArray(value)
    ? value
        .filter((a): a is string => typeof a === 'string')
        .map((address) => ({ type: 'eoa', address }))
    : []

const toCaip = (chainId: unknown): string => {
  const n =
    typeof chainId === 'string'
      ? Number.parseInt(chainId, chainId.startsWith('0x') ? 16 : 10)
      : Number(chainId)
  return `eip155:${Number.isFinite(n) ? n : 0}`
}

const hexChainId = (network: Network) => `0x${Number(network.id).toString(16)}`

/** EIP-3085's request adding `network` to the wallet (after a 4902 on switching). */
const addChainRequest = (network: Network): RpcRequest => ({
  method: 'wallet_addEthereumChain',
  params: [
    {
      chainId: hexChainId(network),
      chainName: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: network.rpcUrls.default.http,
      blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
    },
  ],
})

/** Hears the provider's EIP-1193 events as connector events; answers the unsubscribe. */
const subscribeTo = (
  provider: Eip1193ConnectorOptions['provider'],
  listener: (event: ConnectorEvent) => void,
) => {
  const onAccounts = (accounts: unknown) =>
    toAccounts(accounts).length === 0
      ? listener({ type: 'disconnect' })
      : listener({ type: 'accountsChanged', accounts: toAccounts(accounts) })
  const onChain = (chainId: unknown) =>
    listener({ type: 'chainChanged', caipNetworkId: toCaip(chainId) })
  const onDisconnect = () => listener({ type: 'disconnect' })
  const handlers = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ] as const
  for (const [event, handler] of handlers) provider.on?.(event, handler as never)
  return () => {
    for (const [event, handler] of handlers) provider.removeListener?.(event, handler as never)
  }
}

/**
 * A `Connector` over an EIP-1193 provider (eip155). Wallet failures become `WalletError`s by
 * code; `switchNetwork` adds the chain when the wallet answers 4902.
 */
export const makeEip1193Connector = (options: Eip1193ConnectorOptions): Connector => {
  const { provider } = options
  const call = (request: RpcRequest) =>
    Effect.tryPromise({
      try: () =>
        provider.request(request.params === undefined ? { method: request.method } : request),
      catch: toWalletError,
    })

  const current = (accounts: unknown) =>
    Effect.map(
      call({ method: 'eth_chainId' }),
      (chainId): ConnectResult => ({
        accounts: toAccounts(accounts),
        caipNetworkId: toCaip(chainId),
      }),
    )

  return {
    id: options.id,
    name: options.name,
    type: options.type,
    namespace: 'eip155',
    icon: options.icon,
    rdns: options.rdns,
    connect: () => Effect.flatMap(call({ method: 'eth_requestAccounts' }), current),
    restore: () =>
      Effect.flatMap(call({ method: 'eth_accounts' }), (accounts) =>
        toAccounts(accounts).length === 0 ? Effect.succeed(undefined) : current(accounts),
      ),
    // Revoking is a courtesy (EIP-2255); wallets without it simply stay authorised.
    disconnect: () =>
      call({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).pipe(
        Effect.ignore,
      ),
    switchNetwork: (network) =>
      call({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: hexChainId(network) }],
      }).pipe(
        Effect.catchIf(
          (e) => e.reason === 'ChainNotFound',
          () =>
            Effect.andThen(
              call(addChainRequest(network)),
              call({
                method: 'wallet_switchEthereumChain',
                params: [{ chainId: hexChainId(network) }],
              }),
            ),
        ),
        Effect.asVoid,
      ),
    request: call,
    subscribe: (listener) => subscribeTo(provider, listener),
  }
}
