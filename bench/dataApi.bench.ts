/**
 * Per-call overhead of the DataApi wrapper (query building, openapi-fetch, timeout, retry
 * plumbing and the schema decode) for a 1000-token balance answer, against a raw
 * `fetch` + `JSON.parse` of the same answer from the same local server.
 *
 * Run: npx vitest bench --run bench/dataApi.bench.ts
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Effect, Layer, Schema } from 'effect'
import { afterAll, test } from 'vitest'
import { AccountBalanceResponse } from '../generated/api/schemas.ts'
import { DataApi } from '../runtime/services/DataApi.ts'
import { Logger } from '../runtime/services/Logger.ts'
import { Storage } from '../runtime/services/Storage.ts'

const TOKENS = 1000
const address = '0x00000000000000000000000000000000000000aa'

/** A 1000-token balance answer, generated here so the bench carries no large fixture file. */
const fixture = JSON.stringify({
  balances: Array.from({ length: TOKENS }, (_, i) => ({
    name: `Token ${i}`,
    symbol: `T${i}`,
    chainId: 'eip155:1',
    address: `eip155:1:0x${i.toString(16).padStart(40, '0')}`,
    value: i * 1.5,
    price: 1.5,
    quantity: { decimals: '18', numeric: `${i}.0` },
    iconUrl: `https://example.com/${i}.png`,
  })),
})

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(fixture)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address() as AddressInfo
const apiUrl = `http://127.0.0.1:${port}`
const rawUrl = `${apiUrl}/v1/account/${address}/balance?currency=usd&chainId=eip155%3A1&projectId=demo&st=latch-react&sv=0.1.0&clientId=x`

const api = await Effect.runPromise(
  DataApi.make({ apiUrl, projectId: 'demo' }).pipe(
    Effect.provide(Storage.layerMemory.pipe(Layer.provideMerge(Logger.layer()))),
  ),
)
const decode = Schema.decodeUnknownSync(AccountBalanceResponse)

afterAll(() => {
  server.closeAllConnections()
  server.close()
})

test('1000-token balance answer over 127.0.0.1: DataApi wrapper vs raw fetch', async ({
  bench,
}) => {
  await bench.compare(
    bench('raw fetch + JSON.parse', async () => {
      const response = await fetch(rawUrl)
      JSON.parse(await response.text())
    }),
    bench('DataApi.getAccountBalance (decode included)', async () => {
      await Effect.runPromise(
        api.getAccountBalance({ address, chainId: 'eip155:1', supported: true }),
      )
    }),
  )
})

test('1000-token balance answer, no network: parse vs parse + schema decode', async ({ bench }) => {
  const parsed: unknown = JSON.parse(fixture)
  await bench.compare(
    bench('JSON.parse', () => {
      JSON.parse(fixture)
    }),
    bench('JSON.parse + AccountBalanceResponse decode', () => {
      decode(JSON.parse(fixture))
    }),
    bench('AccountBalanceResponse decode of parsed JSON', () => {
      decode(parsed)
    }),
  )
})
