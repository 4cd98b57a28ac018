/**
 * The frame's own refusals around approvals (our words: SPEC does not show them). Each is the
 * message of the request's error reply, which the app may show as it is.
 */

/** A chain change while an ask waits: the ask was shown on the chain it will run on (F3). */
export const CHAIN_LOCKED = 'Approve or reject the waiting request before switching networks'

/** The frame's own fee estimate is above FRAME_MAX_NETWORK_FEE. */
export const FEE_TOO_HIGH = 'The network fee is above this wallet’s limit'

/** The chain could not estimate the transaction (it would fail, or the node did not answer). */
export const FEE_UNKNOWN = 'The network fee could not be estimated'
