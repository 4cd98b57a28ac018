import { createHash, randomBytes } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { LOGIN_BINDING_TTL_MS } from './authConstants.ts'
import type { Kms } from './Kms.ts'
import {
  type LoginKey,
  newServerKey,
  openWith,
  type Sealed,
  sealTo,
  verifyProof,
} from './loginCrypto.ts'

/** A started login as the frame that started it proved it (`prove`). */
export interface LoginBinding {
  readonly handle: string
  readonly projectId: string
  readonly deviceHash: string
  readonly email: string | null
  /** Set while the login waits for its device step: who it is for, and what it carries. */
  readonly userId: string | null
  readonly pending: Readonly<Record<string, unknown>> | null
}

/** The logins started by frames, each bound to the frame's ephemeral keys (issue 26). */
export interface LoginBindings {
  /** Binds a new login's handle to the frame's keys and device; gives the server's challenge. */
  readonly bind: (input: {
    readonly handle: string
    readonly projectId: string
    readonly deviceId: string
    readonly key: LoginKey
    readonly email?: string
  }) => Promise<{ readonly challenge: string }>
  /** The login, when `proof` is the frame's signature over its handle and challenge. */
  readonly prove: (
    handle: string,
    proof: string,
    projectId: string,
  ) => Promise<LoginBinding | undefined>
  /** The first factor passed; the login waits for its device to be approved. */
  readonly awaitDevice: (
    handle: string,
    userId: string,
    pending: Readonly<Record<string, unknown>>,
  ) => Promise<void>
  /**
   * Ends the login once (a second call finds it spent: `undefined`) and gives what its answer
   * carries: the wallet key sealed to the frame, and a server key for a new wallet key.
   */
  readonly finish: (
    handle: string,
    userId: string,
    walletKey: { readonly address: string; readonly privateKey: string } | undefined,
  ) => Promise<
    | {
        readonly wallet: { readonly address: string; readonly sealed: Sealed } | null
        readonly uploadKey: string
      }
    | undefined
  >
  /** Opens a new wallet key the frame sealed to its login's upload key (its user's login only). */
  readonly openUpload: (
    handle: string,
    userId: string,
    sealed: Sealed,
  ) => Promise<string | undefined>
  /** Deletes expired logins; returns how many. */
  readonly sweep: () => Promise<number>
}

type Row = {
  project_id: string
  device_hash: string
  sig_key: string
  enc_key: string
  challenge: string
  email: string | null
  user_id: string | null
  pending: string | null
  upload_key: string | null
  used: boolean
  expires_at: number
}

/** A stored login as `prove` gives it (its pending answer parsed back). */
const bindingOf = (handle: string, row: Row): LoginBinding => ({
  handle,
  projectId: row.project_id,
  deviceHash: row.device_hash,
  email: row.email,
  userId: row.user_id,
  pending: row.pending === null ? null : (JSON.parse(row.pending) as Record<string, unknown>),
})

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
/** What each seal of a login is bound to (AEAD associated data). */
export const loginAad = (handle: string) => `latch-login/v1\n${handle}`

/** The wallet key `finish` hands over, sealed to the frame's key `encKey` for this login. */
const sealWallet = async (
  encKey: string,
  walletKey: { readonly address: string; readonly privateKey: string },
  handle: string,
): Promise<{ readonly address: string; readonly sealed: Sealed }> => ({
  address: walletKey.address,
  sealed: await sealTo(encKey, walletKey.privateKey, loginAad(handle)),
})

/**
 * Login bindings over SQL (`auth_login_bindings`): handles stored hashed, each login live for
 * LOGIN_BINDING_TTL_MS and finished once. The wallet key leaves only sealed (HPKE) to the
 * frame's `enc` key; a new key comes back sealed to a server key made for that login, whose
 * private half is kept wrapped by the KMS.
 *
 * @example
 * import { loginBindings } from './loginBindings.ts'
 * const bindings = loginBindings(sql, kms)
 * const { challenge } = await bindings.bind({ handle, projectId, deviceId, key })
 */
export const loginBindings = (
  sql: SqlClient,
  kms: Kms,
  options: { readonly now?: () => number } = {},
): LoginBindings => {
  const now = options.now ?? Date.now
  const read = async (handle: string) => {
    const [row] = await sql.query<Row>('SELECT * FROM auth_login_bindings WHERE handle_hash = $1', [
      sha256(handle),
    ])
    return row && now() < Number(row.expires_at) ? row : undefined
  }
  return {
    bind: async ({ handle, projectId, deviceId, key, email }) => {
      const challenge = randomBytes(32).toString('base64url')
      const at = now()
      await sql.query(
        `INSERT INTO auth_login_bindings (handle_hash, project_id, device_hash, sig_key, enc_key,
           challenge, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          sha256(handle),
          projectId,
          sha256(deviceId),
          key.sig,
          key.enc,
          challenge,
          email ?? null,
          at,
          at + LOGIN_BINDING_TTL_MS,
        ],
      )
      return { challenge }
    },
    prove: async (handle, proof, projectId) => {
      const row = await read(handle)
      if (!row || row.used || row.project_id !== projectId) return undefined
      if (!verifyProof(row.sig_key, handle, row.challenge, proof)) return undefined
      return bindingOf(handle, row)
    },
    awaitDevice: async (handle, userId, pending) => {
      await sql.query(
        'UPDATE auth_login_bindings SET user_id = $2, pending = $3 WHERE handle_hash = $1',
        [sha256(handle), userId, JSON.stringify(pending)],
      )
    },
    finish: async (handle, userId, walletKey) => {
      const server = await newServerKey()
      const wrapped = await kms.wrap(server.privateKey, `login:${sha256(handle)}`)
      server.privateKey.fill(0)
      const [row] = await sql.query<{ enc_key: string }>(
        `UPDATE auth_login_bindings SET used = true, user_id = $2, upload_key = $3
         WHERE handle_hash = $1 AND NOT used AND expires_at > $4 RETURNING enc_key`,
        [sha256(handle), userId, wrapped, now()],
      )
      if (!row) return undefined
      const wallet = walletKey ? await sealWallet(row.enc_key, walletKey, handle) : null
      return { wallet, uploadKey: server.publicKey }
    },
    openUpload: async (handle, userId, sealed) => {
      const row = await read(handle)
      if (!row?.used || row.user_id !== userId || !row.upload_key) return undefined
      const privateKey = await kms.unwrap(row.upload_key, `login:${sha256(handle)}`)
      try {
        return await openWith(privateKey, sealed, loginAad(handle))
      } finally {
        privateKey.fill(0)
      }
    },
    sweep: async () => {
      const rows = await sql.query(
        'DELETE FROM auth_login_bindings WHERE expires_at <= $1 RETURNING handle_hash',
        [now()],
      )
      return rows.length
    },
  }
}
