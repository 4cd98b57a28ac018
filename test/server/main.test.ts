import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { type LocalChain, startChain } from '../../playground/chain/startChain.ts'
import { type MailSink, startMailSink } from '../../playground/mail/startMailSink.ts'
import { freePort } from './support/freePort.ts'
import { type ServeProcess, spawnServe } from './support/spawnServe.ts'
import { startTestPostgres, type TestPostgres } from './support/startTestPostgres.ts'

let postgres: TestPostgres | undefined
let chain: LocalChain
let mail: MailSink
let env: Record<string, string>
let apiUrl: string
let frameUrl: string
let serve: ServeProcess | undefined

beforeAll(async () => {
  postgres = await startTestPostgres()
  chain = await startChain({ port: 0, chainId: 31337, batchExecutor: false })
  mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
  const [apiPort, framePort] = [await freePort(), await freePort()]
  apiUrl = `http://127.0.0.1:${apiPort}`
  frameUrl = `http://127.0.0.1:${framePort}`
  env = {
    DATABASE_URL: postgres?.url ?? 'pglite:memory',
    LATCH_API_HOST: '127.0.0.1',
    LATCH_API_PORT: String(apiPort),
    LATCH_FRAME_PORT: String(framePort),
    LATCH_FRAME_PUBLIC_URL: frameUrl,
    LATCH_PROJECT_IDS: 'demo',
    LATCH_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
    LATCH_CHAINS: 'eip155:31337',
    // The first upstream refuses connections: the fallback answers.
    LATCH_RPC_31337: `http://127.0.0.1:${await freePort()},${chain.url}`,
    LATCH_START_BLOCK_31337: '0',
    LATCH_MASTER_KEY: 'cd'.repeat(32),
    LATCH_SMTP_URL: `smtp://127.0.0.1:${mail.smtp.port}`,
    LATCH_PRICES: 'ETH=3000',
    LATCH_SHUTDOWN_TIMEOUT_S: '10',
  }
}, 120_000)

afterAll(async () => {
  if (serve && serve.child.exitCode === null) serve.child.kill('SIGKILL')
  await mail?.stop()
  await chain?.stop()
  await postgres?.stop()
})

describe('npm run serve -- --check', () => {
  it('accepts a good environment and says what it would serve, without secrets', async () => {
    const check = spawnServe(['--check'], env)
    expect(await check.exited).toBe(0)
    const out = check.logs.map((l) => l.text).join('\n')
    expect(out).toContain('Configuration OK.')
    expect(out).toContain('eip155:31337 (2 RPC URLs, indexed from 0)')
    expect(out).not.toContain('cdcdcdcd')
  }, 60_000)

  it('names every bad variable of a broken environment and exits 1', async () => {
    const check = spawnServe(['--check'], {
      ...env,
      DATABASE_URL: '',
      LATCH_ALLOWED_ORIGINS: '*',
      LATCH_FRAME_PORT: 'eighty',
      LATCH_SMTP_URL: 'mail.example.com',
    })
    expect(await check.exited).toBe(1)
    const lines = check.stderr().trim().split('\n')
    expect(lines[0]).toBe(
      'Latch cannot start: 4 problems in the environment (docs/self-hosting.md):',
    )
    expect(lines.slice(1).map((l) => l.replace(/^ {2}- /, '').split(':')[0])).toEqual([
      'DATABASE_URL',
      'LATCH_ALLOWED_ORIGINS',
      'LATCH_FRAME_PORT',
      'LATCH_SMTP_URL',
    ])
  }, 60_000)
})

const rawRequest = (port: number, head: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.write(head)
      resolve(socket)
    })
    socket.once('error', reject)
  })

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  )

describe('npm run serve', () => {
  it('serves the API and the frame from the environment on 127.0.0.1, with probes, logs and metrics', async () => {
    serve = spawnServe([], env)
    await serve.waitForLog((l) => l.msg === 'Latch serving')
    expect(await (await fetch(`${apiUrl}/healthz`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${apiUrl}/readyz`)
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', 'eip155:31337': 'ok' },
    })
    expect(ready.status).toBe(200)

    const chains = await fetch(
      `${apiUrl}/v1/supported-chains?projectId=demo&st=latch-react&sv=0.1.0`,
      {
        headers: { 'x-request-id': 'req-check-1' },
      },
    )
    expect(chains.status).toBe(200)
    expect(chains.headers.get('x-request-id')).toBe('req-check-1')
    const logged = await serve.waitForLog((l) => l.reqId === 'req-check-1')
    expect(logged).toMatchObject({
      level: 'info',
      service: 'latch',
      method: 'GET',
      path: '/v1/supported-chains',
      operation: 'getSupportedChains',
      status: 200,
    })
    const generated = await fetch(`${apiUrl}/v1/wallets?projectId=unknown`)
    expect(generated.status).toBe(403)
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    const frame = await fetch(`${frameUrl}/frame?projectId=demo`)
    expect(frame.status).toBe(200)
    expect(frame.headers.get('content-security-policy')).toContain('http://127.0.0.1:5173')
    // An e-mail login start reaches the configured SMTP server (from the frame's public origin).
    const start = await fetch(`${frameUrl}/auth/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: frameUrl },
      body: JSON.stringify({
        projectId: 'demo',
        email: 'ada@example.com',
        deviceId: 'd'.repeat(43),
        loginKey: (await newLoginKey()).publicKey,
      }),
    })
    expect(start.status).toBe(200)
    await expect
      .poll(async () => (await (await fetch(`${mail.url}/messages`)).json()).length)
      .toBe(1)

    const metrics = await (await fetch(`${apiUrl}/metrics`)).text()
    expect(metrics).toContain(
      'latch_http_requests_total{service="api",operation="getSupportedChains",status="200"} 1',
    )
    expect(metrics).toMatch(
      /latch_http_request_duration_seconds_count\{service="api",operation="getSupportedChains"\} 1/,
    )
    expect(metrics).toMatch(/latch_indexer_lag_blocks\{chain="eip155:31337"\} \d+/)
    expect(metrics).toContain('latch_process_cpu_seconds_total')
  }, 120_000)

  it('on SIGTERM stops taking requests, finishes the one in flight, then exits 0', async () => {
    if (!serve) throw new Error('the server did not start')
    const port = Number(new URL(apiUrl).port)
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
    const socket = await rawRequest(
      port,
      `POST /v1?projectId=demo&st=latch-react&sv=0.1.0&chainId=eip155:31337 HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    )
    let answer = ''
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString()
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    serve.child.kill('SIGTERM')
    await serve.waitForLog((l) => l.msg === 'stopping: draining requests')
    await expect.poll(() => refused(`${apiUrl}/healthz`)).toBe(true)
    socket.write(body.slice(10))
    await expect.poll(() => answer, { timeout: 10_000 }).toContain('"result":"0x7a69"')
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/)
    expect(await serve.exited).toBe(0)
    expect(serve.logs.at(-1)).toMatchObject({ msg: 'stopped' })
  }, 60_000)
})
