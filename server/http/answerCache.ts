import { createHash } from 'node:crypto'
import type { ApiAnswer } from './apiAnswer.ts'
import { STATIC_ANSWER_CACHE_ENTRIES, STATIC_ANSWER_MAX_AGE_S } from './httpConstants.ts'

/**
 * An answer kept serialised, with its strong ETag and its `Content-Length`. The body stays a
 * string: Node writes a string body and its headers in one `write` (one system call), a
 * `Buffer` body in a corked `writev` of two chunks, which cost more than the bytes.
 */
export interface CachedAnswer extends ApiAnswer {
  readonly body: string
  readonly etag: string
}

/**
 * Whether an `If-None-Match` header names this ETag (weak comparison, as RFC 9110 asks for
 * a GET; `*` matches any).
 */
const matches = (ifNoneMatch: string, etag: string): boolean =>
  ifNoneMatch.trim() === '*' ||
  ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)

/**
 * Serialised answers that change only with the server's configuration, by a key (the
 * operation and its query string): each is serialised and hashed once, carries `ETag` and
 * `Cache-Control`, and a client that sends the ETag back gets a 304 with no body. At most
 * `STATIC_ANSWER_CACHE_ENTRIES` keys are kept, the oldest dropped first.
 *
 * @example
 * import { answerCache } from './answerCache.ts'
 * import { jsonAnswer } from './apiAnswer.ts'
 * const cache = answerCache()
 * const kept = cache.put('getSupportedChains?', jsonAnswer(200, { http: [], ws: [] }))
 * cache.reply(kept, kept.etag).status // 304
 */
export const answerCache = (maxEntries: number = STATIC_ANSWER_CACHE_ENTRIES) => {
  const entries = new Map<string, CachedAnswer>()
  return {
    get: (key: string): CachedAnswer | undefined => entries.get(key),
    put: (key: string, answer: ApiAnswer): CachedAnswer => {
      const body = String(answer.body ?? '')
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
      const cached: CachedAnswer = {
        ...answer,
        body,
        etag,
        headers: {
          ...answer.headers,
          etag,
          'cache-control': `public, max-age=${STATIC_ANSWER_MAX_AGE_S}`,
          'content-length': String(Buffer.byteLength(body)),
        },
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(key, cached)
      return cached
    },
    /** The cached answer itself, or a 304 when `ifNoneMatch` names its ETag. */
    reply: (cached: CachedAnswer, ifNoneMatch: string | null): ApiAnswer =>
      ifNoneMatch !== null && matches(ifNoneMatch, cached.etag)
        ? {
            status: 304,
            headers: { etag: cached.etag, 'cache-control': cached.headers['cache-control'] ?? '' },
            body: null,
            ...(cached.operationId ? { operationId: cached.operationId } : {}),
          }
        : cached,
  }
}
