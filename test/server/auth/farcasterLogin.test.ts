import { randomBytes } from 'node:crypto'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoginKey, sealToServer } from '../../../frame/loginKey.ts'
import { proofOf, startedFrom } from '../../../frame/startedLogin.ts'
import { devCustody } from '../../../playground/farcaster/devCustody.ts'
import {
  type FarcasterRelay,
  startFarcasterRelay,
} from '../../../playground/farcaster/startFarcasterRelay.ts'
import { authService } from '../../../server/auth/authService.ts'
import { NOT_THIS_FRAME } from '../../../server/auth/completeLogin.ts'
import { createAuthHandler } from '../../../server/auth/createAuthHandler.ts'
import { sqlFarcasterChannels } from '../../../server/auth/farcasterChannels.ts'
import {
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_MESSAGES,
  farcasterLogin,
} from '../../../server/auth/farcasterLogin.ts'
import { kmsFromKey } from '../../../server/auth/Kms.ts'
import { migrate } from '../../../server/storage/migrate.ts'
import { pgliteClient } from '../../../server/storage/pgliteClient.ts'
import type { SqlClient } from '../../../server/storage/SqlClient.ts'

// Against the playground's dev Farcaster relay over HTTP: its approve page is posted like a
// visitor's form, and its dev custody key signs a real SIWE message the service verifies.
let relay: FarcasterRelay
let clock = Date.now()
const now = () => clock

beforeAll(async () => {
  relay = await startFarcasterRelay({ port: 0, now })
})
afterAll(async () => {
  await relay.stop()
})

/** What a visitor does on the dev approve page the channel's URL opens. */
const approve = async (url: string, fid: number, username: string) => {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  const html = await page.text()
  expect(html).toContain(`value="${channelToken}"`)
  const done = await fetch(new URL('/~/siwf', url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ channelToken, fid: String(fid), username }).toString(),
  })
  return done.status
}

const DOMAIN = '127.0.0.1:8788'
const SIWE_URI = 'http://127.0.0.1:8788'

describe('dev Farcaster relay (AuthKit shape)', () => {
  it('default: POST /v1/channel, status pending (202), the approve page, then completed (200) with a signed SIWF message', async () => {
    const created = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siweUri: SIWE_URI, domain: DOMAIN, nonce: 'abcdef123456' }),
    })
    expect(created.status).toBe(201)
    const channel = (await created.json()) as { channelToken: string; url: string; nonce: string }
    expect(channel.nonce).toBe('abcdef123456')
    expect(channel.url).toBe(
      `${relay.url}/~/siwf?channelToken=${encodeURIComponent(channel.channelToken)}`,
    )
    const status = () =>
      fetch(`${relay.url}/v1/channel/status`, {
        headers: { authorization: `Bearer ${channel.channelToken}` },
      })
    const pending = await status()
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ state: 'pending', nonce: 'abcdef123456' })

    expect(await approve(channel.url, 42, 'ada')).toBe(200)
    const completed = await status()
    expect(completed.status).toBe(200)
    const body = (await completed.json()) as {
      state: string
      message: string
      signature: `0x${string}`
      fid: number
      username: string
      custody: `0x${string}`
    }
    expect(body).toMatchObject({ state: 'completed', fid: 42, username: 'ada' })
    expect(body.custody).toBe(devCustody(42).address)
    const siwe = parseSiweMessage(body.message)
    expect(siwe).toMatchObject({
      domain: DOMAIN,
      uri: SIWE_URI,
      nonce: 'abcdef123456',
      chainId: 10,
      address: body.custody,
      resources: ['farcaster://fid/42'],
    })
    expect(
      await verifyMessage({
        address: body.custody,
        message: body.message,
        signature: body.signature,
      }),
    ).toBe(true)
    // A channel is approved once.
    expect(await approve(channel.url, 43, 'eve').catch(() => 0)).not.toBe(200)
  })

  it('behavior: an unknown channel token is 401; a channel is gone after its TTL', async () => {
    const unknown = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: 'Bearer nope' },
    })
    expect(unknown.status).toBe(401)
    const created = await fetch(`${relay.url}/v1/channel`, {
      method: 'POST',
      body: JSON.stringify({ siweUri: SIWE_URI, domain: DOMAIN }),
    })
    const { channelToken } = (await created.json()) as { channelToken: string }
    clock += FARCASTER_CHANNEL_TTL_MS
    const expired = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    expect(expired.status).toBe(401)
    expect(
      (await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: '{"domain":"x"}' })).status,
    ).toBe(400)
  })
})

describe('farcasterLogin (auth service)', () => {
  const service = (fetchImpl?: typeof fetch) =>
    farcasterLogin({
      relay: { relayUrl: relay.url },
      now,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    })

  it('behavior: pending until approved, then the fid and user name once; the channel is single use', async () => {
    const farcaster = service()
    const { url, channel } = await farcaster.start({
      projectId: 'demo',
      domain: DOMAIN,
      siweUri: SIWE_URI,
    })
    expect(url.startsWith(`${relay.url}/~/siwf?channelToken=`)).toBe(true)
    expect(url).not.toContain(channel)
    expect(await farcaster.status({ projectId: 'demo', channel })).toEqual({ status: 'pending' })
    expect(await farcaster.status({ projectId: 'other', channel })).toEqual({
      status: 'refused',
      message: FARCASTER_MESSAGES.otherApp,
    })
    await approve(url, 7, 'grace')
    expect(await farcaster.status({ projectId: 'demo', channel })).toEqual({
      status: 'ok',
      projectId: 'demo',
      fid: '7',
      userName: 'grace',
    })
    expect(await farcaster.status({ projectId: 'demo', channel })).toEqual({
      status: 'refused',
      message: FARCASTER_MESSAGES.unknown,
    })
  })

  it('behavior: a sign-in left past its TTL is refused as expired', async () => {
    const farcaster = service()
    const { channel } = await farcaster.start({
      projectId: 'demo',
      domain: DOMAIN,
      siweUri: SIWE_URI,
    })
    clock += FARCASTER_CHANNEL_TTL_MS
    expect(await farcaster.status({ projectId: 'demo', channel })).toEqual({
      status: 'refused',
      message: FARCASTER_MESSAGES.expired,
    })
  })

  it('rule: a completion with another nonce, domain, fid, custody or a forged signature is refused', async () => {
    const forger = privateKeyToAccount(generatePrivateKey())
    const tamper: Array<(body: Record<string, unknown>) => Promise<Record<string, unknown>>> = [
      async (b) => ({ ...b, message: String(b.message).replace(/Nonce: \w+/, 'Nonce: 0000') }),
      async (b) => ({ ...b, message: String(b.message).replace(DOMAIN, 'evil.example') }),
      async (b) => ({ ...b, fid: 8 }),
      async (b) => ({ ...b, custody: forger.address }),
      async (b) => ({ ...b, signature: await forger.signMessage({ message: String(b.message) }) }),
      async (b) => ({
        ...b,
        message: String(b.message).replace(devCustody(7).address, forger.address),
        custody: forger.address,
      }),
    ]
    for (const change of tamper) {
      const through: typeof fetch = async (input, init) => {
        const response = await fetch(input, init)
        if (!String(input).endsWith('/v1/channel/status') || response.status !== 200)
          return response
        const body = await change((await response.json()) as Record<string, unknown>)
        return new Response(JSON.stringify(body), { status: 200 })
      }
      const farcaster = service(through)
      const { url, channel } = await farcaster.start({
        projectId: 'demo',
        domain: DOMAIN,
        siweUri: SIWE_URI,
      })
      await approve(url, 7, 'grace')
      expect(await farcaster.status({ projectId: 'demo', channel })).toEqual({
        status: 'refused',
        message: FARCASTER_MESSAGES.invalid,
      })
    }
  })
})

describe('auth service: POST /auth/farcaster/start and /auth/farcaster/status', () => {
  let sql: SqlClient
  beforeAll(async () => {
    sql = await pgliteClient()
    await migrate(sql)
  }, 60_000)
  afterAll(async () => {
    await sql.close()
  })

  const FRAME = 'http://127.0.0.1:8788'
  const handlerWith = (relayUrl: string | undefined) =>
    createAuthHandler(
      authService({
        sql,
        kms: kmsFromKey(randomBytes(32)),
        pepper: randomBytes(32),
        mailer: { sendCode: async () => undefined } as never,
        farcaster: relayUrl ? { relayUrl } : {},
        now,
      }),
      { projectIds: ['demo'] },
    )
  const post = (
    handle: ReturnType<typeof handlerWith>,
    path: string,
    body: unknown,
    token?: string,
  ) =>
    handle(
      new Request(`${FRAME}${path}`, {
        method: 'POST',
        headers: {
          origin: FRAME,
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    ) as Promise<Response>

  // As the frame does (issue 26): fresh keys at each start, a proof at each status look.
  const device = randomBytes(32).toString('base64url')
  const startFrom = async (handle: ReturnType<typeof handlerWith>, projectId = 'demo') => {
    const key = await newLoginKey()
    const started = await post(handle, '/auth/farcaster/start', {
      projectId,
      deviceId: device,
      loginKey: key.publicKey,
    })
    return { started, key }
  }

  it('behavior: the frame gets the URL and a handle, pending, then a session for the fid (the same user next time)', async () => {
    const handle = handlerWith(relay.url)
    const login = async (fid: number) => {
      const { started, key } = await startFrom(handle)
      expect(started.status).toBe(200)
      const body = (await started.json()) as { url: string; channel: string; challenge: string }
      const bound = startedFrom(body.channel, body.challenge, key)
      const look = async () =>
        post(handle, '/auth/farcaster/status', {
          projectId: 'demo',
          channel: body.channel,
          deviceId: device,
          proof: await proofOf(bound),
        })
      expect(await (await look()).json()).toEqual({ status: 'pending' })
      await approve(body.url, fid, 'lin')
      const done = await look()
      expect(done.status).toBe(200)
      const answer = (await done.json()) as {
        status: string
        token: string
        userName: string
        provider: string
        uploadKey: string
        wallet: { address: string } | null
      }
      return { ...answer, bound }
    }
    const first = await login(99)
    expect(first).toMatchObject({
      status: 'completed',
      userName: 'lin',
      provider: 'farcaster',
      wallet: null,
    })
    // The frame stores the key it made, sealed to the server key of its login.
    const privateKey = generatePrivateKey()
    const address = privateKeyToAccount(privateKey).address
    const sealed = await sealToServer(first.uploadKey, privateKey, first.bound.handle)
    expect(
      (
        await post(
          handle,
          '/auth/wallet-key',
          { login: first.bound.handle, address, sealed },
          first.token,
        )
      ).status,
    ).toBe(200)
    const again = await login(99)
    expect(again.wallet?.address).toBe(address)
    const other = await login(100)
    expect(other.wallet).toBeNull()
  })

  it('behavior: the SIWF message names the frame origin; unknown project 403; no relay 400; bad handle 400', async () => {
    const handle = handlerWith(relay.url)
    const { started } = await startFrom(handle)
    const { url } = (await started.json()) as { url: string }
    const token = new URL(url).searchParams.get('channelToken')
    await approve(url, 5, 'ivy')
    const status = await fetch(`${relay.url}/v1/channel/status`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const siwe = parseSiweMessage(((await status.json()) as { message: string }).message)
    expect(siwe).toMatchObject({ domain: '127.0.0.1:8788', uri: FRAME })

    expect((await startFrom(handle, 'nope')).started.status).toBe(403)
    const off = (await startFrom(handlerWith(undefined))).started
    expect(off.status).toBe(400)
    expect(await off.json()).toEqual({ message: FARCASTER_MESSAGES.unavailable })
    const bad = await post(handle, '/auth/farcaster/status', { projectId: 'demo', channel: 'x' })
    expect(bad.status).toBe(400)
    const unknown = await post(handle, '/auth/farcaster/status', {
      projectId: 'demo',
      channel: 'A'.repeat(43),
      deviceId: device,
      proof: 'A'.repeat(86),
    })
    expect(unknown.status).toBe(403)
    expect(await unknown.json()).toEqual({ message: NOT_THIS_FRAME })
  })
})

describe('farcasterLogin on SQL (a cluster)', () => {
  it('a sign-in started by one server is finished by another, once', async () => {
    const sql = await pgliteClient()
    await migrate(sql)
    const serverOf = () =>
      farcasterLogin({ relay: { relayUrl: relay.url }, now, channels: sqlFarcasterChannels(sql) })
    const [first, second] = [serverOf(), serverOf()]
    const { url, channel } = await first.start({
      projectId: 'demo',
      domain: DOMAIN,
      siweUri: SIWE_URI,
    })
    expect(await second.status({ projectId: 'demo', channel })).toEqual({ status: 'pending' })
    await approve(url, 9, 'ada')
    expect(await second.status({ projectId: 'demo', channel })).toEqual({
      status: 'ok',
      projectId: 'demo',
      fid: '9',
      userName: 'ada',
    })
    expect(await first.status({ projectId: 'demo', channel })).toEqual({
      status: 'refused',
      message: FARCASTER_MESSAGES.unknown,
    })
    await sql.close()
  }, 60_000)
})
