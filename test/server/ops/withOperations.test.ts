import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { serverLogger } from '../../../server/ops/logger.ts'
import { serverMetrics } from '../../../server/ops/metrics.ts'
import { apiOperationOf } from '../../../server/ops/operationOf.ts'
import type { ReadinessCheck } from '../../../server/ops/readiness.ts'
import { withOperations } from '../../../server/ops/withOperations.ts'

let server: Server | undefined
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

const serve = async (checks: ReadinessCheck[], draining = () => false) => {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  const metrics = serverMetrics()
  const ops = {
    service: 'api',
    logger: serverLogger('info', sink),
    metrics,
    operationOf: apiOperationOf,
    checks,
    draining,
  }
  server = createServer(
    withOperations(ops, (req, res) => {
      res.writeHead(req.url?.startsWith('/v1/sessions') ? 400 : 200).end('{}')
    }),
  )
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines, metrics }
}

describe('withOperations', () => {
  it('/readyz answers 503 naming the dependency that fails', async () => {
    const { url } = await serve([
      { name: 'database', check: async () => 1 },
      { name: 'eip155:1', check: () => Promise.reject(new Error('fetch failed\nstack')) },
    ])
    const ready = await fetch(`${url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', 'eip155:1': 'fetch failed' },
    })
  })

  it('while draining, /readyz is 503 and answers close their connection', async () => {
    const { url } = await serve([{ name: 'database', check: async () => 1 }], () => true)
    const ready = await fetch(`${url}/readyz`)
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining', checks: {} }])
    const answer = await fetch(`${url}/v1/wallets?projectId=p`)
    expect(answer.headers.get('connection')).toBe('close')
  })

  it('counts login outcomes, and ignores a request id that is not a plain token', async () => {
    const { url, lines, metrics } = await serve([])
    const answer = await fetch(`${url}/v1/sessions?projectId=p`, {
      method: 'POST',
      headers: { 'x-request-id': 'bad id\twith tab' },
    })
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lines.length).toBe(1)
    expect(lines[0]).toMatchObject({ operation: 'createSession', status: 400, level: 'info' })
    expect(await metrics.registry.metrics()).toContain(
      'latch_logins_total{method="siwx",outcome="failure"} 1',
    )
  })
})
