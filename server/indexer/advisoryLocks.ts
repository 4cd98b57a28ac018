import postgres from 'postgres'

/** The first key of every lock Latch takes (`pg_try_advisory_lock(LOCK_CLASS, hashtext(name))`). */
const LOCK_CLASS = 7418

/** A lock this process holds. */
export type HeldLock = {
  /** Whether the lock is still held: the session that took it is still connected. */
  readonly held: () => Promise<boolean>
  readonly release: () => Promise<void>
}

/** Named PostgreSQL session locks over one dedicated connection. */
export type AdvisoryLocks = {
  /** Takes the lock when no other session holds it; `undefined` when another does. */
  readonly tryAcquire: (name: string) => Promise<HeldLock | undefined>
  /** Closes the connection, releasing every lock it held. */
  readonly close: () => Promise<void>
}

/**
 * PostgreSQL advisory locks on a connection of their own (a pool would hand the session that
 * holds a lock to other work). A lock lives as long as the session: when the process dies its
 * connection closes and PostgreSQL releases the lock at once, so another server can take it.
 * A session that reconnected (a new backend pid) no longer holds what the old one took.
 *
 * @example
 * import { advisoryLocks } from './advisoryLocks.ts'
 * const locks = advisoryLocks('postgres://latch@127.0.0.1:5432/latch')
 * const lock = await locks.tryAcquire('indexer eip155:1')
 * await locks.close()
 */
export const advisoryLocks = (databaseUrl: string): AdvisoryLocks => {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  return {
    tryAcquire: async (name) => {
      const [row] = await sql<{ locked: boolean; pid: number }[]>`
        SELECT pg_try_advisory_lock(${LOCK_CLASS}, hashtext(${name})) AS locked, pg_backend_pid() AS pid`
      if (!row?.locked) return undefined
      return {
        held: async () => {
          try {
            const [now] = await sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`
            return now?.pid === row.pid
          } catch {
            return false
          }
        },
        release: async () => {
          await sql`SELECT pg_advisory_unlock(${LOCK_CLASS}, hashtext(${name}))`.catch(
            () => undefined,
          )
        },
      }
    },
    close: () => sql.end({ timeout: 5 }),
  }
}
