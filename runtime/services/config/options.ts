import type { DEFAULT_SOCIALS, THEME_MODES } from '../../constants.ts'
import type { Namespace, Network } from '../../networks.ts'
import type { StorageBackend } from '../storage/StorageBackend.ts'
import type { ConnectorsOption, ExternalConnector } from './connectorsOption.ts'

// The options of `createLatch` and the config they resolve to (resolveOptions.ts).

/** A social login of SPEC §1 / §9. */
export type Social = (typeof DEFAULT_SOCIALS)[number]

/** The `features` switches of `createLatch` (SPEC §9 "Default features"). */
export interface Features {
  readonly email: boolean
  /** The social logins shown, in order; `false` in the options hides them all. */
  readonly socials: ReadonlyArray<Social>
  readonly send: boolean
  readonly receive: boolean
  readonly swaps: boolean
  readonly onramp: boolean
  readonly activity: boolean
  readonly legalCheckbox: boolean
  readonly pay: boolean
  /** Usage and error events to the app's Data API (`POST /e`); only with `apiUrl`. */
  readonly analytics: boolean
}

/** The app's metadata, shown to wallets. */
export interface Metadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: ReadonlyArray<string>
}

/** The options of `createLatch` (API.md). */
export interface LatchOptions {
  /** Required; empty gives the 'Project ID Not Configured' alert. */
  readonly projectId: string
  /** Required, non-empty; the first is the default network. */
  readonly networks: ReadonlyArray<Network>
  readonly metadata?:
    | {
        readonly name: string
        readonly description?: string | undefined
        readonly url: string
        readonly icons?: ReadonlyArray<string> | undefined
      }
    | undefined
  /** Data API base URL; without it the Data API features are hidden. */
  readonly apiUrl?: string | undefined
  /**
   * The Data API's base URL for visitors in SPEC §9's restricted regions (`RESTRICTED_TIMEZONES`,
   * by the browser's time zone): a host they can reach. Needs `apiUrl`, which everyone else uses.
   */
  readonly restrictedRegionApiUrl?: string | undefined
  /** The secure-frame page. */
  readonly frameUrl?: string | undefined
  readonly features?:
    | Partial<Omit<Features, 'socials'> & { readonly socials: ReadonlyArray<Social> | false }>
    | undefined
  /** Omit to turn sign-in off. */
  readonly siwx?: { readonly required?: boolean | undefined } | undefined
  readonly allowUnsupportedChain?: boolean | undefined
  readonly enableNetworkSwitch?: boolean | undefined
  /** `'light'` or `'dark'` (default). */
  readonly themeMode?: ThemeMode | undefined
  /**
   * CSS custom properties set on the modal's root, over its defaults: `--latch-accent` (buttons,
   * focus, the current network), `--latch-accent-text`, `--latch-link`, `--latch-bg`,
   * `--latch-fg`, `--latch-muted`, `--latch-surface`, `--latch-border`, `--latch-error`,
   * `--latch-radius` (the dialog's; tiles and buttons take three quarters of it),
   * `--latch-font-family` and `--latch-z-index` (SPEC §9's 999 by default). The playground's
   * Theme panel tries them out.
   *
   * @example
   * import { createLatch } from 'latch'
   * import { mainnet } from 'latch/networks'
   *
   * const latch = createLatch({
   *   projectId: 'demo',
   *   networks: [mainnet],
   *   themeVariables: { '--latch-accent': '#e11d48', '--latch-radius': '8px', '--latch-z-index': 2000 },
   * })
   */
  readonly themeVariables?: Readonly<Record<string, string | number>> | undefined
  /**
   * Wallets and connector factories added to the default list, or a function that makes the
   * whole list from the defaults (docs/connectors.md).
   */
  readonly connectors?: ConnectorsOption | undefined
  /** Namespace adapters; default the namespaces of `networks`; `[]` is WalletConnect-only. */
  readonly adapters?: ReadonlyArray<Namespace> | undefined
  /** Where Latch keeps its state; default browser storage, else memory. */
  readonly storage?: StorageBackend | undefined
  /**
   * WalletConnect: on when given (and always in basic mode, `adapters: []`); `relayUrl`
   * defaults to the public relay, `ws://127.0.0.1:…` for the dev relay.
   */
  readonly walletConnect?: { readonly relayUrl?: string | undefined } | undefined
  /**
   * The modal's language, a BCP 47 tag: `'en'` (default), `'es'`, `'ja'` or `'ar'` (shown
   * right to left), a region may follow (`'es-MX'`); numbers, dates and plurals follow it
   * through `Intl`. The catalogue loads with the modal, never with the page.
   */
  readonly locale?: string | undefined
}

/** `'light' | 'dark'` (SPEC §5). */
export type ThemeMode = (typeof THEME_MODES)[number]

/** The options once validated, with every SPEC §9 default filled in. */
export interface ResolvedConfig {
  readonly projectId: string
  readonly networks: ReadonlyArray<Network>
  /** `networks[0]`. */
  readonly defaultNetwork: Network
  readonly metadata: Metadata | undefined
  /** As the app gave it; the Data API's base is `dataApi.baseUrl`. */
  readonly apiUrl: string | undefined
  /**
   * The Data API, when `apiUrl` is given: its base URL without a trailing slash
   * (`restrictedRegionApiUrl` for a visitor in a restricted region).
   */
  readonly dataApi: { readonly baseUrl: string } | undefined
  readonly frameUrl: string | undefined
  readonly features: Features
  readonly siwx: { readonly required: boolean } | undefined
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<Record<string, string | number>>
  /** The wallets handed in as they are (the `connectors` list's objects). */
  readonly connectors: ReadonlyArray<ExternalConnector>
  /** The `connectors` option as given: the runtime's `Connectors` layer builds the list from it. */
  readonly connectorList: ConnectorsOption
  readonly adapters: ReadonlyArray<Namespace>
  readonly storage: StorageBackend | undefined
  /** Set when WalletConnect is on. */
  readonly walletConnect: { readonly relayUrl: string | undefined } | undefined
  /** The modal's language (BCP 47), `'en'` unless the options say otherwise. */
  readonly locale: string
}
