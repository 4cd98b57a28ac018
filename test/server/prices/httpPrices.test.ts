import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedPrices } from '../../../server/prices/cachedPrices.ts'
import { httpPrices } from '../../../server/prices/httpPrices.ts'

let server: Server
let url: string
let reads = 0
let answer: { status: number; body: string }

beforeAll(async () => {
  server = createServer((_req, res) => {
    reads += 1
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/usd.json`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('HTTP price source', () => {
  it('reads prices by symbol, reuses them for the TTL, keeps them through an outage until stale', async () => {
    let clock = Date.UTC(2026, 10, 26, 12)
    const seconds = () => Math.floor(clock / 1000)
    answer = {
      status: 200,
      body: JSON.stringify({
        ETH: { usd: 3012.5, updatedAt: seconds() },
        BTC: { usd: 95000, updatedAt: new Date(clock - 3 * 3_600_000).toISOString() },
        USDC: 1,
        BAD: 'x',
      }),
    }
    const errors: unknown[] = []
    const source = cachedPrices(httpPrices(url, { now: () => clock }), {
      ttlMs: 30_000,
      maxAgeMs: 3_600_000,
      now: () => clock,
      onError: (cause) => errors.push(cause),
    })
    reads = 0
    // BTC was updated 3 h ago, past the 1 h limit: no price rather than an old one.
    expect(await source.table()).toEqual({ ETH: 3012.5, USDC: 1 })
    clock += 29_000
    expect(await source.table()).toEqual({ ETH: 3012.5, USDC: 1 })
    expect(reads).toBe(1)
    answer = { status: 503, body: '{}' }
    clock += 1_000
    expect(await source.table()).toEqual({ ETH: 3012.5, USDC: 1 })
    expect(reads).toBe(2)
    expect(String(errors[0])).toContain('The price source answered HTTP 503')
    clock += 3_600_000
    expect(await source.table()).toEqual({})
  })

  it('fails a read that is not an object of prices', async () => {
    answer = { status: 200, body: '[1, 2]' }
    await expect(httpPrices(url)()).rejects.toThrow(
      'The price source did not answer a JSON object of prices by symbol',
    )
  })
})
