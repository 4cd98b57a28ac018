/** The main PostgreSQL pool of one server process (postgres.js connects lazily, up to this). */
export const POSTGRES_POOL_SIZE = 5

/**
 * Statements with at most this many parameters are prepared once per connection; a bulk
 * INSERT (13 parameters a row, its text growing with the rows) is not.
 */
export const PREPARED_MAX_PARAMS = 16

/** Session reads of one event-loop turn go to the database together, at most this many a statement. */
export const SESSION_READ_BATCH_MAX = 100
