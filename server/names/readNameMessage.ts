/** The signed registration message: which name, when, and optional attributes. */
export type NameMessage = {
  readonly name: string
  /** Seconds since the epoch. */
  readonly timestamp: number
  readonly attributes: { readonly avatar?: string; readonly bio?: string }
}

/** How long a signed registration message may be used: 10 minutes (our design). */
export const NAME_MESSAGE_MAX_AGE_S = 600
/** How far ahead of the server's clock a message may be dated (clock skew): 5 minutes. */
export const NAME_MESSAGE_MAX_SKEW_S = 300

/**
 * Reads the registration `message`: JSON `{ "name": "alice.latch.id", "attributes": {},
 * "timestamp": <seconds> }` (a millisecond timestamp is read as such), the text the wallet
 * signed. Only string `avatar` and `bio` attributes are kept.
 *
 * @example
 * import { readNameMessage } from './readNameMessage.ts'
 * readNameMessage('{"name":"alice.latch.id","attributes":{},"timestamp":1767225600}')
 */
export const readNameMessage = (
  text: string,
):
  | { readonly ok: true; readonly message: NameMessage }
  | { readonly ok: false; readonly problem: string } => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'it is not JSON' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'it is not a JSON object' }
  const { name, timestamp, attributes } = value as Record<string, unknown>
  if (typeof name !== 'string' || name === '')
    return { ok: false, problem: "its 'name' is missing" }
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp <= 0)
    return { ok: false, problem: "its 'timestamp' is missing (seconds since the epoch)" }
  const kept: { avatar?: string; bio?: string } = {}
  if (typeof attributes === 'object' && attributes !== null) {
    const { avatar, bio } = attributes as Record<string, unknown>
    if (typeof avatar === 'string') kept.avatar = avatar
    if (typeof bio === 'string') kept.bio = bio
  }
  const seconds = timestamp > 1e12 ? Math.floor(timestamp / 1000) : Math.floor(timestamp)
  return { ok: true, message: { name, timestamp: seconds, attributes: kept } }
}
