/** The main PostgreSQL pool of one server process (postgres.js connects lazily, up to this). */
export const POSTGRES_POOL_SIZE = 5

/** The pool for `ephemeral` writes (`synchronous_commit = off`): issued nonces. */
export const POSTGRES_EPHEMERAL_POOL_SIZE = 2

/**
 * Statements with at most this many parameters are prepared once per connection; a bulk
 * INSERT (13 parameters a row, its text growing with the rows) is not.
 */
export const PREPARED_MAX_PARAMS = 16
