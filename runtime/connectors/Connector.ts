import type { Effect } from 'effect'
import type { WalletError } from '../errors/WalletError.ts'
import type { Network } from '../networks.ts'
import type {
  ConnectionAccount,
  ConnectorType,
  Namespace,
  SmartAccountInfo,
} from '../state/types.ts'

/**
 * A sign-in the wallet is asked for while it connects (WalletConnect's authentication in the
 * session proposal): the SPEC §3 sign-in message fields the app fixes; the wallet adds its
 * account, chain and issued-at time.
 */
export interface SignInRequest {
  readonly domain: string
  readonly uri: string
  readonly nonce: string
  readonly statement?: string | undefined
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: readonly string[] | undefined
}

/** A sign-in the wallet gave with its connection: the message text, its signature, the CACAO. */
export interface SignedIn {
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
}

/** What a wallet answered to a connect or a silent restore. */
export interface ConnectResult {
  readonly accounts: readonly ConnectionAccount[]
  /** The chain the wallet sits on, CAIP-2 (it may be one the app does not list). */
  readonly caipNetworkId: string
  /** The embedded wallet's preferred account type and smart account state. */
  readonly smartAccount?: SmartAccountInfo | undefined
  /** The sign-in the wallet gave with the connection, when `signIn` asked for one. */
  readonly signedIn?: SignedIn | undefined
}

/** What `Connector.connect` may ask besides the accounts. */
export interface ConnectRequest {
  /** Sign in while connecting; connectors that cannot ignore it (no `signedIn` then). */
  readonly signIn?: SignInRequest | undefined
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
  /**
   * The connectors of the same wallet session in other namespaces (a WalletConnect session
   * grants accounts in each namespace it was proposed); connected along with this one.
   */
  readonly companions?: readonly Connector[] | undefined
  /** Asks the wallet for its accounts (prompting the user), on `network` when it can. */
  connect(network: Network, request?: ConnectRequest): Effect.Effect<ConnectResult, WalletError>
  /**
   * Restores a connection without a prompt; `undefined` when the wallet no longer authorises
   * it. `network` is the one the namespace was last on, for wallets that do not keep a chain.
   */
  restore(network?: Network): Effect.Effect<ConnectResult | undefined, WalletError>
  disconnect(): Effect.Effect<void, WalletError>
  /**
   * Moves the wallet to `network`. A wallet with an account per network (Bitcoin: `bc1q…` on
   * mainnet, `tb1q…` on testnet) answers the accounts it has there.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: the connectors that keep their account answer Effect<void>
  switchNetwork(network: Network): Effect.Effect<void | readonly ConnectionAccount[], WalletError>
  request(request: RpcRequest): Effect.Effect<unknown, WalletError>
  /** Listens to the wallet's events; returns the function that stops listening. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
}
