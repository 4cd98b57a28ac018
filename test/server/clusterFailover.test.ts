import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { freePort } from './support/freePort.ts'
import { type ServeProcess, spawnServe } from './support/spawnServe.ts'
import { haproxyAvailable, type RunningHaproxy, startHaproxy } from './support/startHaproxy.ts'
import { startTestPostgres, type TestPostgres } from './support/startTestPostgres.ts'

/**
 * Two `npm run serve` processes on one PostgreSQL behind HAProxy, writes pouring in through
 * the balancer (SIWX nonces issued, sessions made with them) while one server is killed
 * (SIGKILL, then SIGTERM): every write answered 2xx is there afterwards and the survivor
 * serves it; only requests in flight at a SIGKILL may fail, none at a SIGTERM.
 */
type Ports = { api: number; frame: number }

const sdk = 'projectId=demo&st=latch-react&sv=0.1.0'
const signers = devAccounts.slice(0, 6).map((a) => privateKeyToAccount(a.privateKey))
const WORKERS = 6

let postgres: TestPostgres | undefined
let chain: LocalChain
let lb: RunningHaproxy | undefined
let env: Record<string, string>
let balanced: string
const ports: Ports[] = []
const failures: string[] = []
const running: (ServeProcess | undefined)[] = []

const start = async (i: number) => {
  const at = ports[i] as Ports
  const serve = spawnServe([], {
    ...env,
    LATCH_API_PORT: String(at.api),
    LATCH_FRAME_PORT: String(at.frame),
  })
  await serve.waitForLog((l) => l.msg === 'Latch serving', 120_000)
  running[i] = serve
}

const alive = (serve: ServeProcess | undefined) =>
  serve !== undefined && serve.child.exitCode === null && serve.child.signalCode === null

const available = () => postgres !== undefined && haproxyAvailable()

beforeAll(async () => {
  postgres = await startTestPostgres()
  if (!available()) return
  chain = await startChain({ port: 0, chainId: 31337, batchExecutor: false })
  const [lbApi, lbFrame] = [await freePort(), await freePort()]
  balanced = `http://127.0.0.1:${lbApi}`
  env = {
    DATABASE_URL: postgres?.url ?? '',
    LATCH_API_HOST: '127.0.0.1',
    LATCH_FRAME_PUBLIC_URL: `http://127.0.0.1:${lbFrame}`,
    LATCH_PROJECT_IDS: 'demo',
    LATCH_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    LATCH_CHAINS: 'eip155:31337',
    LATCH_RPC_31337: chain.url,
    LATCH_INDEXER: 'off',
    LATCH_MASTER_KEY: 'ef'.repeat(32),
    LATCH_SMTP_URL: 'smtp://127.0.0.1:2525',
  }
  for (let i = 0; i < 2; i++) ports.push({ api: await freePort(), frame: await freePort() })
  await start(0)
  await start(1)
  lb = await startHaproxy([
    { name: 'api', port: lbApi, servers: ports.map((p) => p.api) },
    { name: 'frame', port: lbFrame, servers: ports.map((p) => p.frame) },
  ])
}, 300_000)

afterAll(async () => {
  await lb?.stop()
  for (const serve of running) if (alive(serve)) serve?.child.kill('SIGKILL')
  await chain?.stop()
  await postgres?.stop()
})

/** A session's sign-in for a nonce, as a wallet signs it. */
const signIn = async (signer: (typeof signers)[number], nonce: string) => {
  const message = createSiweMessage({
    address: signer.address,
    chainId: 31337,
    domain: '127.0.0.1:5173',
    uri: 'http://127.0.0.1:5173',
    version: '1',
    nonce,
  })
  const response = await fetch(`${balanced}/v1/sessions?${sdk}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await signer.signMessage({ message }) }),
  })
  if (response.status !== 200)
    failures.push(`POST session: ${response.status} ${(await response.text()).slice(0, 120)}`)
  return response.status
}

/** What the load had accepted (2xx) and how many requests failed. */
type Accepted = { nonces: string[]; sessions: { account: string; nonce: string }[]; failed: number }

/** Workers issue nonces and spend every other one on a session, until `until` resolves. */
const writeUntil = async (until: Promise<unknown>): Promise<Accepted> => {
  const accepted: Accepted = { nonces: [], sessions: [], failed: 0 }
  let going = true
  until.then(() => {
    going = false
  })
  const worker = async (w: number) => {
    const signer = signers[w % signers.length] as (typeof signers)[number]
    for (let n = 0; going; n++) {
      const answer = await fetch(`${balanced}/v1/siwx/nonce?${sdk}`).then(
        async (r) => {
          if (r.status === 200) return ((await r.json()) as { nonce: string }).nonce
          failures.push(`GET nonce: ${r.status} ${(await r.text()).slice(0, 120)}`)
          return undefined
        },
        (e) => {
          failures.push(`GET nonce: ${(e as Error).cause ?? e}`)
          return undefined
        },
      )
      if (!answer) {
        accepted.failed++
        continue
      }
      if (n % 2 === 0) {
        accepted.nonces.push(answer)
        continue
      }
      const status = await signIn(signer, answer).catch(() => 0)
      if (status === 200) accepted.sessions.push({ account: signer.address, nonce: answer })
      else accepted.failed++
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)))
  return accepted
}

/** Every accepted write, read back through the balancer with only the survivor behind it. */
const expectAllKept = async (accepted: Accepted) => {
  expect(accepted.nonces.length).toBeGreaterThan(5)
  expect(accepted.sessions.length).toBeGreaterThan(5)
  for (const signer of signers) {
    const response = await fetch(`${balanced}/v1/sessions/eip155:31337:${signer.address}?${sdk}`)
    expect(response.status).toBe(200)
    const listed = new Set(
      ((await response.json()) as { sessions: { data: { nonce: string } }[] }).sessions.map(
        (s) => s.data.nonce,
      ),
    )
    const mine = accepted.sessions.filter((s) => s.account === signer.address)
    expect(mine.filter((s) => !listed.has(s.nonce))).toEqual([])
  }
  // A nonce either server issued is good on the survivor (one key from LATCH_MASTER_KEY): it
  // accepts a sign-in with it (once).
  const statuses = await Promise.all(
    accepted.nonces.map((nonce, i) => signIn(signers[i % signers.length] as never, nonce)),
  )
  expect(statuses.filter((s) => s !== 200)).toEqual([])
}

const killUnderLoad = async (victim: number, signal: NodeJS.Signals) => {
  const serve = running[victim] as ServeProcess
  const exited = serve.exited
  const done = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    serve.child.kill(signal)
    await exited
    // Writes keep coming while the balancer notices and after.
    await new Promise((resolve) => setTimeout(resolve, 1500))
  })()
  const accepted = await writeUntil(done)
  return { accepted, code: await exited }
}

describe('a server of two killed under write load', () => {
  it('SIGKILL: no accepted write is lost, the survivor serves each, only in-flight requests fail', async (ctx) => {
    if (!available()) return ctx.skip('needs PostgreSQL and haproxy')
    const { accepted } = await killUnderLoad(0, 'SIGKILL')
    console.info(
      `SIGKILL: ${accepted.nonces.length} nonces and ${accepted.sessions.length} sessions accepted, ${accepted.failed} requests failed`,
      failures,
    )
    expect(accepted.failed).toBeLessThanOrEqual(WORKERS)
    await expectAllKept(accepted)
  }, 240_000)

  it('SIGTERM: the server drains, no accepted write is lost and no request fails', async (ctx) => {
    if (!available()) return ctx.skip('needs PostgreSQL and haproxy')
    // Both servers behind the balancer again before the second kill.
    if (!alive(running[0])) await start(0)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    failures.length = 0
    const { accepted, code } = await killUnderLoad(1, 'SIGTERM')
    console.info(
      `SIGTERM: ${accepted.nonces.length} nonces and ${accepted.sessions.length} sessions accepted, ${accepted.failed} requests failed`,
      failures,
    )
    expect(code).toBe(0)
    expect(accepted.failed).toBe(0)
    await expectAllKept(accepted)
  }, 240_000)
})
