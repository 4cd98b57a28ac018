import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiAnswer } from '../../../server/http/apiAnswer.ts'
import type { ApiRequest } from '../../../server/http/apiRoute.ts'
import { STATIC_ANSWER_MAX_AGE_S } from '../../../server/http/httpConstants.ts'
import { type RunningServer, startServer } from '../../../server/startServer.ts'

const projectId = 'static-project'
const app = 'http://127.0.0.1:5173'
const seen: { request: ApiRequest; answer: ApiAnswer; elapsedMs: number }[] = []
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: [app],
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }],
    indexer: false,
    hooks: {
      onRequest: (_request, res) => res.setHeader('x-request-id', 'req-1'),
      onResponse: (request, answer, elapsedMs) => seen.push({ request, answer, elapsedMs }),
    },
  })
}, 60_000)
afterAll(() => server?.stop())

const url = (path: string, query = '') =>
  `${server.url}${path}?projectId=${projectId}&st=latch-react&sv=0.1.0${query}`

describe('answers that change only with the configuration', () => {
  it.each([
    ['/v1/supported-chains', ''],
    ['/v1/wallets', ''],
    ['/v1/wallets', '&entries=2&page=2'],
  ])(
    'behavior: %s%s carries an ETag and Cache-Control; the second ask with it is a 304',
    async (path, query) => {
      const first = await fetch(url(path, query), { headers: { origin: app } })
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(first.headers.get('cache-control')).toBe(`public, max-age=${STATIC_ANSWER_MAX_AGE_S}`)
      const body = await first.text()
      const again = await fetch(url(path, query), {
        headers: { origin: app, 'if-none-match': etag ?? '' },
      })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('access-control-allow-origin')).toBe(app)
      expect(await again.text()).toBe('')
      const weak = await fetch(url(path, query), {
        headers: { 'if-none-match': `"other", W/${etag}` },
      })
      expect(weak.status).toBe(304)
      const stale = await fetch(url(path, query), { headers: { 'if-none-match': '"other"' } })
      expect(stale.status).toBe(200)
      expect(await stale.text()).toBe(body)
    },
  )

  it('behavior: another page of the registry has another ETag', async () => {
    const one = await fetch(url('/v1/wallets', '&entries=1&page=1'))
    const two = await fetch(url('/v1/wallets', '&entries=1&page=2'))
    expect(one.headers.get('etag')).not.toBe(two.headers.get('etag'))
  })

  it('rule: an answer that changes (a nonce) carries no ETag', async () => {
    const nonce = await fetch(url('/v1/siwx/nonce'))
    expect(nonce.status).toBe(200)
    expect(nonce.headers.get('etag')).toBeNull()
  })

  it('rule: a bad query is still refused, and not kept', async () => {
    const bad = await fetch(url('/v1/wallets', '&entries=1000'))
    expect(bad.status).toBe(400)
    expect(bad.headers.get('etag')).toBeNull()
  })
})

describe('the adapter', () => {
  it("behavior: the hooks see each request with its operation, and onRequest's headers reach the client", async () => {
    seen.length = 0
    const response = await fetch(url('/v1/supported-chains'))
    expect(response.headers.get('x-request-id')).toBe('req-1')
    await response.arrayBuffer()
    const last = seen.at(-1)
    expect(last?.answer.operationId).toBe('getSupportedChains')
    expect(last?.answer.status).toBe(200)
    expect(last?.request.origin).toBe(server.url)
    expect(last?.elapsedMs).toBeGreaterThanOrEqual(0)
  })

  it('behavior: the wallet images point at the server origin, computed once at listen', async () => {
    const body = (await (await fetch(url('/v1/wallets', '&entries=1'))).json()) as {
      data: { imageUrl: string }[]
    }
    expect(body.data[0]?.imageUrl.startsWith(`${server.url}/v1/wallets/`)).toBe(true)
  })
})
