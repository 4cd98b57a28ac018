import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * A key-management service, as small as a cloud KMS's Encrypt/Decrypt: it wraps and unwraps
 * data keys under a master key it never hands out. `context` is bound to the ciphertext
 * (AES-GCM associated data, or a KMS encryption context), so a wrapped key moved to another
 * user fails to unwrap.
 *
 * @example
 * import { localKeyFileKms } from './Kms.ts'
 * const kms = localKeyFileKms('.latch-data/master.key')
 * const wrapped = await kms.wrap(new Uint8Array(32), 'user-1')
 */
export interface Kms {
  /** Names the master key (stored next to each wrapped key, for rotation). */
  readonly keyId: string
  readonly wrap: (plaintext: Uint8Array, context: string) => Promise<string>
  readonly unwrap: (wrapped: string, context: string) => Promise<Uint8Array>
}

/** Every AES-GCM tag here is 16 bytes, pinned on both sides (F15). */
export const GCM_TAG_BYTES = 16

/** A `Kms` over a 32-byte master key held in memory (the key file's, or a test's). */
export const kmsFromKey = (master: Uint8Array): Kms => {
  if (master.length !== 32) throw new Error('The master key must be 32 bytes')
  const key = Buffer.from(master)
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 16)
  return {
    keyId,
    wrap: async (plaintext, context) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: GCM_TAG_BYTES })
      cipher.setAAD(Buffer.from(context, 'utf8'))
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.')
    },
    unwrap: async (wrapped, context) => {
      const [version, iv, tag, body] = wrapped.split('.')
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('Not a wrapped key of this KMS')
      const authTag = Buffer.from(tag, 'base64url')
      // F15: only a full 16-byte tag; a truncated one would weaken the forgery bound.
      if (authTag.length !== GCM_TAG_BYTES) throw new Error('Not a wrapped key of this KMS')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: GCM_TAG_BYTES,
      })
      decipher.setAAD(Buffer.from(context, 'utf8'))
      decipher.setAuthTag(authTag)
      return new Uint8Array(
        Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]),
      )
    },
  }
}

/** Reads a 32-byte key file, creating it (random, mode 0600) when absent. */
export const readOrCreateKeyFile = (path: string): Uint8Array => {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, randomBytes(32), { mode: 0o600, flag: 'wx' })
  }
  chmodSync(path, 0o600)
  const key = readFileSync(path)
  if (key.length !== 32) throw new Error(`${path} must hold exactly 32 bytes`)
  return new Uint8Array(key)
}

/**
 * The default `Kms`: the master key in a local key file (created on first use), never in the
 * database. Swap in a cloud KMS by implementing `Kms`.
 *
 * @example
 * import { localKeyFileKms } from './Kms.ts'
 * const kms = localKeyFileKms('.latch-data/master.key')
 * @public The deployer's default; the playground builds its Kms from a key it keeps beside its
 * data directory instead.
 */
export const localKeyFileKms = (path: string): Kms => kmsFromKey(readOrCreateKeyFile(path))
