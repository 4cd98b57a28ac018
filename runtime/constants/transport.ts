/** Our choices, not SPEC's: the secure-frame transport and the Data API client. */

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
 * Our choice, not SPEC's: the share of the approval that must be on screen (Intersection
 * Observer's ratio) for Approve to arm; a page that clips part of the frame away (an
 * `overflow: hidden` box, `clip-path`, the viewport's edge) and paints its own words there arms
 * nothing. Just under 1, so sub-pixel rounding of a whole approval still counts as seen.
 */
export const FRAME_APPROVAL_MIN_SEEN_RATIO = 0.999
/**
 * Our choice, not SPEC's: the least scale at which the frame arms Approve in place: its
 * `devicePixelRatio`, or screen points per CSS pixel read from the pointer where lower (a 3×
 * screen hides a zoom of 0.3 in a ratio of 0.9). A page can shrink the frame with CSS `zoom` on
 * it or an ancestor, which Intersection Observer v2 does not see; below this the frame offers the
 * approval popup instead (a top-level window no page can shrink). The visitor's own browser zoom
 * moves the same numbers (nothing in the frame tells them apart), so 75 % zoom still approves in
 * place and 67 % goes through the popup.
 */
export const FRAME_APPROVAL_MIN_DRAWN_SCALE = 0.75
/**
 * Our choice, not SPEC's: the least contrast (WCAG 2 ratio) an app's theme may leave between
 * the approval's text and what it is written on; a theme below it (transparent or same-colour
 * text, a see-through background) is not taken, and the frame keeps its own colours.
 */
export const FRAME_THEME_MIN_CONTRAST = 3
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
