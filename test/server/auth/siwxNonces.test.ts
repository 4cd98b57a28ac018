import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siwxNonces } from '../../../server/auth/siwxNonces.ts'
import { siwxNonceKey } from '../../../server/auth/siwxNonceToken.ts'
import { type RunningServer, startServer } from '../../../server/startServer.ts'
import { openStorage } from '../../../server/storage/openStorage.ts'
import { SIWX_NONCE_TTL_MS, type Storage } from '../../../server/storage/Storage.ts'
import { callApi } from '../support/callApi.ts'

const key = siwxNonceKey(new Uint8Array(32).fill(7))
/** The nonces' clock: the expiry tests move it instead of sleeping. */
let clock = Date.parse('2030-01-01T00:00:00.000Z')
let storage: Storage

beforeAll(async () => {
  storage = await openStorage()
}, 60_000)
afterAll(async () => {
  await storage?.close()
}, 30_000)

const nonces = () => siwxNonces({ key, storage, now: () => clock })

/** The nonce with the hex digit at `index` changed to another. */
const altered = (nonce: string, index: number) =>
  nonce.slice(0, index) + (nonce[index] === '0' ? '1' : '0') + nonce.slice(index + 1)

describe('siwxNonces', () => {
  it('default: a nonce is EIP-4361 alphanumeric, fresh each time, and spent exactly once', async () => {
    const n = nonces()
    const [first, second] = [n.issue('p'), n.issue('p')]
    expect(first).toMatch(/^[a-zA-Z0-9]{8,}$/)
    expect(second).not.toBe(first)
    expect(await n.spend('p', first)).toBe('consumed')
    expect(await n.spend('p', first)).toBe('unknown')
    expect(await n.spend('p', second)).toBe('consumed')
  })

  it('behavior: a forged or altered nonce is refused as unknown, and spends nothing', async () => {
    const n = nonces()
    const nonce = n.issue('p')
    // Each part changed: the random value, the expiry, the tag.
    for (const index of [0, 30, nonce.length - 1])
      expect(await n.spend('p', altered(nonce, index))).toBe('unknown')
    // Made with another key (another cluster, or a guess), or for another project.
    const foreign = siwxNonces({ key: new Uint8Array(randomBytes(32)), storage }).issue('p')
    expect(await n.spend('p', foreign)).toBe('unknown')
    expect(await n.spend('other', nonce)).toBe('unknown')
    // Not even the shape: upper case, too short, made up.
    for (const made of [nonce.toUpperCase(), nonce.slice(0, -2), 'madeUpNonce123'])
      expect(await n.spend('p', made)).toBe('unknown')
    // None of them used the real one up.
    expect(await n.spend('p', nonce)).toBe('consumed')
  })

  it('behavior: a nonce expires SIWX_NONCE_TTL_MS after it was issued, by the clock given', async () => {
    const n = nonces()
    const [early, late] = [n.issue('p'), n.issue('p')]
    clock += SIWX_NONCE_TTL_MS
    expect(await n.spend('p', early)).toBe('consumed')
    clock += 1
    expect(await n.spend('p', late)).toBe('expired')
    expect(await n.spend('p', late)).toBe('expired')
  })

  it('behavior: servers sharing the key read each other’s nonces; a spend on one is seen by the other', async () => {
    const [a, b] = [nonces(), nonces()]
    const nonce = a.issue('p')
    const results = await Promise.all([a.spend('p', nonce), b.spend('p', nonce)])
    expect(results.sort()).toEqual(['consumed', 'unknown'])
  })
})

describe('GET /v1/siwx/nonce', () => {
  let server: RunningServer
  const texts: string[] = []
  beforeAll(async () => {
    const counted: Storage = {
      ...storage,
      sql: {
        ...storage.sql,
        query: (text, params) => {
          texts.push(text)
          return storage.sql.query(text, params)
        },
      },
      spendNonce: (...args) => {
        texts.push('spendNonce')
        return storage.spendNonce(...args)
      },
    }
    server = await startServer({
      port: 0,
      projectIds: ['p'],
      allowedOrigins: ['http://127.0.0.1:5173'],
      chains: [],
      indexer: false,
      storage: counted,
      nonceKey: key,
      now: () => clock,
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('behavior: issuing a nonce reaches no database; its server key makes it good on another server', async () => {
    texts.length = 0
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        callApi('getSiwxNonce', `${server.url}/v1/siwx/nonce?projectId=p&st=latch-react&sv=0.1.0`),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(texts).toEqual([])
    expect(await nonces().spend('p', answers[0]?.body.nonce)).toBe('consumed')
    expect(await server.nonces.spend('p', answers[0]?.body.nonce)).toBe('unknown')
  })
})
