/** SPEC §5 and §9 limits: e-mail and names, caches, network and analytics, logging, lists, onramp, swaps. */

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
/**
 * Not in SPEC (our design): the modal's own sends and swaps kept in browser storage for
 * Activity after a reload (every account and chain together, newest first), and the longest
 * stored text read (larger is ignored unparsed: any script of the page can write it).
 */
export const RECENT_ACTIVITY_KEPT = 20
export const RECENT_ACTIVITY_MAX_CHARS = 20_000

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
