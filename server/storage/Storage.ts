import type { EventRequest, Session } from '../../generated/api/zod.ts'
import type { SqlClient } from './SqlClient.ts'

/** A session to store: the SPEC §3 Session without its `pci`, which the storage assigns. */
export type NewSession = Omit<Session, 'pci'>

/** A stored session: always has its `pci`. */
export type StoredSession = NewSession & { readonly pci: string }

/** How long an issued SIWX nonce stays usable: 10 minutes (our choice; SPEC gives none). */
export const SIWX_NONCE_TTL_MS = 10 * 60 * 1000

/** How often a running server sweeps expired nonces (`Storage.sweepExpired`): once a minute. */
export const STORAGE_SWEEP_INTERVAL_MS = 60_000

/**
 * What spending (using up) a nonce found: `consumed` (issued to this project, unused, unexpired; now
 * gone), `unknown` (never issued to this project, or already used) or `expired` (issued more
 * than `SIWX_NONCE_TTL_MS` ago; gone as well).
 */
export type NonceSpend = 'consumed' | 'unknown' | 'expired'

/**
 * The reference server's state (SIWX nonces and sessions), scoped by project. One
 * implementation over SQL serves both PGlite and PostgreSQL (`sqlStorage`).
 *
 * @example
 * import type { Storage } from './Storage.ts'
 * const signIn = async (storage: Storage, nonce: string) => storage.spendNonce('demo', nonce)
 */
export interface Storage {
  /** Remembers a nonce handed to a client. */
  readonly issueNonce: (projectId: string, nonce: string) => Promise<void>
  /**
   * Uses a nonce up, once: `consumed` the first time for a nonce this project was issued
   * within `SIWX_NONCE_TTL_MS`; `unknown` or `expired` otherwise.
   */
  readonly spendNonce: (projectId: string, nonce: string) => Promise<NonceSpend>
  /** `spendNonce` as a yes/no: `true` only when the nonce was `consumed`. */
  readonly consumeNonce: (projectId: string, nonce: string) => Promise<boolean>
  /** Stores a session of a CAIP-10 account and returns it with its new `pci`. */
  readonly addSession: (
    projectId: string,
    account: string,
    session: NewSession,
  ) => Promise<StoredSession>
  /** The account's sessions not revoked, oldest first. */
  readonly listSessions: (projectId: string, account: string) => Promise<StoredSession[]>
  /** Revokes one session of the account: `true` when it was active, `false` otherwise. */
  readonly revokeSession: (projectId: string, account: string, pci: string) => Promise<boolean>
  /**
   * Deletes nonces expired for over one more `SIWX_NONCE_TTL_MS`, in one statement; the
   * server calls it every `STORAGE_SWEEP_INTERVAL_MS`, never per request.
   */
  readonly sweepExpired: () => Promise<void>
  /** Records an analytics event; `false` when this project already has one with its `eventId`. */
  readonly recordEvent: (projectId: string, event: EventRequest) => Promise<boolean>
  /** The project's events, newest first, at most `limit` (default 100). */
  readonly listEvents: (projectId: string, limit?: number) => Promise<EventRequest[]>
  /** The migrated database underneath, for the chain indexer and account names. */
  readonly sql: SqlClient
  /** Closes the database. */
  readonly close: () => Promise<void>
}
