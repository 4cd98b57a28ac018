import { get } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CLIENT_LIMIT_WINDOW_MS, RPC_PROXY_LIMIT } from '../../server/auth/authConstants.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'

// Round 11, paths the r3 review did not try on the Data API's edges (no browser, no UI): a
// forged X-Forwarded-For / Forwarded / X-Real-IP with trustedProxies unset and set, path
// variants of the RPC proxy, method names in another case or with a duplicate JSON key, and an
// oversized query string. The chain's node is absent (127.0.0.1:1): a forwarded call answers
// 503, a refused one 403, a limited one 429, an unrouted one 404 — so the status tells how far
// a request got without any node being touched.
let direct: RunningServer
let behindProxy: RunningServer
let now = Date.parse('2030-01-01T00:00:00.000Z')

const serve = (trustedProxies?: readonly string[]) =>
  startServer({
    port: 0,
    projectIds: ['demo'],
    allowedOrigins: ['http://127.0.0.1:5173'],
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:1', tokens: [] }],
    indexer: false,
    now: () => now,
    ...(trustedProxies ? { trustedProxies } : {}),
  })

beforeAll(async () => {
  direct = await serve()
  behindProxy = await serve(['127.0.0.1'])
}, 60_000)
afterAll(async () => {
  await direct?.stop()
  await behindProxy?.stop()
})
beforeEach(() => {
  now += CLIENT_LIMIT_WINDOW_MS
})

const QUERY = 'projectId=demo&st=latch-react&sv=0.1.0&chainId=eip155:31337'
const call = (method: string, id = 1) => ({ jsonrpc: '2.0', id, method, params: [] })

/** Posts a JSON-RPC body (an object, or raw text) to `path` of `server`. */
const post = async (
  server: RunningServer,
  body: unknown,
  options: { readonly path?: string; readonly headers?: Record<string, string> } = {},
) => {
  const response = await fetch(`${server.url}${options.path ?? '/v1'}?${QUERY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const answer = (await response.json()) as { reasons?: { description: string }[] }
  return { status: response.status, reason: answer.reasons?.[0]?.description }
}

/** Spends a whole window of the proxy's limit as `headers` name the client (each call counts). */
const fill = async (server: RunningServer, headers: Record<string, string> = {}) => {
  const batch = (size: number) => Array.from({ length: size }, (_, i) => call('eth_chainId', i))
  expect((await post(server, batch(1000), { headers })).status).toBe(503)
  expect((await post(server, batch(RPC_PROXY_LIMIT - 1000), { headers })).status).toBe(503)
  expect((await post(server, call('eth_chainId'), { headers })).status).toBe(429)
}

describe('edge: who the RPC proxy counts (forged client headers)', () => {
  it('rule: without trustedProxies a forged X-Forwarded-For, Forwarded or X-Real-IP never opens a fresh bucket', async () => {
    await fill(direct)
    const forged: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.7' },
      { forwarded: 'for=198.51.100.8' },
      { forwarded: 'for="[2001:db8::1]";proto=https' },
      { 'x-real-ip': '198.51.100.9' },
      { 'x-forwarded-for': '198.51.100.10', forwarded: 'for=198.51.100.10' },
    ]
    for (const headers of forged)
      expect((await post(direct, call('eth_chainId'), { headers })).status).toBe(429)
  })

  it('rule: behind a trusted proxy only its X-Forwarded-For counts: Forwarded and X-Real-IP are not read', async () => {
    await fill(behindProxy, { 'x-forwarded-for': '203.0.113.7' })
    // The same visitor naming itself another way is still the proxy's X-Forwarded-For client.
    const same = { 'x-forwarded-for': '203.0.113.7' }
    const extras: Record<string, string>[] = [
      { forwarded: 'for=198.51.100.1' },
      { 'x-real-ip': '198.51.100.2' },
    ]
    for (const extra of extras)
      expect(
        (await post(behindProxy, call('eth_chainId'), { headers: { ...same, ...extra } })).status,
      ).toBe(429)
    // A left part the visitor wrote itself changes nothing: the proxy appended the real one.
    const forged = { 'x-forwarded-for': '198.51.100.3, 203.0.113.7' }
    expect((await post(behindProxy, call('eth_chainId'), { headers: forged })).status).toBe(429)
    // Another visitor behind the same proxy has its own bucket.
    const other = { 'x-forwarded-for': '203.0.113.8' }
    expect((await post(behindProxy, call('eth_chainId'), { headers: other })).status).toBe(503)
  })
})

describe('edge: the RPC proxy reached by another spelling', () => {
  it('rule: case, trailing-slash, double-slash and encoded variants of /v1 are not the proxy (404, nothing forwarded, no limit to bypass)', async () => {
    for (const path of ['/V1', '/v1/', '//v1', '/%761', '/v1%2F', '/v1;x', '/v1/..%2Fv1'])
      expect((await post(direct, call('eth_chainId'), { path })).status, path).toBe(404)
  })

  it('rule: a disallowed method in another case, padded, or hidden in a batch is refused whole (403)', async () => {
    for (const method of [
      'ETH_ACCOUNTS',
      'Eth_accounts',
      'eth_sendtransaction',
      'ANVIL_setBalance',
      ' eth_accounts',
      'eth_accounts ',
      'eth_chainId\n',
    ]) {
      const answer = await post(direct, call(method))
      expect(answer.status, JSON.stringify(method)).toBe(403)
    }
    const batch = await post(direct, [call('eth_chainId'), call('EVM_MINE', 2)])
    expect(batch.status).toBe(403)
    expect(batch.reason).toContain('EVM_MINE')
  })

  it('rule: a duplicate "method" key is read as the node reads it (the last), so a smuggled method is refused', async () => {
    const smuggled =
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","method":"anvil_setBalance","params":[]}'
    const answer = await post(direct, smuggled)
    expect(answer.status).toBe(403)
    expect(answer.reason).toContain('anvil_setBalance')
    // And the other order is a plain allowed call.
    const plain =
      '{"jsonrpc":"2.0","id":1,"method":"anvil_setBalance","method":"eth_chainId","params":[]}'
    expect((await post(direct, plain)).status).toBe(503)
  })
})

describe('edge: oversized requests', () => {
  it('rule: a 20 kB query string is refused with 431 before any handler runs', async () => {
    // A fresh connection, no body: the server answers and closes before reading anything else.
    const status = await new Promise<number>((resolve, reject) => {
      get(`${direct.url}/v1/wallets?${QUERY}&pad=${'a'.repeat(20_000)}`, { agent: false }, (r) => {
        r.resume()
        resolve(r.statusCode ?? 0)
      }).on('error', reject)
    })
    expect(status).toBe(431)
  })
})
