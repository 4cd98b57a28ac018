import { connect } from 'node:net'
import type { AppRoute } from '@ts-rest/core'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiContract } from '../../generated/api/contract.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { MAX_BODY_BYTES } from '../../server/http/limitedBody.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import { callApi } from './support/callApi.ts'

const projectId = 'hostile-project'
const app = 'http://127.0.0.1:5173'
const otherApp = 'http://localhost:4000'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = 'eip155:31337'
const alice = devAccounts[0] as (typeof devAccounts)[number]
const account = `${caip2}:${alice.address}`
const json = { 'content-type': 'application/json' }
const chainIdCall = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }

let chain: LocalChain
let server: RunningServer
let storedPci: string
const serverErrors = vi.fn()
const q = (path: string, query = '') =>
  `${server.url}${path}?projectId=${projectId}&${sdk}${query ? `&${query}` : ''}`
const rpcUrl = () => q('/v1', `chainId=${caip2}`)
const revokeUrl = () => q(`/v1/sessions/${account}/revoke`)

beforeAll(async () => {
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    projectIds: [projectId],
    allowedOrigins: [app, otherApp],
    chains: [{ caipNetworkId: caip2, rpcUrl: chain.url }],
  })
  const stored = await server.storage.addSession(projectId, account, {
    data: {
      chainId: caip2,
      accountAddress: alice.address,
      nonce: 'hostile1234',
      domain: '127.0.0.1:5173',
      uri: app,
      version: '1',
    },
    message: '127.0.0.1:5173 wants you to sign in with your Ethereum account',
    signature: '0x1234',
  })
  storedPci = stored.pci
  // Any unexpected failure inside the server is logged as `[latch server] …`.
  vi.spyOn(console, 'error').mockImplementation(serverErrors)
}, 120_000)
afterAll(async () => {
  vi.restoreAllMocks()
  await server?.stop()
  await chain?.stop()
}, 30_000)
afterEach(async () => {
  // Whatever a test threw at it, the server keeps answering and logged no crash.
  const alive = await callApi('getSupportedChains', q('/v1/supported-chains'))
  expect(alive.status).toBe(200)
  expect(serverErrors).not.toHaveBeenCalled()
})

/** Raw bytes over a fresh TCP connection, for requests `fetch` refuses to send. */
const rawHttp = (bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: server.port })
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.write(bytes)
  })

const reasonsOf = (raw: string) =>
  JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)).reasons as { description: string }[]

describe('malformed JSON', () => {
  const bodies = ['{"jsonrpc":', '', '{"a":1}}', "{'single':'quotes'}", 'NaN', '\u0000', '[1,]']

  it.each(bodies)('behavior: %j answers 400 "Invalid body: not valid JSON"', async (body) => {
    for (const url of [rpcUrl(), revokeUrl()]) {
      const answer = await callApi(undefined, url, { method: 'POST', headers: json, body })
      expect(answer.status).toBe(400)
      expect(answer.body.reasons).toEqual([{ description: 'Invalid body: not valid JSON' }])
    }
  })

  it('behavior: valid JSON of the wrong shape answers 400 naming what is wrong', async () => {
    for (const body of ['null', '[]', '42', '"text"', '{}', '[[[[1]]]]']) {
      const answer = await callApi(undefined, revokeUrl(), { method: 'POST', headers: json, body })
      expect(answer.status, body).toBe(400)
      expect(answer.body.reasons[0].description, body).toMatch(/^Invalid body/)
    }
  })

  it('behavior: JSON nested 100,000 deep answers 400, without a stack overflow', async () => {
    const depth = 100_000
    const body = `${'['.repeat(depth)}${']'.repeat(depth)}`
    const answer = await callApi(undefined, rpcUrl(), { method: 'POST', headers: json, body })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toMatch(/^Invalid body/)
  })

  it('behavior: a __proto__ key pollutes nothing', async () => {
    const body = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"jsonrpc":"2.0","id":1,"method":"eth_chainId"}`
    const answer = await callApi(undefined, rpcUrl(), { method: 'POST', headers: json, body })
    expect(answer.status).toBeLessThan(500)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
  })
})

describe('content types', () => {
  const good = JSON.stringify(chainIdCall)
  const refused: ReadonlyArray<readonly [string, Record<string, string>, string]> = [
    ['text/plain', { 'content-type': 'text/plain' }, "Unsupported content-type 'text/plain'"],
    [
      'a form',
      { 'content-type': 'application/x-www-form-urlencoded' },
      "Unsupported content-type 'application/x-www-form-urlencoded'",
    ],
    [
      'multipart',
      { 'content-type': 'multipart/form-data; boundary=x' },
      "Unsupported content-type 'multipart/form-data'",
    ],
    ['XML', { 'content-type': 'application/xml' }, "Unsupported content-type 'application/xml'"],
    ['text/json', { 'content-type': 'text/json' }, "Unsupported content-type 'text/json'"],
    [
      'a non-UTF-8 charset',
      { 'content-type': 'application/json; charset=iso-8859-1' },
      "Unsupported charset 'iso-8859-1'",
    ],
    [
      'a compressed body',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      "Unsupported content-encoding 'gzip'",
    ],
  ]

  it.each(refused)('behavior: %s answers 415 with the reason', async (_name, headers, reason) => {
    for (const url of [rpcUrl(), revokeUrl()]) {
      const answer = await callApi(undefined, url, { method: 'POST', headers, body: good })
      expect(answer.status).toBe(415)
      expect(answer.body.reasons).toHaveLength(1)
      expect(answer.body.reasons[0].description).toMatch(
        new RegExp(`^${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: send`),
      )
    }
  })

  const jsonOperations = Object.entries(apiContract as Record<string, AppRoute>).filter(
    ([, route]) => route.method !== 'GET' && 'body' in route,
  )

  it('behavior: every contract operation with a body refuses text/plain with 415', async () => {
    expect(jsonOperations.map(([id]) => id)).toContain('postChainRpc')
    for (const [operationId, route] of jsonOperations) {
      const path = route.path.replace(/:[^/]+/g, account)
      const answer = await callApi(undefined, q(path, `chainId=${caip2}`), {
        method: route.method,
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      })
      expect(answer.status, operationId).toBe(415)
    }
  })

  it('behavior: no content-type answers 415', async () => {
    const answer = await callApi(undefined, rpcUrl(), {
      method: 'POST',
      body: new Blob([good]),
    })
    expect(answer.status).toBe(415)
    expect(answer.body.reasons).toEqual([
      { description: 'Missing content-type: send the body as application/json' },
    ])
  })

  it('default: application/json in any case, with charset=utf-8 or a +json suffix, is read', async () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=UTF-8',
      'application/json;charset="utf-8"',
      'application/json; charset=utf8',
      'application/vnd.latch+json',
    ]) {
      const answer = await callApi('postChainRpc', rpcUrl(), {
        method: 'POST',
        headers: { 'content-type': type },
        body: good,
      })
      expect(answer.status, type).toBe(200)
      expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    }
  })

  it('behavior: a GET with a body and any content-type is answered as a GET', async () => {
    const answer = await rawHttp(
      [
        `GET /v1/supported-chains?projectId=${projectId}&${sdk} HTTP/1.1`,
        'host: 127.0.0.1',
        'content-type: text/plain',
        'content-length: 5',
        'connection: close',
        '',
        'hello',
      ].join('\r\n'),
    )
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
  })
})

describe('body size', () => {
  const twentyMegabytes = 20 * 1024 * 1024

  it('behavior: a declared 20 MB body answers 413 before it is read, with the limit', async () => {
    const answer = await callApi(undefined, rpcUrl(), {
      method: 'POST',
      headers: json,
      body: new Uint8Array(twentyMegabytes).fill(0x20),
    })
    expect(answer.status).toBe(413)
    expect(answer.body.reasons).toEqual([
      { description: `Request body too large: the limit is ${MAX_BODY_BYTES} bytes` },
    ])
  })

  it('behavior: a streamed 64 MB body with no length answers 413 once past the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x20)
    const upload = async (path: string, chunks: number, type = 'application/json') => {
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === chunks) return controller.close()
          sent += 1
          controller.enqueue(chunk)
        },
      })
      const answer = await callApi(undefined, path, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit)
      return { answer, sent }
    }
    const { answer, sent } = await upload(rpcUrl(), 64)
    expect(answer.status).toBe(413)
    expect(answer.body.reasons[0].description).toMatch(/^Request body too large/)
    // Answered as soon as the limit passed: the client stopped uploading long before 64 MB.
    expect(sent).toBeLessThan(64)
    // A body nobody reads (no such operation) is dropped, and the answer still comes.
    const unknown = await upload(q('/v1/nothing'), 3, 'application/octet-stream')
    expect(unknown.answer.status).toBe(404)
  })

  it('behavior: exactly MAX_BODY_BYTES is read; one byte more is refused', async () => {
    const atLimit = `${JSON.stringify(chainIdCall)}${' '.repeat(MAX_BODY_BYTES - JSON.stringify(chainIdCall).length)}`
    expect(atLimit.length).toBe(MAX_BODY_BYTES)
    const read = await callApi('postChainRpc', rpcUrl(), {
      method: 'POST',
      headers: json,
      body: atLimit,
    })
    expect(read.status).toBe(200)
    const over = await callApi(undefined, rpcUrl(), {
      method: 'POST',
      headers: json,
      body: `${atLimit} `,
    })
    expect(over.status).toBe(413)
  })

  it('behavior: an allowed origin can read the 413 (it carries Access-Control-Allow-Origin)', async () => {
    const answer = await callApi(undefined, rpcUrl(), {
      method: 'POST',
      headers: { ...json, origin: app },
      body: new Uint8Array(twentyMegabytes),
    })
    expect(answer.status).toBe(413)
    expect(answer.headers.get('access-control-allow-origin')).toBe(app)
  })
})

describe('SQL injection', () => {
  const injections = [
    "' OR '1'='1",
    "'; DROP TABLE sessions; --",
    '" OR ""="',
    '1; SELECT pg_sleep(5)--',
    "\\'; DELETE FROM siwx_nonces; --",
    '$1',
    "') UNION SELECT * FROM sessions --",
  ]
  const e = encodeURIComponent

  it.each(injections)('behavior: %j in a path parameter answers 4xx', async (text) => {
    const session = await callApi(undefined, q(`/v1/sessions/${e(text)}`))
    expect(session.status).toBe(400)
    expect(session.body.reasons[0].description).toMatch(/^Invalid path parameter 'id'/)
    // CAIP-10 allows `%` in an address, so a percent-encoded one may be a well-formed id;
    // then it simply owns no session.
    const caip10 = await callApi(undefined, q(`/v1/sessions/${caip2}:${e(text)}`))
    if (caip10.status === 200) expect(caip10.body).toEqual({ sessions: [] })
    else expect(caip10.status).toBe(400)
    const balance = await callApi(
      undefined,
      q(`/v1/account/${e(text)}/balance`, `currency=usd&chainId=${caip2}`),
    )
    expect(balance.status).toBe(400)
    expect(balance.body.reasons[0].description).toMatch(/^Invalid path parameter 'address'/)
    const revoke = await callApi(undefined, q(`/v1/sessions/${e(text)}/revoke`), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ pci: storedPci, signature: '0x00' }),
    })
    expect(revoke.status).toBe(400)
    const image = await callApi(undefined, `${server.url}/v1/wallets/${e(text)}/image`)
    expect(image.status).toBe(404)
  })

  it.each(injections)(
    'behavior: %j in a query parameter answers 4xx or matches nothing',
    async (text) => {
      const chainId = await callApi(
        undefined,
        q(`/v1/account/${alice.address}/balance`, `currency=usd&chainId=${e(text)}`),
      )
      expect(chainId.status).toBe(400)
      expect(chainId.body.reasons[0].description).toMatch(/^Invalid query parameter 'chainId'/)
      const entries = await callApi(undefined, q('/v1/wallets', `entries=${e(text)}`))
      expect(entries.status).toBe(400)
      expect(entries.body.reasons[0].description).toMatch(/^Invalid query parameter 'entries'/)
      const project = await callApi(
        undefined,
        `${server.url}/v1/supported-chains?projectId=${e(text)}&${sdk}`,
      )
      expect(project.status).toBe(403)
      expect(project.body.reasons[0].description).toBe(
        `Invalid App Configuration: unknown projectId ${text}`,
      )
      // Free text: a search is a search, and it matches no wallet.
      const search = await callApi('getWallets', q('/v1/wallets', `search=${e(text)}`))
      expect(search.status).toBe(200)
      expect(search.body).toEqual({ count: 0, data: [] })
    },
  )

  it.each(injections)('behavior: %j in a body field answers 4xx', async (text) => {
    const revoke = (body: unknown) =>
      callApi(undefined, revokeUrl(), { method: 'POST', headers: json, body: JSON.stringify(body) })
    const asPci = await revoke({ pci: text, signature: '0x00' })
    expect([400, 403]).toContain(asPci.status)
    const asSignature = await revoke({ pci: storedPci, signature: text })
    expect([400, 403]).toContain(asSignature.status)
    const asPciSigned = await revoke({
      pci: text,
      signature: await privateKeyToAccount(alice.privateKey).signMessage({ message: text }),
    })
    // The owner's real signature of the text: answered, and nothing matches it.
    expect(asPciSigned.status).toBe(200)
    expect(asPciSigned.body).toEqual({ pci: text, revoked: false })
  })

  it('default: after every injection, the stored session and the nonces still work', async () => {
    const listed = await callApi('getSession', q(`/v1/sessions/${account}`))
    expect(listed.status).toBe(200)
    expect(listed.body.sessions.map((s: { pci: string }) => s.pci)).toEqual([storedPci])
    const nonce = await callApi('getSiwxNonce', q('/v1/siwx/nonce'))
    expect(nonce.status).toBe(200)
    expect(await server.nonces.spend(projectId, nonce.body.nonce)).toBe('consumed')
  })
})

describe('projectId', () => {
  const cases: ReadonlyArray<readonly [string, string, RegExp]> = [
    ['missing', `/v1/supported-chains?${sdk}`, /^Missing projectId/],
    ['empty', `/v1/supported-chains?projectId=&${sdk}`, /^Missing projectId/],
    ['unknown', `/v1/supported-chains?projectId=nope&${sdk}`, /unknown projectId nope$/],
    [
      'of another case',
      `/v1/supported-chains?projectId=${projectId.toUpperCase()}&${sdk}`,
      /unknown projectId HOSTILE-PROJECT$/,
    ],
    ['10 KB long', `/v1/wallets?projectId=${'x'.repeat(10_000)}&${sdk}`, /unknown projectId x+$/],
  ]

  it.each(cases)(
    'behavior: a %s projectId answers 403 with reasons',
    async (_name, path, reason) => {
      const answer = await callApi(undefined, `${server.url}${path}`)
      expect(answer.status).toBe(403)
      expect(answer.body.reasons).toHaveLength(1)
      expect(answer.body.reasons[0].description).toMatch(reason)
    },
  )

  it('behavior: an unknown projectId is refused before the body is looked at', async () => {
    const answer = await callApi(
      undefined,
      `${server.url}/v1?projectId=nope&${sdk}&chainId=${caip2}`,
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(1000) },
    )
    expect(answer.status).toBe(403)
    expect(answer.body.reasons[0].description).toMatch(/unknown projectId nope/)
  })
})

describe('CORS', () => {
  const preflight = (origin: string, method = 'POST') =>
    fetch(rpcUrl(), {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type',
      },
    })

  it('default: each configured origin gets itself back, on preflight and on the request', async () => {
    for (const origin of [app, otherApp]) {
      const pre = await preflight(origin)
      expect(pre.status).toBe(204)
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin)
      expect(pre.headers.get('access-control-allow-methods')).toMatch(/POST/)
      expect(pre.headers.get('vary')).toMatch(/Origin/)
      const actual = await callApi('postChainRpc', rpcUrl(), {
        method: 'POST',
        headers: { ...json, origin },
        body: JSON.stringify(chainIdCall),
      })
      expect(actual.status).toBe(200)
      expect(actual.headers.get('access-control-allow-origin')).toBe(origin)
    }
  })

  it('behavior: error answers carry the header too, so the app can read the reason', async () => {
    const badInput = await callApi(undefined, q('/v1/wallets', 'entries=500'), {
      headers: { origin: app },
    })
    expect(badInput.status).toBe(400)
    expect(badInput.headers.get('access-control-allow-origin')).toBe(app)
    const wrongType = await callApi(undefined, rpcUrl(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: app },
      body: '{}',
    })
    expect(wrongType.status).toBe(415)
    expect(wrongType.headers.get('access-control-allow-origin')).toBe(app)
  })

  const foreign = [
    'http://127.0.0.1:6666',
    'https://127.0.0.1:5173',
    'http://127.0.0.1:5173.evil.test',
    'http://evil.test',
    'http://127.0.0.1:5173/',
    'HTTP://127.0.0.1:5173',
    'null',
    '*',
  ]

  it.each(foreign)(
    'behavior: origin %j gets 403 and no Access-Control-Allow-Origin',
    async (origin) => {
      const pre = await preflight(origin)
      expect(pre.status).toBe(403)
      expect(pre.headers.get('access-control-allow-origin')).toBeNull()
      expect(pre.headers.get('access-control-allow-methods')).toBeNull()
      for (const init of [
        { headers: { origin } },
        { method: 'POST', headers: { ...json, origin }, body: JSON.stringify(chainIdCall) },
      ]) {
        const url = init.method === 'POST' ? rpcUrl() : q('/v1/supported-chains')
        const answer = await callApi(undefined, url, init)
        expect(answer.status).toBe(403)
        expect(answer.headers.get('access-control-allow-origin')).toBeNull()
        expect(answer.body.reasons).toEqual([
          { description: `Invalid App Configuration: origin ${origin} is not on the allowlist` },
        ])
      }
    },
  )

  it('behavior: no Origin (a server, not a browser) is answered without CORS headers', async () => {
    const answer = await callApi('getSupportedChains', q('/v1/supported-chains'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('malformed HTTP', () => {
  it('behavior: a request Node cannot parse answers 400 with reasons and closes', async () => {
    const answer = await rawHttp('NOT HTTP AT ALL\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(reasonsOf(answer)[0]?.description).toMatch(/^Malformed HTTP request/)
  })

  it('behavior: headers past the limit answer 431 with reasons', async () => {
    const answer = await rawHttp(
      `GET /v1/wallets?projectId=${projectId}&${sdk} HTTP/1.1\r\nhost: 127.0.0.1\r\nx-big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(reasonsOf(answer)[0]?.description).toMatch(/^Request headers too large/)
  })

  it('behavior: bad percent-encoding in a path answers 4xx, not 500', async () => {
    const image = await callApi(undefined, `${server.url}/v1/wallets/%E0%A4%A/image`)
    expect(image.status).toBe(404)
    expect(image.body.reasons).toEqual([{ description: 'No wallet %E0%A4%A' }])
    const session = await callApi(undefined, q('/v1/sessions/%E0%A4%A'))
    expect(session.status).toBe(400)
  })

  it('behavior: a request target naming another host stays a path on this server', async () => {
    for (const target of [`//127.0.0.1:1/v1/wallets`, `http://127.0.0.1:1/v1/wallets`]) {
      const answer = await rawHttp(
        `GET ${target}?projectId=${projectId}&${sdk} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`,
      )
      expect(answer, target).toMatch(/^HTTP\/1\.1 404 /)
      expect(reasonsOf(answer)[0]?.description).toMatch(/^No operation GET /)
    }
  })

  it('behavior: a method outside the contract answers 404 with reasons', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const answer = await callApi(undefined, q('/v1/supported-chains'), { method, body: 'x' })
      expect(answer.status, method).toBe(404)
      expect(answer.body.reasons[0].description).toBe(`No operation ${method} /v1/supported-chains`)
    }
  })
})
