import { randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { ServerMetrics } from './metrics.ts'
import { loginMethodOf } from './operationOf.ts'
import { type ReadinessCheck, readiness } from './readiness.ts'

/** What one HTTP server (the API or the frame) reports to operations. */
export type Operations = {
  /** `api` or `frame`: the metrics' `service` label and the logs' `service` field. */
  readonly service: string
  readonly logger: Logger
  readonly metrics: ServerMetrics
  /** Names a request's operation (bounded: unknown paths are `other`). */
  readonly operationOf: (method: string, pathname: string) => string
  /** What `/readyz` checks. */
  readonly checks: readonly ReadinessCheck[]
  /** Whether the server is stopping: `/readyz` answers 503 and connections are not kept. */
  readonly draining: () => boolean
}

const requestIdPattern = /^[\w.:@-]{1,128}$/

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  })
  res.end(text)
}

/** `/healthz`, `/readyz` and `/metrics`: answered before the app, `true` when answered. */
const answerProbe = async (
  ops: Operations,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (path === '/healthz') sendJson(res, 200, { status: 'ok' })
  else if (path === '/readyz') {
    if (ops.draining()) sendJson(res, 503, { status: 'draining', checks: {} })
    else {
      const result = await readiness(ops.checks)
      sendJson(res, result.ready ? 200 : 503, {
        status: result.ready ? 'ready' : 'not ready',
        checks: result.checks,
      })
    }
  } else if (path === '/metrics') {
    const text = await ops.metrics.registry.metrics()
    res.writeHead(200, { 'content-type': ops.metrics.registry.contentType })
    res.end(text)
  } else return false
  return true
}

/**
 * Wraps a Node request listener with what operators need, without touching the app inside:
 * `GET /healthz` (the process answers), `GET /readyz` (the database and chains answer; 503
 * while stopping), `GET /metrics` (Prometheus); and for every other request a request id
 * (the caller's `x-request-id` when it is a plain token, else a new UUID; echoed in the
 * answer), a JSON log line when the answer ends, its count and latency per operation, and a
 * login outcome for the operations that finish a login. While draining, answers carry
 * `connection: close` so keep-alive clients move to another server.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { withOperations } from './withOperations.ts'
 * const listen = (ops: Parameters<typeof withOperations>[0]) =>
 *   createServer(withOperations(ops, (_req, res) => res.end('hi')))
 */
export const withOperations =
  (ops: Operations, app: RequestListener): RequestListener =>
  async (req, res) => {
    const started = performance.now()
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (await answerProbe(ops, req, res, path)) return
    const given = req.headers['x-request-id']
    const id = typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID()
    res.setHeader('x-request-id', id)
    if (ops.draining()) res.setHeader('connection', 'close')
    const operation = ops.operationOf(req.method ?? 'GET', path)
    res.once('close', () => {
      const status = res.statusCode
      const seconds = (performance.now() - started) / 1000
      const labels = { service: ops.service, operation }
      ops.metrics.requests.inc({ ...labels, status: String(status) })
      ops.metrics.duration.observe(labels, seconds)
      const login = loginMethodOf(operation)
      if (login)
        ops.metrics.logins.inc({
          method: login,
          outcome: status < 300 ? 'success' : status < 500 ? 'failure' : 'error',
        })
      const fields = {
        reqId: id,
        method: req.method,
        path,
        operation,
        status,
        ms: Math.round(seconds * 1000),
      }
      if (!res.writableFinished) ops.logger.warn({ ...fields, aborted: true }, 'request aborted')
      else if (status >= 500) ops.logger.error(fields, 'request failed')
      else ops.logger.info(fields, 'request')
    })
    await app(req, res)
  }
