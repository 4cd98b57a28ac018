import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * What the proxy does instead of forwarding: answer with a status (403, 429, 500, 503, …),
 * never answer (`hang`), answer 200 with a body that is not JSON (`invalidJson`) or with
 * valid JSON of the wrong shape (`wrongShape`), destroy the socket (`reset`), stop in the
 * middle of a 200's body (`stall`) or destroy the socket there (`truncate`), or answer
 * with a given body (`reply`, a stand-in for an operation the upstream does not offer).
 */
export type Fault =
  | {
      readonly kind: 'status'
      readonly status: number
      /** Sent as `Retry-After`. */
      readonly retryAfter?: string | undefined
      readonly body?: unknown
    }
  | { readonly kind: 'hang' }
  | { readonly kind: 'invalidJson' }
  | { readonly kind: 'wrongShape' }
  | { readonly kind: 'reset' }
  /** 200 and the start of a body, then nothing more (a stalled stream). */
  | { readonly kind: 'stall' }
  /** 200 and the start of a body, then the socket destroyed. */
  | { readonly kind: 'truncate' }
  | { readonly kind: 'reply'; readonly status?: number; readonly body: unknown }

/** One request the proxy saw, and what it did with it. */
export interface ProxiedRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  /** The fault applied, or `'forwarded'`. */
  readonly outcome: Fault['kind'] | 'forwarded'
}

/** Which requests a fault applies to: an exact pathname, a pattern, or a predicate. */
export type PathMatch = string | RegExp | ((pathname: string) => boolean)

/** A fault-injecting HTTP proxy on 127.0.0.1 in front of one upstream. */
export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: give it as the app's `apiUrl` (or an RPC URL). */
  readonly url: string
  /** Every request seen, in order. */
  readonly requests: ReadonlyArray<ProxiedRequest>
  /** Applies `fault` to requests whose pathname matches; `times` bounds it (default: always). */
  inject(path: PathMatch, fault: Fault, options?: { readonly times?: number }): void
  /** Removes every fault (open hung requests stay hung until `stop`) and forgets the log. */
  reset(): void
  /** The requests whose pathname matches `path`. */
  seen(path: PathMatch): ReadonlyArray<ProxiedRequest>
  /** Stops listening and destroys every open socket (hung ones included). */
  stop(): Promise<void>
}

/** A JSON value whose fields have the wrong types for every Data API answer. */
export const WRONG_SHAPE = {
  data: 'not a list',
  count: -1,
  next: 7,
  balances: { not: 'a list' },
  name: 7,
  avatar: false,
  nonce: '!',
  sessions: 'none',
  http: 1,
  received: 'yes',
  revoked: 'yes',
  pci: 1,
}

const matches = (path: PathMatch, pathname: string) =>
  typeof path === 'string'
    ? path === pathname
    : path instanceof RegExp
      ? path.test(pathname)
      : path(pathname)

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) =>
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(body === undefined ? '' : JSON.stringify(body))

/**
 * Starts a proxy on 127.0.0.1 (a free port, or `port`) that forwards to `upstream` unless a
 * fault was injected for the request's path.
 *
 * @example
 * import { startFaultProxy } from './faultProxy.ts'
 * const proxy = await startFaultProxy('http://127.0.0.1:8787')
 * proxy.inject('/v1/wallets', { kind: 'status', status: 503 })
 * await proxy.stop()
 */
export const startFaultProxy = async (
  upstream: string,
  options: { readonly port?: number } = {},
): Promise<FaultProxy> => {
  const target = new URL(upstream)
  let faults: Array<{ path: PathMatch; fault: Fault; left: number }> = []
  const requests: ProxiedRequest[] = []
  const sockets = new Set<Socket>()

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const rule = faults.findLast((f) => f.left > 0 && matches(f.path, url.pathname))
    if (rule) rule.left -= 1
    const fault = rule?.fault
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      outcome: fault?.kind ?? 'forwarded',
    })
    // Read the body in every case, so a fault never leaves the client blocked on writing it.
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (!fault) {
        const out = forward(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.host },
          },
          (upstreamRes) => {
            res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
            upstreamRes.pipe(res)
          },
        )
        out.on('error', () => res.destroy())
        out.end(Buffer.concat(chunks))
        return
      }
      switch (fault.kind) {
        case 'status':
          return json(
            res,
            fault.status,
            fault.body ?? { reasons: [{ description: `injected ${fault.status}` }] },
            fault.retryAfter === undefined ? {} : { 'retry-after': fault.retryAfter },
          )
        case 'hang':
          return
        case 'invalidJson':
          return res.writeHead(200, { 'content-type': 'application/json' }).end('{"data": [')
        case 'wrongShape':
          return json(res, 200, WRONG_SHAPE)
        case 'reset':
          return req.socket.resetAndDestroy()
        case 'stall':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
          return res.write('{"data": [')
        case 'truncate':
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
          return res.write('{"data": [', () => req.socket.resetAndDestroy())
        case 'reply':
          return json(res, fault.status ?? 200, fault.body)
      }
    })
  }

  const server = createServer(handle)
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port ?? 0, host: '127.0.0.1' }, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  let stopped: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject: (path, fault, opts = {}) => {
      faults.push({ path, fault, left: opts.times ?? Number.POSITIVE_INFINITY })
    },
    reset: () => {
      faults = []
      requests.length = 0
    },
    seen: (path) => requests.filter((r) => matches(path, r.path)),
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
      return stopped
    },
  }
}
