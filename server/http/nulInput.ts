/** Why U+0000 is refused: PostgreSQL's text cannot hold it (error 22021), so it never gets in. */
export const NUL_REFUSAL = 'Invalid input: U+0000 (NUL) is not allowed in text'

/** A JSON `\u0000` escape not itself escaped (an even run of backslashes before it). */
const escapedNul = /(?:^|[^\\])(?:\\\\)*\\u0000/

/**
 * Whether a request target (path and query, still percent-encoded) carries U+0000: a raw
 * NUL never passes Node's parser, so only `%00` can bring one in.
 *
 * @example
 * import { targetHasNul } from './nulInput.ts'
 * targetHasNul('/v1/identity/%00') // true
 */
export const targetHasNul = (target: string): boolean => target.includes('%00')

/**
 * Whether JSON text decodes to a string holding U+0000: a raw NUL byte is already invalid
 * JSON, so only the `\u0000` escape can (`\\u0000`, an escaped backslash, does not).
 *
 * @example
 * import { jsonHasNul } from './nulInput.ts'
 * jsonHasNul('{"email":"a\\u0000@b.c"}') // true
 */
export const jsonHasNul = (text: string): boolean =>
  text.includes('\\u0000') && escapedNul.test(text)
