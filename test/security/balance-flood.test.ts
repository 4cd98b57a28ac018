import { describe, expect, it } from 'vitest'
import { BALANCE_LIMIT, CLIENT_LIMIT_WINDOW_MS } from '../../server/auth/authConstants.ts'
import { LOCAL_CAIP2, LOCAL_PROJECT, localApiForTests } from '../server/support/apiForTests.ts'

// Round 13, a client that never uses the UI: `GET /v1/account/{address}/balance` needs no
// session, and each request with a made-up address made the server read the chain's node,
// outside the RPC proxy's budget and without end. Played against the real Data API over HTTP.
let later = 0
const { server } = localApiForTests({ more: () => ({ now: () => Date.now() + later }) })

const madeUp = (i: number) => `0x${i.toString(16).padStart(40, '0')}`
const read = (i: number, headers: Record<string, string> = {}) =>
  fetch(
    `${server.url}/v1/account/${madeUp(i)}/balance?currency=usd&chainId=${LOCAL_CAIP2}&projectId=${LOCAL_PROJECT}&st=latch-react&sv=0.1.0`,
    { headers },
  )

describe('GET balance flooded by one client', () => {
  it(`attack: made-up addresses past ${BALANCE_LIMIT} a minute get 429, a forged X-Forwarded-For no fresh bucket, the next minute reads again`, async () => {
    const statuses: number[] = []
    for (let start = 0; start < BALANCE_LIMIT; start += 100) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => read(start + i).then((r) => r.status)),
      )
      statuses.push(...answers)
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    const limited = await read(BALANCE_LIMIT)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      reasons: [{ description: expect.stringMatching(/^Please try again after \d+ seconds$/) }],
    })
    expect((await read(BALANCE_LIMIT + 1, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429)
    later = CLIENT_LIMIT_WINDOW_MS
    const next = await read(BALANCE_LIMIT + 2)
    expect(next.status).toBe(200)
  }, 60_000)
})
