import type { ReadonlySignal, Signal } from '@preact/signals-core'
import type { Duration, Effect } from 'effect'
import type { WalletError } from '../../errors/WalletError.ts'
import type { Namespace, Network } from '../../networks.ts'
import type { Connector, ConnectRequest } from '../Connector.ts'
import type { WcSession } from './client/wcTypes.ts'
import type { WalletConnectPairing } from './walletConnectPairing.ts'
import type { Provider, WalletConnectClientOptions } from './walletConnectProvider.ts'
import type { PairingWatchdog } from './walletConnectWatchdog.ts'

/** Options of `makeWalletConnectConnector`. */
export interface WalletConnectConnectorOptions extends WalletConnectClientOptions {
  /** The app's networks; the session proposal asks for all of them, in every namespace. */
  readonly networks: readonly Network[]
  /**
   * The namespace of the connector returned; the others of `networks` are its `companions`.
   * Default: that of the first network.
   */
  readonly namespace?: Namespace | undefined
  /** How long a pairing URI lives; default WALLETCONNECT_PAIRING_TIMEOUT_MS. */
  readonly pairingTimeout?: Duration.Input | undefined
  /** How long the proposal may take to reach the relay; default WALLETCONNECT_RELAY_TIMEOUT_MS. */
  readonly relayTimeout?: Duration.Input | undefined
  /**
   * How long a dropped relay socket may stay down before a waiting pairing, or a request in
   * flight, fails with `ConnectionReset`; default WALLETCONNECT_RELAY_GRACE_MS.
   */
  readonly relayGracePeriod?: Duration.Input | undefined
  readonly id?: string | undefined
  readonly name?: string | undefined
  readonly icon?: string | undefined
}

/** The WalletConnect connector of one namespace: a `Connector` plus the pairing state. */
export interface WalletConnectConnector extends Connector {
  /** The pairing state (shared by the namespaces); the URI is there as soon as it is known. */
  readonly pairing: ReadonlySignal<WalletConnectPairing>
  /** Calls `listener` with each new pairing URI; returns the function that stops it. */
  onUri(listener: (uri: string) => void): () => void
  /** SPEC §5: sign-in through WalletConnect only when all chains are EVM. */
  readonly canSignIn: boolean
  /** The same session's connectors of the app's other namespaces. */
  readonly companions: readonly WalletConnectConnector[]
  /** The WalletConnect client, once loaded; `undefined` before. */
  readonly provider: () => Provider | undefined
  /** Closes the relay socket and stops the client's timers; the session stays stored. */
  close(): Promise<void>
}

/** What the client told one namespace's connector. */
export type SessionNews =
  | {
      readonly type: 'event'
      readonly name: string
      readonly data: unknown
      readonly chain: string
    }
  | { readonly type: 'update' }
  | { readonly type: 'ended' }

/** What the namespaces' connectors of one WalletConnect connector share. */
export interface WalletConnectShared {
  readonly options: WalletConnectConnectorOptions
  readonly namespaces: readonly Namespace[]
  readonly canSignIn: boolean
  readonly pairing: Signal<WalletConnectPairing>
  readonly uriListeners: Set<(uri: string) => void>
  readonly news: Map<Namespace, (news: SessionNews) => void>
  /** The namespaces connected through the session; the last to disconnect ends it. */
  readonly connected: Set<Namespace>
  readonly watchdog: PairingWatchdog
  readonly loaded: () => Provider | undefined
  readonly loading: () => Promise<Provider> | undefined
  readonly load: Effect.Effect<Provider, WalletError>
  readonly propose: (
    provider: Provider,
    network: Network,
    request: ConnectRequest | undefined,
  ) => Effect.Effect<WcSession, WalletError>
  readonly connectorOf: (namespace: Namespace) => WalletConnectConnector
}
