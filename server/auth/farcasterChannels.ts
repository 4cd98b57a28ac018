import type { SqlClient } from '../storage/SqlClient.ts'

/** A Farcaster sign-in started through the relay and not yet finished. */
export type FarcasterChannel = {
  readonly projectId: string
  readonly channelToken: string
  readonly nonce: string
  readonly domain: string
  readonly siweUri: string
  readonly expiresAt: number
}

/** Where started Farcaster sign-ins wait, by the hash of the frame's handle. */
export interface FarcasterChannels {
  readonly put: (key: string, channel: FarcasterChannel) => Promise<void>
  readonly get: (key: string) => Promise<FarcasterChannel | undefined>
  /** Removes it: `true` when it was there (so only one finisher wins). */
  readonly take: (key: string) => Promise<boolean>
  /** Removes the channels expired at `now`. */
  readonly sweep: (now: number) => Promise<void>
}

/**
 * Started sign-ins in memory: one process only (tests, and the auth service without SQL).
 *
 * @example
 * import { memoryFarcasterChannels } from './farcasterChannels.ts'
 * const channels = memoryFarcasterChannels()
 */
export const memoryFarcasterChannels = (): FarcasterChannels => {
  const started = new Map<string, FarcasterChannel>()
  return {
    put: async (key, channel) => void started.set(key, channel),
    get: async (key) => started.get(key),
    take: async (key) => started.delete(key),
    sweep: async (now) => {
      for (const [key, entry] of started) if (now >= entry.expiresAt) started.delete(key)
    },
  }
}

type Row = {
  project_id: string
  channel_token: string
  nonce: string
  domain: string
  siwe_uri: string
  expires_at: number
}

/**
 * Started sign-ins in the database (`auth_farcaster_channels`), so every server of a cluster
 * sees them; `take` is one `DELETE … RETURNING`, so two servers cannot both finish one.
 *
 * @example
 * import { sqlFarcasterChannels } from './farcasterChannels.ts'
 * const channels = (sql: Parameters<typeof sqlFarcasterChannels>[0]) => sqlFarcasterChannels(sql)
 */
export const sqlFarcasterChannels = (sql: SqlClient): FarcasterChannels => ({
  put: async (key, c) => {
    await sql.query(
      `INSERT INTO auth_farcaster_channels
         (channel_hash, project_id, channel_token, nonce, domain, siwe_uri, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [key, c.projectId, c.channelToken, c.nonce, c.domain, c.siweUri, c.expiresAt],
    )
  },
  get: async (key) => {
    const [row] = await sql.query<Row>(
      'SELECT * FROM auth_farcaster_channels WHERE channel_hash = $1',
      [key],
    )
    return (
      row && {
        projectId: row.project_id,
        channelToken: row.channel_token,
        nonce: row.nonce,
        domain: row.domain,
        siweUri: row.siwe_uri,
        expiresAt: Number(row.expires_at),
      }
    )
  },
  take: async (key) =>
    (
      await sql.query('DELETE FROM auth_farcaster_channels WHERE channel_hash = $1 RETURNING 1', [
        key,
      ])
    ).length > 0,
  sweep: async (now) => {
    await sql.query('DELETE FROM auth_farcaster_channels WHERE expires_at <= $1', [now])
  },
})
