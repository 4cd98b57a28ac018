import type { Session } from '../../generated/api/zod.ts'

/** A session to store: the SPEC §3 Session without its `pci`, which the storage assigns. */
export type NewSession = Omit<Session, 'pci'>

/** A stored session: always has its `pci`. */
export type StoredSession = NewSession & { readonly pci: string }

/**
 * The reference server's state (SIWX nonces and sessions), scoped by project. One
 * implementation over SQL serves both PGlite and PostgreSQL (`sqlStorage`).
 *
 * @example
 * import type { Storage } from './Storage.ts'
 * const signIn = async (storage: Storage, nonce: string) => storage.consumeNonce('demo', nonce)
 */
export interface Storage {
  /** Remembers a nonce handed to a client. */
  readonly issueNonce: (projectId: string, nonce: string) => Promise<void>
  /** Uses a nonce up: `true` the first time for a nonce this project was issued, then `false`. */
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
  /** Closes the database. */
  readonly close: () => Promise<void>
}
