import { Effect } from 'effect'
import type { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import type { Connector, ConnectorEvent, ConnectResult, RpcRequest } from '../Connector.ts'
import { toAuthWalletError } from './authWalletError.ts'

/** What the solana side shares with the auth connector: the frame, its session and requests. */
export interface AuthSolanaOptions {
  readonly id: string
  readonly name: string
  /** Get user on `network`: the connection as the frame answers it there. */
  readonly getUser: (network: Network) => Effect.Effect<ConnectResult, EmbeddedWalletError>
  /** The silent restore of the namespace, on the network it was last on. */
  readonly restore: (network?: Network) => Effect.Effect<ConnectResult | undefined, WalletError>
  /** Leaves the frame's session, which ends once the eip155 side has left it too. */
  readonly disconnect: () => Effect.Effect<void, WalletError>
  /** An RPC request to the frame on the solana side's current chain. */
  readonly request: (rpc: RpcRequest) => Effect.Effect<unknown, WalletError>
  /** The solana side's listeners, which the frame's session updates reach. */
  readonly listeners: Set<(event: ConnectorEvent) => void>
}

/**
 * Makes the embedded wallet's solana namespace: a `Connector` over the same frame and session as
 * the eip155 one (the frame's Solana account, derived in the frame from the user's secret).
 */
export const makeAuthSolanaConnector = (options: AuthSolanaOptions): Connector => {
  const { getUser, listeners } = options
  return {
    id: options.id,
    name: options.name,
    type: 'AUTH',
    namespace: 'solana',
    icon: undefined,
    rdns: undefined,
    connect: (network) =>
      network.chainNamespace !== 'solana'
        ? Effect.fail(walletError('ChainNotFound'))
        : getUser(network).pipe(Effect.mapError(toAuthWalletError)),
    restore: options.restore,
    disconnect: options.disconnect,
    switchNetwork: (network) =>
      network.chainNamespace !== 'solana'
        ? Effect.fail(walletError('ChainNotFound'))
        : getUser(network).pipe(Effect.asVoid, Effect.mapError(toAuthWalletError)),
    request: options.request,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
