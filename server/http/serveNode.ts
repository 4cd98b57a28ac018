import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ApiHandler } from '../createApiHandler.ts'
import { type ApiAnswer, errorAnswer } from './apiAnswer.ts'
import type { ApiRequest, RequestHeaders } from './apiRoute.ts'
import { readLimitedBody } from './limitedBody.ts'

/**
 * Where operations plug in (request ids, logs, per-operation metrics): `onRequest` runs when
 * a request arrives, before anything is read, and may set response headers on `res` (e.g.
 * `x-request-id`); `onResponse` runs once the answer is written, with the operation that gave
 * it (`answer.operationId`) and the time it took.
 */
export interface ApiHooks {
  readonly onRequest?: (request: ApiRequest, res: ServerResponse) => void
  readonly onResponse?: (request: ApiRequest, answer: ApiAnswer, elapsedMs: number) => void
}

/**
 * Node's headers behind `RequestHeaders`. A class, not an object literal with an arrow: the
 * method is made once, while a named closure per request also costs a `defineProperty` for
 * its name where the server runs through tsx/esbuild (`keepNames`).
 */
class NodeHeaders implements RequestHeaders {
  constructor(private readonly message: IncomingMessage) {}
  get(name: string): string | null {
    const value = this.message.headers[name.toLowerCase()]
    if (value === undefined) return null
    return Array.isArray(value) ? value.join(', ') : value
  }
}

/**
 * Node's request as the light `ApiRequest`: nothing is copied but the target split into path
 * and query. Joined as text, so a request target such as `//other.host/x` or `http://other/x`
 * stays a path on this server (and answers 404) instead of becoming another URL's host.
 */
const apiRequest = (message: IncomingMessage, origin: string): ApiRequest => {
  const raw = message.url ?? ''
  const target = raw.startsWith('/') ? raw : `/${raw}`
  const query = target.indexOf('?')
  return {
    method: message.method ?? 'GET',
    url: `${origin}${target}`,
    origin,
    pathname: query === -1 ? target : target.slice(0, query),
    search: query === -1 ? '' : target.slice(query + 1),
    headers: new NodeHeaders(message),
    peer: message.socket.remoteAddress,
  }
}

/** Writes an answer in one `writeHead` + `end`; a cached one carries its length already. */
const write = (res: ServerResponse, answer: ApiAnswer) => {
  if (answer.body === null || answer.headers['content-length'] !== undefined)
    res.writeHead(answer.status, answer.headers)
  else
    res.writeHead(answer.status, {
      ...answer.headers,
      'content-length': String(Buffer.byteLength(answer.body)),
    })
  res.end(answer.body ?? undefined)
}

const isPromise = <A>(value: A | Promise<A>): value is Promise<A> =>
  typeof (value as { then?: unknown }).then === 'function'

const failed = (error: unknown): ApiAnswer => {
  console.error('[latch server]', error)
  return errorAnswer(500, 'Server Error')
}

/** Writes the answer, drops a body left unread, and tells `onResponse`. */
const finish = (
  req: IncomingMessage,
  res: ServerResponse,
  request: ApiRequest,
  answer: ApiAnswer,
  started: number,
  hooks: ApiHooks,
) => {
  if (!res.headersSent) write(res, answer)
  // Answered before its body was read: drop the rest instead of keeping it.
  if (!req.readableEnded) {
    req.removeAllListeners('data')
    req.resume()
  }
  hooks.onResponse?.(request, answer, performance.now() - started)
}

/**
 * A `node:http` request listener serving an `ApiHandler` straight from Node's request and
 * response: the body is read only when an operation asks (through `MAX_BODY_BYTES`), the
 * answer written in one `writeHead` + `end`. A body left unread (403, 404, 415, a declared
 * 413) is drained and dropped, so the connection stays reusable. `origin` is the server's
 * own, read once it listens.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { serveNode } from './serveNode.ts'
 * const listen = (handle: Parameters<typeof serveNode>[0]) =>
 *   createServer(serveNode(handle, () => 'http://127.0.0.1:8787'))
 */
export const serveNode =
  (handle: ApiHandler, origin: () => string, hooks: ApiHooks = {}) =>
  (req: IncomingMessage, res: ServerResponse): Promise<void> | undefined => {
    const started = hooks.onResponse ? performance.now() : 0
    const request = apiRequest(req, origin())
    let answer: ApiAnswer | Promise<ApiAnswer>
    try {
      hooks.onRequest?.(request, res)
      answer = handle(request, () => readLimitedBody(req))
    } catch (error) {
      answer = failed(error)
    }
    // A cached answer comes back at once, and is written in this same turn.
    if (!isPromise(answer)) {
      finish(req, res, request, answer, started, hooks)
      return undefined
    }
    return answer.then(
      (a) => finish(req, res, request, a, started, hooks),
      (error: unknown) => finish(req, res, request, failed(error), started, hooks),
    )
  }
