import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { proofOf, startedFrom } from '../../frame/startedLogin.ts'
import { type MailSink, startMailSink } from '../../playground/mail/startMailSink.ts'
import { CLIENT, githubStandIn } from './auth/providers/oauth2StandIns.ts'
import { googleStandIn } from './auth/providers/oidcStandIns.ts'
import { freePort } from './support/freePort.ts'
import { type ServeProcess, spawnServe } from './support/spawnServe.ts'
import { startTestPostgres, type TestPostgres } from './support/startTestPostgres.ts'

// Issue 28: `npm run serve` turns on the social providers whose variables are set, and a login
// goes through the frame's HTTP routes to the provider (its local stand-in) and back.
let postgres: TestPostgres | undefined
let mail: MailSink
let github: Awaited<ReturnType<typeof githubStandIn>>
let google: Awaited<ReturnType<typeof googleStandIn>>
let env: Record<string, string>
let frameUrl: string
let serve: ServeProcess | undefined

beforeAll(async () => {
  postgres = await startTestPostgres()
  mail = await startMailSink({ smtpPort: 0, httpPort: 0 })
  github = await githubStandIn()
  google = await googleStandIn()
  const [apiPort, framePort] = [await freePort(), await freePort()]
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
    // No chain is needed for a login: nothing listens there and nothing indexes it.
    LATCH_RPC_31337: `http://127.0.0.1:${await freePort()}`,
    LATCH_INDEXER: 'off',
    LATCH_MASTER_KEY: 'cd'.repeat(32),
    LATCH_SMTP_URL: `smtp://127.0.0.1:${mail.smtp.port}`,
    LATCH_SHUTDOWN_TIMEOUT_S: '5',
    LATCH_GITHUB_CLIENT_ID: CLIENT.clientId,
    LATCH_GITHUB_CLIENT_SECRET: CLIENT.clientSecret,
    LATCH_GITHUB_AUTHORIZATION_URL: `${github.origin}/login/oauth/authorize`,
    LATCH_GITHUB_TOKEN_URL: `${github.origin}/login/oauth/access_token`,
    LATCH_GITHUB_API_URL: github.origin,
    LATCH_GOOGLE_CLIENT_ID: CLIENT.clientId,
    LATCH_GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    LATCH_GOOGLE_ISSUER: google.origin,
  }
}, 120_000)

afterAll(async () => {
  if (serve && serve.child.exitCode === null) {
    serve.child.kill('SIGTERM')
    await serve.exited
  }
  await github?.stop()
  await google?.stop()
  await mail?.stop()
  await postgres?.stop()
}, 60_000)

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${frameUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: frameUrl },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A social login as the frame makes it: start, the provider's redirect followed, finish. */
const socialLogin = async (provider: string) => {
  const key = await newLoginKey()
  const verifier = randomBytes(32).toString('base64url')
  const deviceId = randomBytes(32).toString('base64url')
  const started = await post('/auth/social/start', {
    projectId: 'demo',
    provider,
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
    deviceId,
    loginKey: key.publicKey,
  })
  if (started.status !== 200) return { started, back: undefined, finished: undefined }
  const answer = await fetch(String(started.body.uri), { redirect: 'manual' })
  const back = new URL(answer.headers.get('location') ?? '')
  const login = startedFrom(started.body.state, started.body.challenge, key)
  const finished = await post('/auth/social/finish', {
    projectId: 'demo',
    state: back.searchParams.get('state'),
    code: back.searchParams.get('code'),
    codeVerifier: verifier,
    deviceId,
    proof: await proofOf(login),
  })
  return { started, back, finished }
}

describe('npm run serve with social providers from the environment', () => {
  it('--check names the providers on and the callback URL to register with them', async () => {
    const check = spawnServe(['--check'], env)
    expect(await check.exited).toBe(0)
    const out = check.logs.map((l) => l.text).join('\n')
    expect(out).toContain(
      `Social login: google, github (callback URL ${frameUrl}/frame/social-callback)`,
    )
    expect(out).not.toContain(CLIENT.clientSecret)
  }, 60_000)

  it('logs in with GitHub and Google through the frame routes; an unset provider is not available', async () => {
    serve = spawnServe([], env)
    await serve.waitForLog((l) => l.msg === 'Latch serving')

    const viaGithub = await socialLogin('github')
    expect(viaGithub.started.status).toBe(200)
    // The provider was sent back to the frame's public origin.
    expect(viaGithub.back?.href.startsWith(`${frameUrl}/frame/social-callback?`)).toBe(true)
    expect(viaGithub.finished?.status).toBe(200)
    expect(viaGithub.finished?.body).toMatchObject({
      provider: 'github',
      email: 'octocat@example.com',
      userName: 'octocat',
      token: expect.any(String),
    })

    const viaGoogle = await socialLogin('google')
    expect(viaGoogle.finished?.status).toBe(200)
    expect(viaGoogle.finished?.body).toMatchObject({
      provider: 'google',
      email: 'ada@example.com',
      userName: 'Ada Lovelace',
      token: expect.any(String),
    })

    const discord = await socialLogin('discord')
    expect(discord.started).toEqual({
      status: 400,
      body: { message: 'discord login is not available' },
    })
  }, 120_000)
})
