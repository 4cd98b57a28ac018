/** SPEC §4 and §9 timings: the secure frame, connections, WalletConnect pairing, transactions. */

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

// --- SPEC §4 / §9: transactions -----------------------------------------------------------

/** "Pending transactions limit 99" */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** "pending watch poll 30000 ms" */
export const PENDING_POLL_MS = 30_000
/** "(disabled by default)" */
export const PENDING_POLL_ENABLED = false
/**
 * Not in SPEC (our design): how long a send or swap the modal recorded stays in browser storage
 * for Activity after a reload while the history does not list it (a day; then it is dropped).
 */
export const RECENT_ACTIVITY_MAX_AGE_MS = 86_400_000
