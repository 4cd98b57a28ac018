import type { IncomingMessage } from 'node:http'
import { limitedBody, MAX_BODY_BYTES } from './limitedBody.ts'

/**
 * Rebuilds a Node request as a native `Request` (url, method, headers) whose body streams
 * from the socket through `limitedBody`, so at most `limit` bytes of it (default
 * `MAX_BODY_BYTES`) are ever kept: past them, reading it rejects with `BodyTooLargeError`.
 * The media type of `content-type` is lower-cased (it is case-insensitive, and ts-rest only
 * parses a body whose type contains `json`). A native `Request` because ts-rest 3.52 clones
 * requests, which lighter request objects do not survive.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { toFetchRequest } from './toFetchRequest.ts'
 * createServer((req) => console.log(toFetchRequest(req, 'http://127.0.0.1:8787').url))
 */
export const toFetchRequest = (
  message: IncomingMessage,
  origin: string,
  limit: number = MAX_BODY_BYTES,
): Request => {
  const headers = new Headers()
  for (const [key, value] of Object.entries(message.headersDistinct)) {
    for (const v of value ?? []) headers.append(key, v)
  }
  const type = headers.get('content-type')
  if (type)
    headers.set(
      'content-type',
      type.replace(/^[^;]*/, (media) => media.toLowerCase()),
    )
  const method = message.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  // Joined as text, so a request target such as `//other.host/x` or `http://other/x` stays a
  // path on this server (and answers 404) instead of becoming another URL's host.
  const target = message.url?.startsWith('/') ? message.url : `/${message.url ?? ''}`
  return new Request(`${origin}${target}`, {
    method,
    headers,
    ...(hasBody ? { body: limitedBody(message, limit), duplex: 'half' } : {}),
  } as RequestInit)
}
