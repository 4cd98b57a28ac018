/**
 * The server's cost per request, held as ratios to a bare `node:http` server measured in the
 * same test (issue 32: config-only ≥ 0.5 of bare Node, the wallet registry ≥ 0.4 in the full
 * bench). Short runs alternate bare / API so a load spike on the shared machine moves both
 * sides; the floors sit at half the targets, so only a real regression (the 1/14 of the old
 * fetch adapter) fails, not a busy machine. `npm run bench:server` measures the targets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BareServer, runLoad, startBareServer } from '../../bench/serverLoad.ts'
import { type RunningServer, startServer } from '../../server/startServer.ts'
import type { Storage } from '../../server/storage/Storage.ts'

/** Half of issue 32's targets: the floor a short run under load must still clear. */
const floors = { 'supported-chains': 0.25, wallets: 0.2 } as const
const rounds = 3

const unused = () => Promise.reject(new Error('the budget endpoints never reach the storage'))
/** The endpoints measured reach no storage; a stand-in spares the test a database start. */
const noStorage = {
  issueNonce: unused,
  spendNonce: unused,
  consumeNonce: unused,
  addSession: unused,
  listSessions: unused,
  revokeSession: unused,
  sweepExpired: async () => {},
  recordEvent: unused,
  listEvents: unused,
  sql: { query: unused, exec: unused, transaction: unused, close: async () => {} },
  close: async () => {},
} satisfies Storage

let bare: BareServer
let server: RunningServer

beforeAll(async () => {
  bare = await startBareServer(JSON.stringify({ http: ['eip155:31337'], ws: [] }))
  server = await startServer({
    port: 0,
    projectIds: ['budget'],
    allowedOrigins: [],
    chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }],
    indexer: false,
    storage: noStorage,
  })
})
afterAll(async () => {
  await server?.stop()
  await bare?.stop()
})

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('server budget (ratios to bare node:http)', () => {
  it('rule: supported chains and a wallet registry page keep their share of bare Node', async () => {
    const url = (path: string) => `${server.url}${path}?projectId=budget&st=latch-react&sv=0.1.0`
    const load = { seconds: 1, connections: 10 }
    const ratios: Record<keyof typeof floors, number[]> = { 'supported-chains': [], wallets: [] }
    await runLoad({ ...load, url: url('/v1/wallets') })
    for (let round = 0; round < rounds; round++) {
      const base = await runLoad({ ...load, url: bare.url })
      for (const endpoint of Object.keys(floors) as (keyof typeof floors)[]) {
        const result = await runLoad({ ...load, url: url(`/v1/${endpoint}`) })
        expect(result.non2xx + result.errors).toBe(0)
        ratios[endpoint].push(result.requestsPerSecond / Math.max(1, base.requestsPerSecond))
      }
    }
    const measured = Object.fromEntries(
      Object.entries(ratios).map(([endpoint, list]) => [endpoint, median(list)]),
    )
    console.info('[server budget] median ratio to bare node:http', measured)
    for (const [endpoint, floor] of Object.entries(floors))
      expect(measured[endpoint], endpoint).toBeGreaterThanOrEqual(floor)
  }, 90_000)
})
