import type { EventRequest, Session } from '../../generated/api/zod.ts'
import type { SqlClient } from './SqlClient.ts'

/** A session to store: the SPEC §3 Session without its `pci`, which the storage assigns. */
export type NewSession = Omit<Session, 'pci'>

/** A stored session: always has its `pci`. */
export type StoredSession = NewSession & { readonly pci: string }

/** How long an issued SIWX nonce stays usable: 10 minutes (our choice; SPEC gives none). */
export const SIWX_NONCE_TTL_MS = 10 * 60 * 1000

/** How often a running server sweeps spent nonces past expiry (`Storage.sweepExpired`): once a minute. */
export const STORAGE_SWEEP_INTERVAL_MS = 60_000

/**
 * The reference server's state (spent SIWX nonces and sessions), scoped by project. One
 * implementation over SQL serves both PGlite and PostgreSQL (`sqlStorage`). Nonces themselves
 * are stateless (`server/auth/siwxNonces.ts`): only their spending is stored.
 *
 * @example
 * import type { Storage } from './Storage.ts'
 * const spend = async (storage: Storage, nonce: string) =>
 *   storage.spendNonce('demo', nonce, Date.now() + 60_000)
 */
export interface Storage {
  /**
   * Records a nonce as spent until `expiresAtMs`: `true` the first time, `false` when it was
   * spent already (by any server on this database). The caller has checked its MAC and expiry.
   */
  readonly spendNonce: (projectId: string, nonce: string, expiresAtMs: number) => Promise<boolean>
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
   * Deletes spent nonces expired for over one more `SIWX_NONCE_TTL_MS` (a margin for the clocks
   * of a cluster), in one statement; the server calls it every `STORAGE_SWEEP_INTERVAL_MS`,
   * never per request.
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
