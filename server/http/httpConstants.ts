/**
 * Share of the Data API's answers checked against the contract in production
 * (`NODE_ENV=production`): 1 in 100. Tests and development check every answer.
 */
export const PRODUCTION_RESPONSE_VALIDATION_SHARE = 0.01

/**
 * How long a client may reuse an answer that only changes with the server's configuration
 * (supported chains, wallet registry pages) before asking again with its ETag: 5 minutes.
 */
export const STATIC_ANSWER_MAX_AGE_S = 300

/** Distinct query strings of such answers kept serialised; the oldest goes first past it. */
export const STATIC_ANSWER_CACHE_ENTRIES = 256

/** Distinct query strings whose contract check is kept per operation; the oldest goes first past it. */
export const CHECKED_QUERY_ENTRIES = 256
