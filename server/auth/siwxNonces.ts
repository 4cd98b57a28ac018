import { SIWX_NONCE_TTL_MS, type Storage } from '../storage/Storage.ts'
import { mintSiwxNonce, readSiwxNonce } from './siwxNonceToken.ts'

/**
 * What spending (using up) a nonce found: `consumed` (made for this project by a server holding
 * the key, unexpired, not spent before; now spent), `unknown` (not made for this project with
 * the key — malformed, altered, forged — or already spent) or `expired` (past its expiry).
 */
export type NonceSpend = 'consumed' | 'unknown' | 'expired'

/** The SIWX nonces of a server: made without a write, spent once. */
export interface SiwxNonces {
  /** A fresh nonce for the project, valid for `SIWX_NONCE_TTL_MS`; writes nothing. */
  readonly issue: (projectId: string) => string
  /** Uses a nonce up, once across every server sharing the key and the database. */
  readonly spend: (projectId: string, nonce: string) => Promise<NonceSpend>
}

/** What `siwxNonces` needs. */
export type SiwxNoncesOptions = {
  /** The MAC key (`siwxNonceKey` of the master key); every server of a cluster shares it. */
  readonly key: Uint8Array
  /** Where spent nonces are recorded until their expiry. */
  readonly storage: Pick<Storage, 'spendNonce'>
  /** Milliseconds since the epoch; default `Date.now`. */
  readonly now?: () => number
  /** Default `SIWX_NONCE_TTL_MS`. */
  readonly ttlMs?: number
}

/**
 * Stateless SIWX nonces: `issue` MACs a random value and its expiry with the server's key (no
 * database), and `spend` checks the MAC and the expiry, then records the nonce as spent in one
 * INSERT whose unique key lets exactly one spender win, on any server of the cluster.
 *
 * @example
 * import { openStorage } from '../storage/openStorage.ts'
 * import { siwxNonces } from './siwxNonces.ts'
 * const nonces = siwxNonces({ key: new Uint8Array(32), storage: await openStorage() })
 * const spent = await nonces.spend('demo', nonces.issue('demo'))
 */
export const siwxNonces = (options: SiwxNoncesOptions): SiwxNonces => {
  const now = options.now ?? Date.now
  const ttl = options.ttlMs ?? SIWX_NONCE_TTL_MS
  return {
    issue: (projectId) => mintSiwxNonce(options.key, projectId, now() + ttl),
    spend: async (projectId, nonce) => {
      const expiresAt = readSiwxNonce(options.key, projectId, nonce)
      if (expiresAt === undefined) return 'unknown'
      if (now() > expiresAt) return 'expired'
      return (await options.storage.spendNonce(projectId, nonce, expiresAt))
        ? 'consumed'
        : 'unknown'
    },
  }
}
