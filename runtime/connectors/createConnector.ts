import type { ReadonlySignal } from '@preact/signals-core'
import type { Wallets } from '@wallet-standard/app'
import type { ResolvedConfig } from '../services/Config.ts'
import type { LoggerService } from '../services/Logger.ts'
import type { WritableState } from '../state/createState.ts'
import type { Connector } from './Connector.ts'
import type { AuthConnector } from './embedded/authConnector.ts'
import type { DiscoveryTarget } from './injected/eip6963.ts'
import type { WalletConnectConnector } from './walletConnect/walletConnectConnector.ts'

/** Where a client finds wallets: the page's window (EIP-6963) and the Wallet Standard registry. */
export interface ConnectorEnvironment {
  readonly window?: DiscoveryTarget | undefined
  readonly wallets?: Pick<Wallets, 'get' | 'on'> | undefined
  /** A WalletConnect connector made elsewhere (tests); `walletConnect()` uses it as it is. */
  readonly walletConnect?: WalletConnectConnector | undefined
  /** An embedded-wallet connector made elsewhere (tests); `embedded()` uses it as it is. */
  readonly auth?: (AuthConnector & { readonly close?: () => Promise<void> }) | undefined
}

/** What a connector factory is built with, inside the runtime's layers: the app's own services. */
export interface ConnectorContext {
  /** The resolved `createLatch` options. */
  readonly config: ResolvedConfig
  /** The client's Logger (its buffer and level). */
  readonly logger: LoggerService
  /** The client's state signals (read them; UI status goes through `ConnectorSetup.status`). */
  readonly state: WritableState
  readonly environment: ConnectorEnvironment
}

/**
 * The state slots a connector family may publish its UI status into, by name (WalletConnect's
 * pairing URI and progress, read by its view).
 */
export type ConnectorStatusSlot = 'walletConnect'

/** A family's UI status: a signal the runtime mirrors into `state[slot]` while the client lives. */
export interface ConnectorStatus<K extends ConnectorStatusSlot = ConnectorStatusSlot> {
  readonly slot: K
  readonly signal: ReadonlySignal<WritableState[K]['value']>
}

/** What a factory builds: its connectors (a signal, since discovery changes them), and more. */
export interface ConnectorSetup {
  /** The family's connectors now, of any namespace; the runtime lists those `adapters` allow. */
  readonly connectors: ReadonlySignal<readonly Connector[]>
  /** The family's UI status, mirrored into state by the runtime. */
  readonly status?: ConnectorStatus | undefined
  /** Stops discovery and closes sessions; runs when the client is destroyed. */
  readonly close?: (() => void | Promise<void>) | undefined
}

/**
 * A connector factory, in wagmi's `createConnector` style: built once, at once, by the
 * runtime's `Connectors` layer, with the app's config, logger and state. A wallet SDK loads
 * inside the connector, on its first use (`connect`, `restore`), never in the factory.
 */
export interface CreateConnectorFn {
  (context: ConnectorContext): ConnectorSetup
  /** The family's name (`'injected'`, `'walletConnect'`, …), to find it in a list. */
  readonly family?: string | undefined
}

/**
 * Declares a connector factory. Keep the wallet's SDK behind `import()` inside the connector's
 * methods, so that nothing of it loads with the page or the runtime.
 *
 * @example
 * import { signal } from '@preact/signals-core'
 * import { Effect } from 'effect'
 * import { type Connector, createConnector, createLatch, WalletError } from 'latch'
 * import { mainnet } from 'latch/networks'
 *
 * // A wallet of the app's own, listed after the default connectors; its SDK loads on connect.
 * const myWallet = () =>
 *   createConnector(() => {
 *     const sdk = () => import('node:crypto') // stands for the wallet's SDK
 *     const connector: Connector = {
 *       id: 'my-wallet',
 *       name: 'My Wallet',
 *       type: 'EXTERNAL',
 *       namespace: 'eip155',
 *       icon: undefined,
 *       rdns: undefined,
 *       connect: (network) =>
 *         Effect.promise(sdk).pipe(
 *           Effect.as({
 *             accounts: [{ type: 'eoa' as const, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
 *             caipNetworkId: network.caipNetworkId,
 *           }),
 *         ),
 *       restore: () => Effect.succeed(undefined),
 *       disconnect: () => Effect.void,
 *       switchNetwork: () => Effect.void,
 *       request: () => Effect.fail(WalletError.of('Unsupported')),
 *       subscribe: () => () => {},
 *     }
 *     return { connectors: signal([connector]) }
 *   }, 'myWallet')
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet], connectors: [myWallet()] })
 */
export const createConnector = (
  setup: (context: ConnectorContext) => ConnectorSetup,
  family?: string,
): CreateConnectorFn => Object.assign((context: ConnectorContext) => setup(context), { family })
