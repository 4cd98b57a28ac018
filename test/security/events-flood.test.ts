import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { EVENT_LIMIT } from '../../server/auth/authConstants.ts'
import { chainlessApiForTests } from '../server/support/apiForTests.ts'

// Round 12, a client that never uses the UI: `POST /e` (SPEC §7 analytics) needs no session
// and a script outside a browser sends no `Origin`, so CORS never applies; every event with a
// fresh id was a new row, without end. Played against the real Data API over HTTP.
const projectId = 'events-project'
const api = chainlessApiForTests(projectId)

const post = (headers: Record<string, string> = {}) =>
  fetch(`${api.url}/e?projectId=${projectId}&st=latch-react&sv=0.1.0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      eventId: randomUUID(),
      url: 'https://app.example/',
      domain: 'app.example',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN', properties: {} },
    }),
  })

describe('POST /e flooded by one client', () => {
  it(`attack: made-up events past ${EVENT_LIMIT} a minute get 429, a forged X-Forwarded-For no fresh bucket`, async () => {
    const statuses: number[] = []
    for (let i = 0; i < EVENT_LIMIT; i++) statuses.push((await post()).status)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    const limited = await post()
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({
      reasons: [{ description: expect.stringMatching(/^Please try again after \d+ seconds$/) }],
    })
    expect((await post({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429)
  }, 60_000)
})
