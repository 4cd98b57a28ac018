import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import {
  DATA_API_BACKOFF_MS,
  DATA_API_RETRIES,
  DATA_API_RETRY_AFTER_MAX_MS,
  HTTP_TIMEOUT_MS,
  SDK_TYPE,
  SDK_VERSION,
} from '../../../runtime/constants.ts'
import { apiMessage, type DataApiError } from '../../../runtime/errors/DataApiError.ts'
import { CLIENT_ID_KEY, DataApi, type DataApiOptions } from '../../../runtime/services/DataApi.ts'
import { Logger } from '../../../runtime/services/Logger.ts'
import { makeMemoryBackend, type StorageBackend } from '../../../runtime/services/Storage.ts'
import { serviceTestLayer } from '../support/serviceTestLayer.ts'

// --- a Data API on 127.0.0.1 --------------------------------------------------------------------

/** What the server does with one request: answer it, or never answer (`'hang'`). */
type Reply =
  | {
      readonly status: number
      readonly body?: unknown
      readonly raw?: string
      readonly headers?: Record<string, string>
    }
  | 'hang'

interface Received {
  readonly method: string
  readonly url: URL
  readonly body: string
  readonly contentType: string | undefined
}

interface Server {
  readonly url: string
  readonly received: Array<Received>
  /** Answers the next requests; the last reply repeats. */
  reply(...replies: Array<Reply>): void
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })

const respond = (res: ServerResponse, reply: Reply) => {
  if (reply === 'hang') return
  const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body))
  res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(text)
}

/** Starts a server on port 0; closed with the test's scope. */
const startServer = Effect.acquireRelease(
  Effect.promise(
    () =>
      new Promise<{ server: Server; close: () => Promise<void> }>((resolve) => {
        let replies: Array<Reply> = [{ status: 200, body: {} }]
        const received: Array<Received> = []
        const http = createServer((req, res) => {
          void readBody(req).then((body) => {
            received.push({
              method: req.method ?? '',
              url: new URL(req.url ?? '/', 'http://127.0.0.1'),
              body,
              contentType: req.headers['content-type'],
            })
            const reply = replies.length > 1 ? replies.shift()! : replies[0]!
            respond(res, reply)
          })
        })
        http.listen(0, '127.0.0.1', () => {
          const { port } = http.address() as AddressInfo
          resolve({
            server: {
              url: `http://127.0.0.1:${port}`,
              received,
              reply: (...next) => {
                replies = next
              },
            },
            close: () =>
              new Promise<void>((done) => {
                http.closeAllConnections()
                http.close(() => done())
              }),
          })
        })
      }),
  ),
  ({ close }) => Effect.promise(close),
).pipe(Effect.map(({ server }) => server))

/** A port nothing listens on: connections to it are refused. */
const closedPort = Effect.promise(
  () =>
    new Promise<string>((resolve) => {
      const http = createServer()
      http.listen(0, '127.0.0.1', () => {
        const { port } = http.address() as AddressInfo
        http.close(() => resolve(`http://127.0.0.1:${port}`))
      })
    }),
)

// --- helpers ------------------------------------------------------------------------------------

/** A DataApi with a debug logger, memory storage and a fetch that counts attempts. */
const makeApi = (
  options: Partial<DataApiOptions> & { readonly apiUrl: string | undefined },
  backend: StorageBackend = makeMemoryBackend(),
) =>
  Effect.gen(function* () {
    const attempts: Array<string> = []
    const logger = yield* Logger
    const api = yield* DataApi.make({
      projectId: 'demo',
      fetch: (request) => {
        attempts.push(`${request.method} ${new URL(request.url).pathname}`)
        return globalThis.fetch(request)
      },
      ...options,
    })
    return { api, attempts, logger }
  }).pipe(Effect.provide(serviceTestLayer({ storage: backend })))

/** Waits, a real millisecond at a time, for something a socket brings (bounded to ~2 s). */
const until = (condition: () => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 2000 && !condition(); i++) yield* TestClock.withLive(Effect.sleep(1))
    expect(condition()).toBe(true)
  })

const retryCount = (logger: Logger['Service']) =>
  Effect.map(
    logger.entries,
    (entries) => entries.filter((e) => e.message === 'Data API retry').length,
  )

/** Waits until the call has logged `n` retries (it is asleep before attempt n + 1). */
const awaitRetries = (logger: Logger['Service'], n: number) =>
  Effect.gen(function* () {
    for (let i = 0; i < 2000; i++) {
      if ((yield* retryCount(logger)) >= n) return
      yield* TestClock.withLive(Effect.sleep(1))
    }
    expect(yield* retryCount(logger)).toBe(n)
  })

const balances = {
  balances: [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: '1.0' },
      iconUrl: 'https://example.com/eth.png',
    },
  ],
}

const address = '0x00000000000000000000000000000000000000aa'

describe('DataApi', () => {
  it.effect('default: decodes the 200 and sends projectId, st, sv and clientId', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply({ status: 200, body: balances })
      const { api } = yield* makeApi({ apiUrl: server.url })
      const result = yield* api.getAccountBalance({ address, chainId: 'eip155:1', supported: true })
      expect(result).toEqual(balances)
      const [request] = server.received
      expect(request?.method).toBe('GET')
      expect(request?.url.pathname).toBe(`/v1/account/${address}/balance`)
      const query = Object.fromEntries(request?.url.searchParams ?? [])
      expect(query).toEqual({
        projectId: 'demo',
        st: SDK_TYPE,
        sv: SDK_VERSION,
        clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        currency: 'usd',
        chainId: 'eip155:1',
      })
    }),
  )

  it('default: SDK_VERSION is the package version', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { version: string }
    expect(SDK_VERSION).toBe(pkg.version)
  })

  it('default: the retry policy is 3 retries from 500 ms, Retry-After up to 60 s', () => {
    expect({
      DATA_API_RETRIES,
      DATA_API_BACKOFF_MS,
      DATA_API_RETRY_AFTER_MAX_MS,
      HTTP_TIMEOUT_MS,
    }).toMatchInlineSnapshot(`
        {
          "DATA_API_BACKOFF_MS": 500,
          "DATA_API_RETRIES": 3,
          "DATA_API_RETRY_AFTER_MAX_MS": 60000,
          "HTTP_TIMEOUT_MS": 10000,
        }
      `)
  })

  it.effect('parameters: sdkType and sdkVersion replace st and sv', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply({ status: 200, body: { http: ['eip155:1'] } })
      const { api } = yield* makeApi({
        apiUrl: `${server.url}/`,
        sdkType: 'latch-js',
        sdkVersion: '9.9.9',
      })
      expect(yield* api.getSupportedChains()).toEqual({ http: ['eip155:1'] })
      expect(server.received[0]?.url.pathname).toBe('/v1/supported-chains')
      expect(server.received[0]?.url.searchParams.get('st')).toBe('latch-js')
      expect(server.received[0]?.url.searchParams.get('sv')).toBe('9.9.9')
    }),
  )

  it.effect('behavior: the clientId is created once and kept in Storage across instances', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply({ status: 200, body: { http: [] } })
      const backend = makeMemoryBackend()
      const first = yield* makeApi({ apiUrl: server.url }, backend)
      yield* first.api.getSupportedChains()
      yield* first.api.getSupportedChains()
      const second = yield* makeApi({ apiUrl: server.url }, backend)
      yield* second.api.getSupportedChains()
      const ids = server.received.map((r) => r.url.searchParams.get('clientId'))
      expect(new Set(ids).size).toBe(1)
      expect(backend.getItem(`latch:v1:${CLIENT_ID_KEY.name}`)).toBe(ids[0])
      expect(yield* second.api.clientId).toBe(ids[0])
    }),
  )

  it.effect('behavior: path, query and JSON body of a typed call', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply({ status: 200, body: { pci: 'p1', revoked: true } })
      const { api } = yield* makeApi({ apiUrl: server.url })
      const result = yield* api.revokeSession({
        id: 'eip155:1:0xabc',
        pci: 'p1',
        signature: '0xsig',
      })
      expect(result).toEqual({ pci: 'p1', revoked: true })
      const [request] = server.received
      expect(request?.method).toBe('POST')
      expect(request?.url.pathname).toBe('/v1/sessions/eip155%3A1%3A0xabc/revoke')
      expect(JSON.parse(request?.body ?? '')).toEqual({ pci: 'p1', signature: '0xsig' })
      expect(request?.contentType).toBe('application/json')

      server.reply({ status: 200, body: { data: [], next: null } })
      yield* api.call('getAccountHistory', {
        path: { account: address },
        query: { cursor: 'c1', chainId: 'eip155:1' },
        supported: true,
      })
      expect(server.received[1]?.url.searchParams.get('cursor')).toBe('c1')
    }),
  )

  it.effect(
    'behavior: each status maps to its SPEC §8 text, the first reason kept as details',
    () =>
      Effect.gen(function* () {
        const server = yield* startServer
        const { api } = yield* makeApi({ apiUrl: server.url })
        const event = {
          eventId: '123e4567-e89b-12d3-a456-426614174000',
          url: 'https://app.example',
          domain: 'app.example',
          timestamp: 0,
          props: { type: 'track', event: 'MODAL_OPEN' },
        }
        const rows: Array<unknown> = []
        for (const status of [400, 403, 404, 429, 500, 501, 503]) {
          server.reply({
            status,
            body: { reasons: [{ description: `why ${status}` }, { description: 'no' }] },
          })
          const error: DataApiError = yield* Effect.flip(api.postEvent(event))
          rows.push([status, error._tag, error.reason, error.status, error.message, error.details])
        }
        expect(rows).toMatchInlineSnapshot(`
          [
            [
              400,
              "DataApiError",
              "HttpStatus",
              400,
              "HTTP status code: 400",
              "why 400",
            ],
            [
              403,
              "DataApiError",
              "InvalidAppConfiguration",
              403,
              "Invalid App Configuration",
              "why 403",
            ],
            [
              404,
              "DataApiError",
              "HttpStatus",
              404,
              "HTTP status code: 404",
              "why 404",
            ],
            [
              429,
              "DataApiError",
              "RateLimited",
              429,
              "Rate Limited",
              "why 429",
            ],
            [
              500,
              "DataApiError",
              "ServerError",
              500,
              "Server Error",
              "why 500",
            ],
            [
              501,
              "DataApiError",
              "HttpStatus",
              501,
              "HTTP status code: 501",
              "why 501",
            ],
            [
              503,
              "DataApiError",
              "ServerError",
              503,
              "Server Error",
              "why 503",
            ],
          ]
        `)
        server.reply({ status: 404, raw: 'not json' })
        const bare: DataApiError = yield* Effect.flip(api.postEvent(event))
        expect([bare.message, bare.details]).toEqual(['HTTP status code: 404', undefined])
        expect(apiMessage(bare, 'Error resolving name')).toBe('Error resolving name')
        server.reply({ status: 404, body: { reasons: [{ description: 'Name not found' }] } })
        const named: DataApiError = yield* Effect.flip(api.postEvent(event))
        expect(apiMessage(named, 'Error resolving name')).toBe('Name not found')
        // Only the non-idempotent postEvent was called: no retries.
        expect(server.received).toHaveLength(9)
      }),
  )

  it.effect('behavior: an idempotent call retries 3 times with 500, 1000, 2000 ms backoff', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply({ status: 503, body: { reasons: [{ description: 'maintenance' }] } })
      const { api, attempts, logger } = yield* makeApi({ apiUrl: server.url })
      const fiber = yield* Effect.forkChild(api.getSupportedChains())
      for (let retry = 0; retry < DATA_API_RETRIES; retry++) {
        yield* awaitRetries(logger, retry + 1)
        const delay = DATA_API_BACKOFF_MS * 2 ** retry
        yield* TestClock.adjust(delay - 1)
        expect(attempts).toHaveLength(retry + 1)
        yield* TestClock.adjust(1)
        yield* until(() => attempts.length === retry + 2)
      }
      const error: DataApiError = yield* Effect.flip(Fiber.join(fiber))
      expect([error.reason, error.status, error.message, error.details]).toEqual([
        'ServerError',
        503,
        'Server Error',
        'maintenance',
      ])
      expect(attempts).toHaveLength(DATA_API_RETRIES + 1)
      expect(server.received).toHaveLength(DATA_API_RETRIES + 1)
    }),
  )

  it.effect('behavior: a retry that succeeds returns the answer; 500 is retried too', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply({ status: 500 }, { status: 200, body: { nonce: 'abcdefgh12' } })
      const { api, logger } = yield* makeApi({ apiUrl: server.url })
      const fiber = yield* Effect.forkChild(api.getNonce())
      yield* awaitRetries(logger, 1)
      yield* TestClock.adjust(DATA_API_BACKOFF_MS)
      expect(yield* Fiber.join(fiber)).toEqual({ nonce: 'abcdefgh12' })
    }),
  )

  it.effect('behavior: a non-idempotent call and a 4xx are not retried', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      const { api, attempts } = yield* makeApi({ apiUrl: server.url })
      server.reply({ status: 503 })
      const revoked = yield* Effect.flip(api.revokeSession({ id: 'a', pci: 'p', signature: 's' }))
      expect(revoked.reason).toBe('ServerError')
      server.reply({ status: 403 })
      const forbidden = yield* Effect.flip(api.getSupportedChains())
      expect(forbidden.message).toBe('Invalid App Configuration')
      expect(attempts).toHaveLength(2)
    }),
  )

  it.effect('behavior: 429 waits Retry-After seconds instead of the backoff', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply(
        { status: 429, headers: { 'retry-after': '7' } },
        { status: 200, body: { http: ['eip155:1'] } },
      )
      const { api, attempts, logger } = yield* makeApi({ apiUrl: server.url })
      const fiber = yield* Effect.forkChild(api.getSupportedChains())
      yield* awaitRetries(logger, 1)
      yield* TestClock.adjust(7_000 - 1)
      expect(attempts).toHaveLength(1)
      yield* TestClock.adjust(1)
      expect(yield* Fiber.join(fiber)).toEqual({ http: ['eip155:1'] })
      expect(attempts).toHaveLength(2)
    }),
  )

  it.effect('behavior: Retry-After as an HTTP date counts from the clock', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      yield* TestClock.setTime(Date.parse('2030-01-01T00:00:00Z'))
      server.reply(
        { status: 429, headers: { 'retry-after': 'Tue, 01 Jan 2030 00:00:03 GMT' } },
        { status: 200, body: { http: [] } },
      )
      const { api, attempts, logger } = yield* makeApi({ apiUrl: server.url })
      const fiber = yield* Effect.forkChild(api.getSupportedChains())
      yield* awaitRetries(logger, 1)
      yield* TestClock.adjust(3_000 - 1)
      expect(attempts).toHaveLength(1)
      yield* TestClock.adjust(1)
      expect(yield* Fiber.join(fiber)).toEqual({ http: [] })
    }),
  )

  it.effect('behavior: a Retry-After beyond the cap fails at once with Rate Limited', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      const seconds = (limit: number) => String(limit / 1000)
      const { api, attempts, logger } = yield* makeApi({ apiUrl: server.url })
      server.reply({
        status: 429,
        headers: { 'retry-after': seconds(DATA_API_RETRY_AFTER_MAX_MS + 1000) },
      })
      const error = yield* Effect.flip(api.getSupportedChains())
      expect([error.reason, error.status, error.message]).toEqual([
        'RateLimited',
        429,
        'Rate Limited',
      ])
      expect(attempts).toHaveLength(1)
      // At the cap itself it still waits.
      server.reply(
        { status: 429, headers: { 'retry-after': seconds(DATA_API_RETRY_AFTER_MAX_MS) } },
        { status: 200, body: { http: [] } },
      )
      const fiber = yield* Effect.forkChild(api.getSupportedChains())
      yield* awaitRetries(logger, 1)
      yield* TestClock.adjust(DATA_API_RETRY_AFTER_MAX_MS)
      expect(yield* Fiber.join(fiber)).toEqual({ http: [] })
    }),
  )

  it.effect('behavior: a refused connection is a Network error, retried like a 503', () =>
    Effect.gen(function* () {
      const url = yield* closedPort
      const { api, attempts, logger } = yield* makeApi({ apiUrl: url })
      const fiber = yield* Effect.forkChild(api.getSupportedChains())
      for (let retry = 0; retry < DATA_API_RETRIES; retry++) {
        yield* awaitRetries(logger, retry + 1)
        yield* TestClock.adjust(DATA_API_BACKOFF_MS * 2 ** retry)
      }
      const error = yield* Effect.flip(Fiber.join(fiber))
      expect([error.reason, error.status, error.message]).toEqual([
        'Network',
        undefined,
        'Network request failed',
      ])
      expect(attempts).toHaveLength(DATA_API_RETRIES + 1)
    }),
  )

  it.effect('behavior: no answer within HTTP_TIMEOUT_MS fails with Timeout, not retried', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply('hang')
      const { api, attempts } = yield* makeApi({ apiUrl: server.url })
      const fiber = yield* Effect.forkChild(api.getSupportedChains())
      yield* until(() => server.received.length === 1)
      yield* TestClock.adjust(HTTP_TIMEOUT_MS - 1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      const error = yield* Effect.flip(Fiber.join(fiber))
      expect([error.reason, error.message]).toEqual([
        'Timeout',
        'The request took too long to respond',
      ])
      expect(attempts).toHaveLength(1)
    }),
  )

  it.effect('behavior: a malformed 200 is a typed Decode error, never a crash', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      const { api, attempts } = yield* makeApi({ apiUrl: server.url })
      server.reply({ status: 200, raw: '{"balances": [' })
      const notJson = yield* Effect.flip(
        api.getAccountBalance({ address, chainId: 'eip155:1', supported: true }),
      )
      expect(notJson).toMatchObject({
        _tag: 'DataApiError',
        reason: 'Decode',
        message: 'Unexpected response from the Data API',
      })
      server.reply({ status: 200, body: { balances: [{ name: 'x' }] } })
      const wrongShape = yield* Effect.flip(
        api.getAccountBalance({ address, chainId: 'eip155:1', supported: true }),
      )
      expect(wrongShape).toMatchObject({
        reason: 'Decode',
        details: expect.stringContaining('symbol'),
      })
      server.reply({ status: 200, raw: '' })
      expect((yield* Effect.flip(api.getSupportedChains())).reason).toBe('Decode')
      expect(attempts).toHaveLength(3)
    }),
  )

  it.effect('behavior: a chain-scoped call on an unsupported network is skipped, unsent', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      const { api } = yield* makeApi({ apiUrl: server.url })
      const skipped = yield* Effect.flip(api.getIdentity({ address, supported: false }))
      expect(skipped._tag).toBe('DataApiSkipped')
      expect(skipped).toMatchObject({ operation: 'getIdentity' })
      server.reply({ status: 200, body: { name: 'vitalik.eth', avatar: null } })
      expect(yield* api.getIdentity({ address, supported: true })).toEqual({
        name: 'vitalik.eth',
        avatar: null,
      })
      expect(server.received).toHaveLength(1)
    }),
  )

  it.effect('behavior: without apiUrl every call fails fast with NotConfigured', () =>
    Effect.gen(function* () {
      const { api, attempts } = yield* makeApi({ apiUrl: undefined })
      const error = yield* Effect.flip(api.getSupportedChains())
      expect([error._tag, error.reason, error.message]).toEqual([
        'DataApiError',
        'NotConfigured',
        'The Data API is not configured (no apiUrl)',
      ])
      const generic = yield* Effect.flip(api.http.get({ path: '/v1/anything' }))
      expect(generic.reason).toBe('NotConfigured')
      expect(attempts).toHaveLength(0)
    }),
  )

  it.effect('behavior: the generic client appends params and clientId, sends JSON bodies', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      const { api } = yield* makeApi({ apiUrl: server.url })
      server.reply({ status: 200, body: { ok: 1 } })
      expect(
        yield* api.http.get({ path: '/v1/thing', params: { a: 1, b: ['x', 'y'], c: undefined } }),
      ).toEqual({ ok: 1 })
      yield* api.http.post({ path: 'v1/thing', body: { hello: 'world' } })
      yield* api.http.put({ path: '/v1/thing', body: [1] })
      yield* api.http.delete({ path: '/v1/thing' })
      const clientId = yield* api.clientId
      const [get, post, put, del] = server.received
      expect(get?.url.search).toBe(
        `?a=1&b=x&b=y&projectId=demo&st=${SDK_TYPE}&sv=${SDK_VERSION}&clientId=${clientId}`,
      )
      expect([post?.method, post?.url.pathname, post?.body, post?.contentType]).toEqual([
        'POST',
        '/v1/thing',
        '{"hello":"world"}',
        'application/json',
      ])
      expect([put?.method, put?.body]).toEqual(['PUT', '[1]'])
      expect([del?.method, del?.body, del?.contentType]).toEqual(['DELETE', '', undefined])
    }),
  )

  it.effect(
    'behavior: the generic client reads blobs, takes absolute URLs, maps every non-ok',
    () =>
      Effect.gen(function* () {
        const server = yield* startServer
        const other = yield* startServer
        const { api, attempts } = yield* makeApi({ apiUrl: server.url })
        other.reply({ status: 200, raw: 'PNGDATA' })
        const blob = yield* api.http.getBlob({
          path: `${other.url}/icon.png`,
          params: { size: 'sm' },
        })
        expect(yield* Effect.promise(() => blob.text())).toBe('PNGDATA')
        expect(other.received[0]?.url.search).toBe(`?size=sm&clientId=${yield* api.clientId}`)
        const statuses: Array<string> = []
        for (const status of [403, 429, 503]) {
          server.reply({ status, body: { reasons: [{ description: 'nope' }] } })
          const error = yield* Effect.flip(api.http.get({ path: '/v1/x' }))
          statuses.push(`${error.reason} ${error.message} ${error.details}`)
        }
        expect(statuses).toEqual([
          'HttpStatus HTTP status code: 403 nope',
          'HttpStatus HTTP status code: 429 nope',
          'HttpStatus HTTP status code: 503 nope',
        ])
        expect(attempts).toHaveLength(4)
      }),
  )

  it.effect('behavior: the generic client times out at HTTP_TIMEOUT_MS', () =>
    Effect.gen(function* () {
      const server = yield* startServer
      server.reply('hang')
      const { api } = yield* makeApi({ apiUrl: server.url })
      const fiber = yield* Effect.forkChild(api.http.get({ path: '/slow' }))
      yield* until(() => server.received.length === 1)
      yield* TestClock.adjust(HTTP_TIMEOUT_MS - 1)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      expect((yield* Effect.flip(Fiber.join(fiber))).reason).toBe('Timeout')
    }),
  )

  it.effect('behavior: layerTest fails what it is not given', () =>
    Effect.gen(function* () {
      const api = yield* DataApi
      expect(yield* api.getSupportedChains()).toEqual({ http: ['eip155:1'] })
      expect((yield* Effect.flip(api.getNonce())).reason).toBe('NotConfigured')
      expect((yield* Effect.flip(api.call('getWallets'))).reason).toBe('NotConfigured')
    }).pipe(
      Effect.provide(
        DataApi.layerTest({ getSupportedChains: () => Effect.succeed({ http: ['eip155:1'] }) }),
      ),
    ),
  )
})
