import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FRAME_PRICE_CACHE_MS } from '../../../runtime/constants.ts'
import { nativePriceRoute } from '../../../server/frame/nativePriceRoute.ts'
import { type RunningServer, startServer } from '../../../server/startServer.ts'

// The real Data API on 127.0.0.1 (no chain is read for a price: it is the operator's table).
let api: RunningServer
beforeAll(async () => {
  api = await startServer({
    port: 0,
    projectIds: ['demo'],
    allowedOrigins: ['http://127.0.0.1:5173'],
    chains: [{ caipNetworkId: 'eip155:31337', name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
    prices: { ETH: 3_000 },
  })
})
afterAll(async () => {
  await api?.stop()
})

const ask = (route: ReturnType<typeof nativePriceRoute>, query: string) =>
  route(new URL(`http://127.0.0.1:8788/frame/price?${query}`)).then((r) => r.json())

describe('nativePriceRoute', () => {
  it('default: the native currency’s USD price, read from the Data API', async () => {
    const route = nativePriceRoute({
      dataApiUrl: api.url,
      projectIds: ['demo'],
      chainIds: [31337, 1],
    })
    expect(await ask(route, 'projectId=demo&chainId=31337')).toEqual({ usd: 3_000 })
  })

  it('behavior: an unserved chain, an unknown project or a bad id answer no price', async () => {
    const route = nativePriceRoute({
      dataApiUrl: api.url,
      projectIds: ['demo'],
      chainIds: [31337, 1],
    })
    expect(await ask(route, 'projectId=demo&chainId=1')).toEqual({ usd: null })
    expect(await ask(route, 'projectId=other&chainId=31337')).toEqual({ usd: null })
    expect(await ask(route, 'projectId=demo&chainId=x')).toEqual({ usd: null })
  })

  it(`behavior: a price is kept ${FRAME_PRICE_CACHE_MS} ms; an unreachable API gives none, never a guess`, async () => {
    let now = 0
    let calls = 0
    const counted = (async (...args: Parameters<typeof fetch>) => {
      calls += 1
      return fetch(...args)
    }) as typeof fetch
    const route = nativePriceRoute({
      dataApiUrl: api.url,
      projectIds: ['demo'],
      chainIds: [31337],
      now: () => now,
      fetch: counted,
    })
    await ask(route, 'projectId=demo&chainId=31337')
    now = FRAME_PRICE_CACHE_MS - 1
    await ask(route, 'projectId=demo&chainId=31337')
    expect(calls).toBe(1)
    now = FRAME_PRICE_CACHE_MS
    await ask(route, 'projectId=demo&chainId=31337')
    expect(calls).toBe(2)
    const closed = nativePriceRoute({
      dataApiUrl: 'http://127.0.0.1:1',
      projectIds: ['demo'],
      chainIds: [31337],
    })
    expect(await ask(closed, 'projectId=demo&chainId=31337')).toEqual({ usd: null })
  })
})
