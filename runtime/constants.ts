/**
 * The named constants of SPEC §9 and the timings of SPEC §2 and §4. No other file writes
 * these numbers; each carries SPEC's wording in its comment.
 *
 * @example
 * import { HTTP_TIMEOUT_MS } from 'latch/constants'
 *
 * @module latch/constants
 */

// --- SPEC §2: the modal -------------------------------------------------------------------

/** "The modal has a 500 ms shake animation." */
export const SHAKE_MS = 500
/** "Modal width is 360px." */
export const MODAL_WIDTH_PX = 360
/** "theme z-index 999" */
export const Z_INDEX = 999

/**
 * "A restricted-timezones list (Chinese regions) exists; entries not shown." Ours: the IANA
 * time zones of mainland China, Hong Kong and Macao, with their old aliases. A visitor whose
 * time zone is one of them reaches the Data API at `restrictedRegionApiUrl` when the app gives
 * one (a host reachable from there), else at `apiUrl`.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Macao',
  'PRC',
  'Hongkong',
] as const

// --- SPEC §4 / §9: the secure frame and connection timings -----------------------------------

/** "The secure frame is ready on a ready event; wait 500 ms after it." */
export const FRAME_READY_WAIT_MS = 500
/** "Frame load timeout 20 s" */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** "connect/social request timeout 120 s" */
export const CONNECT_REQUEST_TIMEOUT_MS = 120_000
/**
 * Our design (SPEC gives no number): how often ConnectingFarcaster asks whether the sign-in was
 * approved, AuthKit's default interval. The whole wait is CONNECT_REQUEST_TIMEOUT_MS.
 */
export const FARCASTER_POLL_INTERVAL_MS = 1_500
/** Our design (SPEC gives no number): how often a social login looks whether its popup was closed. */
export const SOCIAL_WINDOW_POLL_MS = 500
/** "Disconnect … gives up waiting after 3 s." / "disconnect wait 3 s" */
export const DISCONNECT_WAIT_MS = 3_000
/** "native send waits for confirmation up to 25 s" / "confirm timeout 25000 ms" */
export const CONFIRM_TIMEOUT_MS = 25_000
/**
 * Our design (SPEC gives no number): how often a Solana send asks `getSignatureStatuses`
 * while it waits (at most CONFIRM_TIMEOUT_MS), about a Solana slot and a half.
 */
export const SOLANA_CONFIRM_POLL_MS = 600
/**
 * Our design: the preflight commitment of a Solana send (one of SPEC §5's list, which the
 * OpenRPC contract enforces): simulate against the confirmed state, as wallets default to.
 */
export const SOLANA_PREFLIGHT_COMMITMENT = 'confirmed' as const

// --- Our choices, not SPEC's: WalletConnect pairing -----------------------------------------

/** How long a WalletConnect pairing URI lives: sign-client's session proposal TTL, 5 minutes. */
export const WALLETCONNECT_PAIRING_TIMEOUT_MS = 5 * 60_000
/** How long the session proposal may take to reach the relay (no URI yet) before it fails. */
export const WALLETCONNECT_RELAY_TIMEOUT_MS = 15_000
/**
 * How long a dropped relay socket may stay down before a waiting pairing, or a request in
 * flight, fails with 'Connection request reset. Please try again.'.
 */
export const WALLETCONNECT_RELAY_GRACE_MS = 10_000
/** WalletConnect's public relay, the default `relayUrl`. */
export const WALLETCONNECT_DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
/** How long a session lives past a `wc_sessionExtend` (carries no expiry): sign-client's 7 days. */
export const WALLETCONNECT_SESSION_EXTEND_S = 7 * 24 * 60 * 60
/** How long the relay auth JWT is valid: sign-client's one day, seconds. */
export const WALLETCONNECT_RELAY_JWT_TTL_S = 24 * 60 * 60
/** First wait before the relay socket reconnects, doubled per attempt up to the max. */
export const WALLETCONNECT_RECONNECT_MIN_MS = 500
export const WALLETCONNECT_RECONNECT_MAX_MS = 5_000
/**
 * The Sign API's relay tags and TTLs (seconds) per JSON-RPC method, request then response, as
 * sign-client 2.25's ENGINE_RPC_OPTS: the relay routes and keeps messages by them.
 */
export const WALLETCONNECT_RPC_OPTS = {
  wc_sessionPropose: { ttl: 300, req: 1100, res: 1101, reject: 1120 },
  wc_sessionSettle: { ttl: 300, req: 1102, res: 1103 },
  wc_sessionUpdate: { ttl: 86_400, req: 1104, res: 1105 },
  wc_sessionExtend: { ttl: 86_400, req: 1106, res: 1107 },
  wc_sessionRequest: { ttl: 900, req: 1108, res: 1109 },
  wc_sessionEvent: { ttl: 300, req: 1110, res: 1111 },
  wc_sessionDelete: { ttl: 86_400, req: 1112, res: 1113 },
  wc_sessionPing: { ttl: 86_400, req: 1114, res: 1115 },
  wc_pairingDelete: { ttl: 86_400, req: 1000, res: 1001 },
  wc_pairingPing: { ttl: 30, req: 1002, res: 1003 },
} as const

// --- SPEC §5 / §9: e-mail and names -------------------------------------------------------

/** "E-mail code throttle 30 s" */
export const EMAIL_THROTTLE_MS = 30_000
/** "name minimum length 4" */
export const NAME_MIN_LENGTH = 4
/** "e-mail display truncated over 30 characters" */
export const EMAIL_DISPLAY_MAX = 30
/** "EVM chain id must be below 2147483648 when converted to a coin type" */
export const MAX_EVM_CHAIN_ID = 2_147_483_648
/** The same bound under the name issue 3 uses: "below 2147483648 … else 'Invalid chainId'" */
export const MAX_CHAIN_ID = MAX_EVM_CHAIN_ID

// --- SPEC §9: caches ----------------------------------------------------------------------

/** "Cache lifetimes: portfolio 30 s" (the balance cache of SPEC §3) */
export const PORTFOLIO_CACHE_MS = 30_000
/** "Caches: balance (caipAddress, balance, timestamp)" — §3's balance cache is §9's portfolio */
export const BALANCE_CACHE_MS = PORTFOLIO_CACHE_MS
/** "native balance 30 s" */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** "ens 5 min" */
export const ENS_CACHE_MS = 300_000
/** "identity 5 min" */
export const IDENTITY_CACHE_MS = 300_000
/** "Token balance retry after 30 s." / "skipped within a 30 s retry window after a failure" */
export const TOKEN_BALANCE_RETRY_MS = 30_000
/**
 * Not in SPEC (our design): how long a token-balance read waits for the wallet's
 * `wallet_getCapabilities` / `wallet_getAssets` before it uses the Data API instead.
 */
export const WALLET_ASSETS_TIMEOUT_MS = 5_000
/**
 * Not in SPEC (our design, issue 20): how long the EIP-5792 capabilities a wallet reported are
 * kept for its connection before `getCapabilities` asks again (a new connection asks at once).
 */
export const CAPABILITIES_CACHE_MS = 300_000
/** "Recent wallets kept: 2." */
export const RECENT_WALLETS = 2

// --- SPEC §4 / §9: transactions -----------------------------------------------------------

/** "Pending transactions limit 99" */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** "pending watch poll 30000 ms" */
export const PENDING_POLL_MS = 30_000
/** "(disabled by default)" */
export const PENDING_POLL_ENABLED = false

// --- SPEC §9: network and analytics -------------------------------------------------------

/** "HTTP timeout default 10 s" */
export const HTTP_TIMEOUT_MS = 10_000
/** "batch size 1000" / "batching up to 1000" */
export const RPC_BATCH_SIZE = 1_000
/** "Fallback ranking sample 10" */
export const RANK_SAMPLE_COUNT = 10
/** "stability weight 0.7" */
export const RANK_STABILITY_WEIGHT = 0.7
/** "latency weight 0.3" */
export const RANK_LATENCY_WEIGHT = 0.3
/** "Error analytics capped at 5 per minute." */
export const ERROR_EVENTS_PER_MINUTE = 5
/** The window of that cap: one minute. */
export const ERROR_EVENTS_WINDOW_MS = 60_000

// --- SPEC §9: logging ---------------------------------------------------------------------

/** "Log buffer 1,024,000 bytes" */
export const LOG_BUFFER_BYTES = 1_024_000
/** "default log level error" */
export const DEFAULT_LOG_LEVEL = 'error' as const

// --- SPEC §9: wallet lists ----------------------------------------------------------------

/** "Wallet page size 40" */
export const WALLET_PAGE_SIZE = 40
/** "search size 100" */
export const WALLET_SEARCH_SIZE = 100
/** "recommended wallets 4" */
export const RECOMMENDED_WALLETS = 4

// --- SPEC §9: onramp and swaps ------------------------------------------------------------

/** "Default onramp limits: card 10.00 to 7500.00, bank transfer 10.00 to 25000.00" */
export const ONRAMP_LIMITS = {
  card: { min: '10.00', max: '7500.00' },
  bank_transfer: { min: '10.00', max: '25000.00' },
} as const
/** "currencies USD and EUR" */
export const ONRAMP_CURRENCIES = ['USD', 'EUR'] as const
/** "Onramp providers: two, fee range 1-2%" */
export const ONRAMP_PROVIDER_COUNT = 2
/** "fee range 1-2%" (percent) */
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const
/**
 * Our design: how often BuyInProgress reads the native balance while the purchase is paid in
 * the provider's window, and for how long before it stops watching.
 */
export const ONRAMP_BALANCE_POLL_MS = 2_000
export const ONRAMP_WATCH_TIMEOUT_MS = 10 * 60_000
/** "Slippage tolerance 1" */
export const SLIPPAGE_TOLERANCE = 1
/** "12 swap-supported networks" */
export const SWAP_NETWORK_COUNT = 12

// --- SPEC §1 / §5 / §9: namespaces and login --------------------------------------------------

/** "namespaces eip155, solana, bitcoin" */
export const NAMESPACES = ['eip155', 'solana', 'bitcoin'] as const
/** "the embedded wallet supports eip155 and solana" */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const
/** "Support: send on eip155 and solana; balances on eip155 and solana; activity and names only eip155; onramp eip155 and solana." */
export const NAMESPACE_SUPPORT = {
  send: ['eip155', 'solana'],
  balances: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
  onramp: ['eip155', 'solana'],
} as const
/** "Social provider: google, github, apple, facebook, x or discord." */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** "Theme mode: light or dark." */
export const THEME_MODES = ['light', 'dark'] as const
/**
 * The languages the modal speaks (not in SPEC, which keeps English and its short relative
 * time): the `locale` option names one of these, a region may follow (`es-MX`).
 */
export const LOCALES = ['en', 'es', 'ja', 'ar'] as const
/** The default `locale`. */
export const DEFAULT_LOCALE = 'en'

// --- SPEC §9: defaults --------------------------------------------------------------------

/** "Native decimals: EVM 18, Solana 9, Bitcoin 8." */
export const NATIVE_DECIMALS = { eip155: 18, solana: 9, bitcoin: 8 } as const
/** "socials google, x, discord, farcaster, github, apple, facebook" */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
/** "Wallet feature order: onramp, swaps, receive, send." */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** "Connector order: walletConnect, recent, injected, featured, custom, external, recommended." */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** "Default features: receive and send on; activity on; e-mail on; … Pay off; legal checkbox off." */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  activity: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  pay: false,
  legalCheckbox: false,
  // Not in SPEC §9's list: on, as AppKit's is; events go only to the app's own `apiUrl`.
  analytics: true,
} as const
/** "Default account types: eip155 smart account, solana eoa, bitcoin payment, polkadot eoa." */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bitcoin: 'payment',
  polkadot: 'eoa',
} as const

// --- Our choices, not SPEC's: the secure-frame transport --------------------------------------

/**
 * Our choice, not SPEC's: frame messages larger than 1 MiB (UTF-8 bytes of their JSON form)
 * are dropped unread, so a hostile or broken frame cannot make the app decode huge payloads.
 */
export const FRAME_MESSAGE_MAX_BYTES = 1_048_576
/**
 * Our choice, not SPEC's: the timeout of frame requests other than connect/social (those use
 * CONNECT_REQUEST_TIMEOUT_MS). A request the frame holds for the visitor's approval
 * (frame/approval-update) has none while it waits; this runs again once the visitor answers.
 */
export const FRAME_REQUEST_TIMEOUT_MS = 300_000
/**
 * Our choice, not SPEC's: the frame's Approve button arms only after the approval UI has been
 * visible this long, so a page cannot lure a click meant for something else onto it.
 */
export const FRAME_APPROVAL_ARM_MS = 500
/** Our choice, not SPEC's: at most this many unsafe requests wait for approval in the frame. */
export const FRAME_APPROVAL_QUEUE_MAX = 32
/**
 * Our choice, not SPEC's: the most an embedded-wallet transaction may spend on its network fee
 * (gas limit × max fee per gas), in the chain's smallest native unit: 0.05 of the native
 * currency (0.05 ETH). The frame refuses a transaction whose own fee estimate is above it.
 */
export const FRAME_MAX_NETWORK_FEE = 50_000_000_000_000_000n
/**
 * Our choice, not SPEC's: the frame's max fee per gas is this many times the latest base fee,
 * plus the priority fee (the common wallet rule: it stays valid through several full blocks).
 */
export const FRAME_BASE_FEE_MULTIPLIER = 2n

/**
 * Gas an EIP-7702 authorization adds to the transaction that carries it (EIP-7702's
 * PER_EMPTY_ACCOUNT_COST): the frame's estimate of a first batch, which delegates the address.
 */
export const FRAME_AUTHORIZATION_GAS = 25_000n
/** Our choice, not SPEC's: the frame page server keeps a native currency's USD price this long. */
export const FRAME_PRICE_CACHE_MS = 60_000

// --- Our choices, not SPEC's: the Data API client -------------------------------------------

/** The package version, sent as `sv` with every Data API call (DECISIONS.md §7). */
export const SDK_VERSION = '0.1.0'
/** The sdk type sent as `st` unless the app says otherwise (DECISIONS.md §7 "e.g. latch-react"). */
export const SDK_TYPE = 'latch-react'
/**
 * Our choice, not SPEC's: an idempotent Data API call is retried at most 3 times (4 attempts)
 * on a network error, 429, 500 or 503.
 */
export const DATA_API_RETRIES = 3
/**
 * Our choice, not SPEC's: the project id a client created without one runs under, with no Data
 * API; SPEC §8's alert 'Project ID Not Configured' says why.
 */
export const UNCONFIGURED_PROJECT_ID = 'unconfigured'
/** Our choice, not SPEC's: the first retry waits 500 ms, each next one twice as long. */
export const DATA_API_BACKOFF_MS = 500
/**
 * Our choice, not SPEC's: a 429 whose `Retry-After` asks for longer than 60 s is not retried;
 * it fails at once with 'Rate Limited'.
 */
export const DATA_API_RETRY_AFTER_MAX_MS = 60_000

// --- Our choices, not SPEC's: the modal ------------------------------------------------------

/** Our choice, not SPEC's: the wallet search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300
/** Our choice, not SPEC's: a SPEC §8 toast stays this long; alerts stay until dismissed. */
export const TOAST_MS = 6_000

/**
 * Ours: the gas limit a swap preview counts for the swap itself while its approval is not yet
 * mined (the chain cannot estimate a swap the router may not yet spend for); a Uniswap V2
 * swap uses about 110 000–150 000.
 */
export const SWAP_GAS_LIMIT_BEFORE_APPROVAL = 200_000n
