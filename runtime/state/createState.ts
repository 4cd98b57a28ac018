import { type ReadonlySignal, type Signal, signal } from '@preact/signals-core'
import type { WalletConnectPairing } from '../connectors/walletConnect/walletConnectPairing.ts'
import type { Network } from '../networks.ts'
import type { SignalsOf } from './featureState.ts'
import { FEATURE_STATE, type FeatureSlices } from './features.ts'
import type {
  Connection,
  ConnectorInfo,
  ModalState,
  Namespace,
  Notice,
  RouterState,
} from './types.ts'

/**
 * The signals no feature owns: the modal, its router, the network, the connections and
 * connectors, the notices, and the WalletConnect pairing (its connector's, not a feature's).
 */
export interface CoreState {
  readonly modal: Signal<ModalState>
  readonly router: Signal<RouterState>
  readonly network: Signal<Network>
  readonly connections: Signal<Readonly<Partial<Record<Namespace, Connection>>>>
  readonly connectors: Signal<readonly ConnectorInfo[]>
  /** The latest SPEC §8 toast; the view dismisses it. */
  readonly toast: Signal<Notice | undefined>
  /** The latest SPEC §8 alert (configuration and server problems). */
  readonly alert: Signal<Notice | undefined>
  /** The WalletConnect pairing (its URI feeds `data-latch-wc-uri`); idle when WalletConnect is off. */
  readonly walletConnect: Signal<WalletConnectPairing>
}

/**
 * The writable signals of one client instance; only flows hold this. The core's, then one a
 * feature's slice (`state/features.ts`).
 */
export interface WritableState extends CoreState, SignalsOf<FeatureSlices> {}

/** What the app and the React layer see: the same signals, read-only. */
export type LatchState = {
  readonly [K in keyof WritableState]: WritableState[K] extends Signal<infer T>
    ? ReadonlySignal<T>
    : never
}

/** A signal of each feature's slice, at its initial value. */
const featureSignals = (): SignalsOf<FeatureSlices> =>
  Object.fromEntries(
    FEATURE_STATE.flatMap((feature) =>
      Object.entries(feature.slices).map(([name, initial]) => [name, signal(initial)]),
    ),
  ) as SignalsOf<FeatureSlices>

/**
 * Makes the signals of one client. There are no module-level singletons: two clients on one
 * page (or two tests in one process) never share state.
 */
export const createState = (defaultNetwork: Network): WritableState => ({
  modal: signal<ModalState>({ open: false, loading: false, shake: false }),
  router: signal<RouterState>({ view: 'Connect', history: [] }),
  network: signal<Network>(defaultNetwork),
  connections: signal<Readonly<Partial<Record<Namespace, Connection>>>>({}),
  connectors: signal<readonly ConnectorInfo[]>([]),
  toast: signal<Notice | undefined>(undefined),
  alert: signal<Notice | undefined>(undefined),
  walletConnect: signal<WalletConnectPairing>({ status: 'idle', uri: undefined, error: undefined }),
  ...featureSignals(),
})
