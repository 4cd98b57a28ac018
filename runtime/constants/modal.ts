/** SPEC §2's modal (size, shake, layering, the restricted regions) and our UI timings. */

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
