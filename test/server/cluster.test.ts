import { type Address, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { proofOf, type StartedLogin, startedFrom } from '../../frame/startedLogin.ts'
import { devAccounts } from '../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { type MailSink, startMailSink } from '../../playground/mail/startMailSink.ts'
import { EMAIL_START_LIMIT } from '../../server/auth/authConstants.ts'
import { postgresClient } from '../../server/storage/postgresClient.ts'
import type { SqlClient } from '../../server/storage/SqlClient.ts'
import { freePort } from './support/freePort.ts'
import { type ServeProcess, spawnServe } from './support/spawnServe.ts'
import { haproxyAvailable, type RunningHaproxy, startHaproxy } from './support/startHaproxy.ts'
import { startTestPostgres, type TestPostgres } from './support/startTestPostgres.ts'

/**
 * Two `npm run serve` processes on one PostgreSQL behind HAProxy: every piece of state is in
 * the database, so either server finishes what the other started, and one indexer runs.
 */
type Node = { serve: ServeProcess; api: string; frame: string }

const sdk = 'projectId=demo&st=latch-react&sv=0.1.0'
const deviceId = 'c'.repeat(43)
const key = (i: number) => {
  const account = devAccounts[i]
  if (!account) throw new Error(`no dev account ${i}`)
  return privateKeyToAccount(account.privateKey)
}
let postgres: TestPostgres | undefined
let chain: LocalChain
let mail: MailSink
let lb: RunningHaproxy | undefined
let nodes: Node[] = []
let framePublic: string
let apiBalanced: string
let sql: SqlClient

const startNode = async (env: Record<string, string>): Promise<Node> => {
  const [api, frame] = [await freePort(), await freePort()]
  const serve = spawnServe([], {
    ...env,
    LATCH_API_PORT: String(api),
    LATCH_FRAME_PORT: String(frame),
  })
  await serve.waitForLog((l) => l.msg === 'Latch serving', 120_000)
  return { serve, api: `http://127.0.0.1:${api}`, frame: `http://127.0.0.1:${frame}` }
}

const available = () => postgres !== undefined && haproxyAvailable()

beforeAll(async () => {
  postgres = await startTestPostgres()
  if (!available()) return
  chain = await startChain({ port: 0, chainId: 31337, batchExecutor: false })
  mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
  const [lbApi, lbFrame] = [await freePort(), await freePort()]
  framePublic = `http://127.0.0.1:${lbFrame}`
  apiBalanced = `http://127.0.0.1:${lbApi}`
  const env = {
    DATABASE_URL: postgres?.url ?? '',
    LATCH_API_HOST: '127.0.0.1',
    LATCH_FRAME_PUBLIC_URL: framePublic,
    LATCH_PROJECT_IDS: 'demo',
    LATCH_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    LATCH_CHAINS: 'eip155:31337',
    LATCH_RPC_31337: chain.url,
    LATCH_START_BLOCK_31337: '0',
    LATCH_INDEXER_POLL_MS: '200',
    LATCH_MASTER_KEY: 'ef'.repeat(32),
    LATCH_SMTP_URL: `smtp://127.0.0.1:${mail.smtp.port}`,
  }
  // The first migrates; the second finds the database ready.
  nodes = [await startNode(env)]
  nodes.push(await startNode(env))
  const [a, b] = nodes.map((n) => Number(new URL(n.api).port))
  const [fa, fb] = nodes.map((n) => Number(new URL(n.frame).port))
  lb = await startHaproxy([
    { name: 'api', port: lbApi, servers: [a ?? 0, b ?? 0] },
    { name: 'frame', port: lbFrame, servers: [fa ?? 0, fb ?? 0] },
  ])
  sql = postgresClient(postgres?.url ?? '')
}, 300_000)

afterAll(async () => {
  await lb?.stop()
  for (const node of nodes) if (node.serve.child.exitCode === null) node.serve.child.kill('SIGKILL')
  await sql?.close()
  await mail?.stop()
  await chain?.stop()
  await postgres?.stop()
})

/** An e-mail start as the frame sends it (issue 26): a fresh login key, the binding kept. */
const emailStart = async (frame: string, email: string) => {
  const key = await newLoginKey()
  const response = await fetch(`${frame}/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: framePublic },
    body: JSON.stringify({ projectId: 'demo', email, deviceId, loginKey: key.publicKey }),
  })
  const body = (await response.json()) as { login?: unknown; challenge?: unknown }
  const login = response.status === 200 ? startedFrom(body.login, body.challenge, key) : undefined
  return { status: response.status, login }
}

const codeFor = async (email: string): Promise<string> => {
  let code: string | undefined
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${mail.url}/messages`)).json()) as {
        to: string
        code?: string
      }[]
      code = messages.find((m) => m.to.includes(email))?.code
      return code
    })
    .toBeDefined()
  return code ?? ''
}

describe('two servers on one PostgreSQL behind HAProxy', () => {
  it('a login started on one server finishes on the other', async (ctx) => {
    if (!available()) return ctx.skip('needs PostgreSQL and haproxy')
    const [a, b] = nodes as [Node, Node]
    const started = await emailStart(a.frame, 'ada@example.com')
    expect(started.status).toBe(200)
    const login = started.login as StartedLogin
    const otp = await codeFor('ada@example.com')
    const verified = await fetch(`${b.frame}/auth/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: framePublic },
      body: JSON.stringify({
        projectId: 'demo',
        email: 'ada@example.com',
        otp,
        deviceId,
        login: login.handle,
        proof: await proofOf(login),
      }),
    })
    expect(verified.status).toBe(200)
    const { token } = (await verified.json()) as { token: string }
    // The session it made is good on either server, and through the balancer.
    for (const frame of [a.frame, framePublic]) {
      const session = await fetch(`${frame}/auth/session`, {
        headers: { authorization: `Bearer ${token}`, origin: framePublic },
      })
      expect(session.status).toBe(200)
    }
  })

  it('a nonce spent on one server is refused on the other', async (ctx) => {
    if (!available()) return ctx.skip('needs PostgreSQL and haproxy')
    const [a, b] = nodes as [Node, Node]
    const alice = key(0)
    const { nonce } = (await (await fetch(`${a.api}/v1/siwx/nonce?${sdk}`)).json()) as {
      nonce: string
    }
    const message = createSiweMessage({
      address: alice.address,
      chainId: 31337,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce,
    })
    const body = JSON.stringify({ message, signature: await alice.signMessage({ message }) })
    const post = (api: string) =>
      fetch(`${api}/v1/sessions?${sdk}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    // Issued by a, good on b: the servers share the nonce key (from LATCH_MASTER_KEY).
    expect((await post(b.api)).status).toBe(200)
    const again = await post(a.api)
    expect(again.status).toBe(400)
    expect(((await again.json()) as { reasons: { description: string }[] }).reasons[0]).toEqual(
      expect.objectContaining({
        description: `The nonce ${nonce} is unknown or already used: ask GET /v1/siwx/nonce for a new one`,
      }),
    )
    const sessions = await fetch(`${apiBalanced}/v1/sessions/eip155:31337:${alice.address}?${sdk}`)
    expect(((await sessions.json()) as { sessions: unknown[] }).sessions).toHaveLength(1)
  })

  it('a rate limit counts requests across both servers', async (ctx) => {
    if (!available()) return ctx.skip('needs PostgreSQL and haproxy')
    const [a, b] = nodes as [Node, Node]
    // The login test started one already; alternate servers until the limit is reached.
    const statuses: number[] = []
    for (let i = 1; i < EMAIL_START_LIMIT + 2; i++)
      statuses.push((await emailStart(i % 2 ? a.frame : b.frame, `user${i}@example.com`)).status)
    expect(statuses.slice(0, EMAIL_START_LIMIT - 1).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(EMAIL_START_LIMIT - 1)).toEqual([429, 429])
  }, 120_000)

  it('killing the indexing server hands indexing to the other within 10 s, no history row lost or doubled', async (ctx) => {
    if (!available()) return ctx.skip('needs PostgreSQL and haproxy')
    const leaderOf = async (node: Node) =>
      /latch_indexer_leader\{chain="eip155:31337"\} 1/.test(
        await (await fetch(`${node.api}/metrics`)).text(),
      )
    const leaders = await Promise.all(nodes.map(leaderOf))
    expect(leaders.filter(Boolean)).toHaveLength(1)
    const leader = nodes[leaders.indexOf(true)] as Node
    const other = nodes[leaders.indexOf(false)] as Node

    const sender = key(2)
    const wallet = createWalletClient({ account: sender, transport: http(chain.url) })
    const receiver: Address = key(3).address
    const hashes: string[] = []
    const send = async () => {
      hashes.push(
        await wallet.sendTransaction({ to: receiver, value: parseEther('0.001'), chain: null }),
      )
    }
    for (let i = 0; i < 5; i++) await send()
    // Transfers keep coming and readers keep reading through the balancer while the leader dies.
    let loading = true
    let failed = 0
    let served = 0
    const load = (async () => {
      while (loading) {
        await send()
        const answers = await Promise.all(
          [1, 2, 3].map(() =>
            fetch(`${apiBalanced}/v1/supported-chains?${sdk}`).then(
              (r) => r.status,
              () => 0,
            ),
          ),
        )
        served += answers.filter((s) => s === 200).length
        failed += answers.filter((s) => s !== 200).length
      }
    })()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const killedAt = performance.now()
    leader.serve.child.kill('SIGKILL')
    await expect.poll(() => leaderOf(other), { timeout: 10_000, interval: 100 }).toBe(true)
    const takeoverMs = performance.now() - killedAt
    await new Promise((resolve) => setTimeout(resolve, 1000))
    loading = false
    await load
    expect(takeoverMs).toBeLessThan(10_000)
    // Every transfer indexed exactly once (by whichever server was indexing when it was mined).
    const rows = async () =>
      sql.query<{ tx_hash: string }>(
        "SELECT tx_hash FROM account_transfers WHERE chain_id = 'eip155:31337' AND account = $1 AND direction <> 'in'",
        [sender.address.toLowerCase()],
      )
    await expect.poll(async () => (await rows()).length, { timeout: 20_000 }).toBe(hashes.length)
    expect(new Set((await rows()).map((r) => r.tx_hash))).toEqual(new Set(hashes))
    const [blocks] = await sql.query<{ n: string; top: string }>(
      "SELECT count(*) AS n, max(number) AS top FROM indexed_blocks WHERE chain_id = 'eip155:31337'",
    )
    expect(Number(blocks?.n)).toBe(Number(blocks?.top) + 1)
    console.info(
      `indexer takeover ${Math.round(takeoverMs)} ms; ${served} reads served, ${failed} failed through the balancer while the leader died`,
    )
    expect(failed).toBeLessThanOrEqual(3)
  }, 120_000)
})
