import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { GCM_TAG_BYTES, type Kms } from './Kms.ts'

/** A stored user: id and e-mail (`null` for a social user). */
export interface AuthUser {
  readonly userId: string
  readonly email: string | null
  /** The user's project (given by `userById`). */
  readonly projectId?: string
}

/** A wallet key opened for a fresh login. */
export interface OpenedWalletKey {
  readonly address: string
  /** 0x-prefixed hex. */
  readonly privateKey: string
}

/** Users, their wrapped data keys and their envelope-encrypted wallet keys. */
export interface KeyVault {
  /** The user of an e-mail, made (with a new wrapped data key) when there is none. */
  readonly userFor: (projectId: string, email: string) => Promise<AuthUser>
  /** The user of an e-mail, or `undefined` when there is none (nothing is made). */
  readonly findUser: (projectId: string, email: string) => Promise<AuthUser | undefined>
  /** The user of a social identity (provider, sub), made when there is none. */
  readonly userForSocial: (
    projectId: string,
    provider: string,
    sub: string,
    email: string | undefined,
  ) => Promise<AuthUser>
  readonly userById: (userId: string) => Promise<AuthUser | undefined>
  /** Seals a wallet key; `false` when the user already has one for the namespace. */
  readonly storeWalletKey: (
    userId: string,
    namespace: string,
    key: OpenedWalletKey,
  ) => Promise<boolean>
  /** Opens the user's wallet key of a namespace, or `undefined` when there is none. */
  readonly openWalletKey: (
    userId: string,
    namespace: string,
  ) => Promise<OpenedWalletKey | undefined>
}

type KeyRow = {
  readonly address: string
  readonly iv: string
  readonly ciphertext: string
  readonly tag: string
  readonly wrapped_data_key: string
}

const aad = (userId: string, namespace: string) => Buffer.from(`${userId}\n${namespace}`, 'utf8')

/** What the vault's operations work with. */
type Vault = { readonly sql: SqlClient; readonly kms: Kms; readonly now: () => number }

const unwrapFor = (kms: Kms, userId: string, wrapped: string) =>
  kms.unwrap(wrapped, `user:${userId}`)

/** A new user id with a new data key, wrapped by the KMS for that user. */
const newUser = async (kms: Kms, projectId: string, email: string | null) => {
  const userId = randomUUID()
  const dataKey = randomBytes(32)
  const wrapped = await kms.wrap(dataKey, `user:${userId}`)
  dataKey.fill(0)
  return { userId, wrapped, projectId, email }
}

const userForSocial =
  (vault: Vault): KeyVault['userForSocial'] =>
  async (projectId, provider, sub, email) => {
    const { sql, kms, now } = vault
    const find = () =>
      sql.query<{ user_id: string }>(
        'SELECT user_id FROM auth_social_identities WHERE project_id = $1 AND provider = $2 AND subject = $3',
        [projectId, provider, sub],
      )
    const [found] = await find()
    if (found) return { userId: found.user_id, email: null }
    const made = await newUser(kms, projectId, null)
    const claimed = await sql.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO auth_users (user_id, project_id, email, wrapped_data_key, kms_key_id, created_at)
         VALUES ($1, $2, NULL, $3, $4, $5)`,
        [made.userId, projectId, made.wrapped, kms.keyId, now()],
      )
      const rows = await tx.query(
        `INSERT INTO auth_social_identities (project_id, provider, subject, user_id, email, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING user_id`,
        [projectId, provider, sub, made.userId, email ?? null, now()],
      )
      if (rows.length === 0)
        await tx.query('DELETE FROM auth_users WHERE user_id = $1', [made.userId])
      return rows.length === 1
    })
    if (claimed) return { userId: made.userId, email: null }
    // Another login made the identity first: use theirs.
    const [raced] = await find()
    if (!raced) throw new Error('auth identity vanished')
    return { userId: raced.user_id, email: null }
  }

const storeWalletKey =
  (vault: Vault): KeyVault['storeWalletKey'] =>
  async (userId, namespace, key) => {
    const { sql, kms, now } = vault
    const [user] = await sql.query<{ wrapped_data_key: string }>(
      'SELECT wrapped_data_key FROM auth_users WHERE user_id = $1',
      [userId],
    )
    if (!user) return false
    const dataKey = Buffer.from(await unwrapFor(kms, userId, user.wrapped_data_key))
    try {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', dataKey, iv, { authTagLength: GCM_TAG_BYTES })
      cipher.setAAD(aad(userId, namespace))
      const body = Buffer.concat([cipher.update(key.privateKey, 'utf8'), cipher.final()])
      const rows = await sql.query(
        `INSERT INTO auth_wallet_keys (user_id, namespace, address, iv, ciphertext, tag, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (user_id, namespace) DO NOTHING
         RETURNING user_id`,
        [
          userId,
          namespace,
          key.address,
          iv.toString('base64'),
          body.toString('base64'),
          cipher.getAuthTag().toString('base64'),
          now(),
        ],
      )
      return rows.length === 1
    } finally {
      dataKey.fill(0)
    }
  }

const openWalletKey =
  (vault: Vault): KeyVault['openWalletKey'] =>
  async (userId, namespace) => {
    const { sql, kms } = vault
    const [row] = await sql.query<KeyRow>(
      `SELECT k.address, k.iv, k.ciphertext, k.tag, u.wrapped_data_key
       FROM auth_wallet_keys k JOIN auth_users u ON u.user_id = k.user_id
       WHERE k.user_id = $1 AND k.namespace = $2`,
      [userId, namespace],
    )
    if (!row) return undefined
    const dataKey = Buffer.from(await unwrapFor(kms, userId, row.wrapped_data_key))
    try {
      const tag = Buffer.from(row.tag, 'base64')
      if (tag.length !== GCM_TAG_BYTES) throw new Error('The wallet key was tampered with')
      const decipher = createDecipheriv('aes-256-gcm', dataKey, Buffer.from(row.iv, 'base64'), {
        authTagLength: GCM_TAG_BYTES,
      })
      decipher.setAAD(aad(userId, namespace))
      decipher.setAuthTag(tag)
      const privateKey = Buffer.concat([
        decipher.update(Buffer.from(row.ciphertext, 'base64')),
        decipher.final(),
      ]).toString('utf8')
      return { address: row.address, privateKey }
    } finally {
      dataKey.fill(0)
    }
  }

/**
 * Envelope encryption of wallet keys (server/frame/SECURITY.md): a random 256-bit data key per
 * user, stored only wrapped by the `Kms`; each wallet key AES-256-GCM under the data key with a
 * fresh IV and the user id and namespace as associated data. The database alone opens nothing.
 *
 * @example
 * import { keyVault } from './keyVault.ts'
 * const vault = keyVault(sql, kms)
 * const user = await vault.userFor('demo', 'ada@example.com')
 */
export const keyVault = (
  sql: SqlClient,
  kms: Kms,
  options: { readonly now?: () => number } = {},
): KeyVault => {
  const now = options.now ?? Date.now
  const vault: Vault = { sql, kms, now }
  return {
    userForSocial: userForSocial(vault),
    userFor: async (projectId, email) => {
      const [found] = await sql.query<{ user_id: string }>(
        'SELECT user_id FROM auth_users WHERE project_id = $1 AND email = $2',
        [projectId, email],
      )
      if (found) return { userId: found.user_id, email }
      const userId = randomUUID()
      const dataKey = randomBytes(32)
      const wrapped = await kms.wrap(dataKey, `user:${userId}`)
      dataKey.fill(0)
      const rows = await sql.query<{ user_id: string }>(
        `INSERT INTO auth_users (user_id, project_id, email, wrapped_data_key, kms_key_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (project_id, email) DO NOTHING RETURNING user_id`,
        [userId, projectId, email, wrapped, kms.keyId, now()],
      )
      if (rows[0]) return { userId, email }
      // Another login made the user first: use theirs.
      const [raced] = await sql.query<{ user_id: string }>(
        'SELECT user_id FROM auth_users WHERE project_id = $1 AND email = $2',
        [projectId, email],
      )
      if (!raced) throw new Error('auth user vanished')
      return { userId: raced.user_id, email }
    },
    findUser: async (projectId, email) => {
      const [found] = await sql.query<{ user_id: string }>(
        'SELECT user_id FROM auth_users WHERE project_id = $1 AND email = $2',
        [projectId, email],
      )
      return found ? { userId: found.user_id, email } : undefined
    },
    userById: async (userId) => {
      const [row] = await sql.query<{ email: string | null; project_id: string }>(
        'SELECT email, project_id FROM auth_users WHERE user_id = $1',
        [userId],
      )
      return row ? { userId, email: row.email, projectId: row.project_id } : undefined
    },
    storeWalletKey: storeWalletKey(vault),
    openWalletKey: openWalletKey(vault),
  }
}
