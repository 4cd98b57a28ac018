import type { Effect } from 'effect'
import type { Network } from '../networks.ts'
import type {
  ConnectionAccount,
  ConnectorType,
  Namespace,
  SmartAccountInfo,
} from '../state/types.ts'
import type { WalletError } from './WalletError.ts'

/** What a wallet answered to a connect or a silent restore. */
export interface ConnectResult {
  readonly accounts: readonly ConnectionAccount[]
  /** The chain the wallet sits on, CAIP-2 (it may be one the app does not list). */
  readonly caipNetworkId: string
  /** The embedded wallet's preferred account type and smart account state. */
  readonly smartAccount?: SmartAccountInfo | undefined
}

/** Something the wallet told us without being asked. */
export type ConnectorEvent =
  | {
      readonly type: 'accountsChanged'
      readonly accounts: readonly ConnectionAccount[]
      readonly smartAccount?: SmartAccountInfo | undefined
    }
  | { readonly type: 'chainChanged'; readonly caipNetworkId: string }
  | { readonly type: 'disconnect' }

/** A JSON-RPC request to a wallet. */
export interface RpcRequest {
  readonly method: string
  readonly params?: unknown
}

/**
 * One way to reach wallets of one namespace: an injected or announced EIP-1193 provider, an
 * app-supplied provider, a Wallet Standard wallet, WalletConnect or the embedded wallet.
 * Every method fails with a `WalletError` classified by code.
 */
export interface Connector {
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly namespace: Namespace
  readonly icon: string | undefined
  readonly rdns: string | undefined
  /** Asks the wallet for its accounts (prompting the user), on `network` when it can. */
  connect(network: Network): Effect.Effect<ConnectResult, WalletError>
  /**
   * Restores a connection without a prompt; `undefined` when the wallet no longer authorises
   * it. `network` is the one the namespace was last on, for wallets that do not keep a chain.
   */
  restore(network?: Network): Effect.Effect<ConnectResult | undefined, WalletError>
  disconnect(): Effect.Effect<void, WalletError>
  switchNetwork(network: Network): Effect.Effect<void, WalletError>
  request(request: RpcRequest): Effect.Effect<unknown, WalletError>
  /** Listens to the wallet's events; returns the function that stops listening. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
}
