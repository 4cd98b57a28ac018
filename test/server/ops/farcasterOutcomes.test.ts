import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoginKey } from '../../../frame/loginKey.ts'
import { proofOf, startedFrom } from '../../../frame/startedLogin.ts'
import { type LocalChain, startChain } from '../../../playground/chain/startChain.ts'
import {
  FARCASTER_CHANNEL_TTL_MS,
  type FarcasterRelay,
  startFarcasterRelay,
} from '../../../playground/farcaster/startFarcasterRelay.ts'
import { farcasterLogin } from '../../../server/auth/farcasterLogin.ts'
import { readServerConfig } from '../../../server/config/readServerConfig.ts'
import { countFarcasterOutcomes } from '../../../server/ops/farcasterOutcomes.ts'
import { serverLogger } from '../../../server/ops/logger.ts'
import { serverMetrics } from '../../../server/ops/metrics.ts'
import { type SelfHosted, startSelfHosted } from '../../../server/startSelfHosted.ts'
import { freePort } from '../support/freePort.ts'

// Farcaster sign-ins counted in latch_logins_total{method="farcaster"}, against the
// playground's dev AuthKit relay, whose clock the tests move (a channel it lets expire).
let relay: FarcasterRelay
let clock = Date.now()
const now = () => clock

beforeAll(async () => {
  relay = await startFarcasterRelay({ port: 0, now })
})
afterAll(() => relay.stop())

/** What a visitor does on the dev approve page the channel's URL opens. */
const approve = async (url: string, fid: number, username: string) => {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const done = await fetch(new URL('/~/siwf', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid), username }).toString(),
  })
  expect(done.status).toBe(200)
}

const counted = (text: string, outcome: string) =>
  Number(
    new RegExp(
      `^latch_logins_total\\{method="farcaster",outcome="${outcome}"\\} (\\d+)$`,
      'm',
    ).exec(text)?.[1] ?? 0,
  )

describe('countFarcasterOutcomes', () => {
  it('counts each sign-in started, then completed, expired or refused; a pending poll counts nothing', async () => {
    const metrics = serverMetrics()
    const farcaster = countFarcasterOutcomes(
      farcasterLogin({ relay: { relayUrl: relay.url }, now }),
      metrics.logins,
    )
    const start = () =>
      farcaster.start({
        projectId: 'demo',
        domain: '127.0.0.1:8788',
        siweUri: 'http://127.0.0.1:8788',
      })
    const done = await start()
    const late = await start()
    const other = await start()
    expect((await farcaster.status({ projectId: 'demo', channel: done.channel })).status).toBe(
      'pending',
    )
    await approve(done.url, 7, 'grace')
    expect((await farcaster.status({ projectId: 'demo', channel: done.channel })).status).toBe('ok')
    // Another app's poll, and the completed channel polled again: refused.
    await farcaster.status({ projectId: 'elsewhere', channel: other.channel })
    await farcaster.status({ projectId: 'demo', channel: done.channel })
    clock += FARCASTER_CHANNEL_TTL_MS
    await farcaster.status({ projectId: 'demo', channel: late.channel })
    const text = await metrics.registry.metrics()
    expect(
      ['started', 'completed', 'expired', 'refused', 'error'].map((o) => counted(text, o)),
    ).toEqual([3, 1, 1, 2, 0])
  })
})

describe('npm run serve: the frame /metrics', () => {
  let chain: LocalChain
  let hosted: SelfHosted
  let frame: string
  beforeAll(async () => {
    chain = await startChain({ port: 0, chainId: 31337, batchExecutor: false })
    const framePort = await freePort()
    frame = `http://127.0.0.1:${framePort}`
    const result = readServerConfig({
      DATABASE_URL: 'pglite:memory',
      LATCH_API_HOST: '127.0.0.1',
      LATCH_API_PORT: '0',
      LATCH_FRAME_PORT: String(framePort),
      LATCH_FRAME_PUBLIC_URL: frame,
      LATCH_PROJECT_IDS: 'demo',
      LATCH_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
      LATCH_CHAINS: 'eip155:31337',
      LATCH_RPC_31337: chain.url,
      LATCH_INDEXER: 'off',
      LATCH_MASTER_KEY: 'cd'.repeat(32),
      LATCH_SMTP_URL: 'smtp://127.0.0.1:2525',
      LATCH_FARCASTER_RELAY_URL: relay.url,
    })
    if (!result.ok) throw new Error(result.problems.join('\n'))
    hosted = await startSelfHosted(result.config, serverLogger('silent'))
  }, 60_000)
  afterAll(async () => {
    await hosted?.stop()
    await chain?.stop()
  })

  const call = (path: string, body: Record<string, unknown>) =>
    fetch(`${frame}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frame },
      body: JSON.stringify({ projectId: 'demo', deviceId: 'c'.repeat(43), ...body }),
    })

  it('counts a Farcaster sign-in started through the frame and completed', async () => {
    const key = await newLoginKey()
    const started = await call('/auth/farcaster/start', { loginKey: key.publicKey })
    expect(started.status).toBe(200)
    const body = (await started.json()) as { url: string; channel: string; challenge: string }
    const login = startedFrom(body.channel, body.challenge, key)
    await approve(body.url, 9, 'ada')
    const status = await call('/auth/farcaster/status', {
      channel: login.handle,
      proof: await proofOf(login),
    })
    expect(status.status).toBe(200)
    const text = await (await fetch(`${frame}/metrics`)).text()
    expect([counted(text, 'started'), counted(text, 'completed')]).toEqual([1, 1])
  })
})
