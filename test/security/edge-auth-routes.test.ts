import { get, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_FAILURE_LIMIT,
  EMAIL_VERIFY_LIMIT,
  FARCASTER_START_LIMIT,
  KEY_UPLOAD_WINDOW_MS,
} from '../../server/auth/authConstants.ts'
import { frameStackForTests, newDeviceId, PROJECT, wrongOf } from './support/frameStack.ts'

// Round 11, paths the r3 review did not try on the frame server's auth routes, each played by a
// client that never uses the UI: path variants against the per-route limits, forged Origin,
// Host and Forwarded headers, an oversized query, a deep or prototype-keyed body, and a session
// token replayed from another client.
const stack = frameStackForTests()

let n = 0
const freshEmail = () => `edge-${Date.now()}-${++n}@example.com`

/** A raw HTTP/1.1 request, so `Host` can be forged (fetch sets it from the URL). */
const raw = (path: string, headers: Record<string, string>, body = '') =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const url = new URL(stack.origin)
    const sent = request(
      { host: url.hostname, port: url.port, path, method: 'POST', headers },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })

/** The headers of a JSON call as the frame page sends it. */
const headersOf = () => ({ origin: stack.origin, 'content-type': 'application/json' })

/** A first login of `email` on `deviceId`: the user is known and the device is theirs. */
const firstLogin = async (email: string, deviceId: string) => {
  expect((await stack.start(email, deviceId)).status).toBe(200)
  const done = await stack.verify(email, stack.lastMail('code', email), deviceId)
  expect(done.status).toBe(200)
  return done.body
}

describe('edge: per-route limits reached by another spelling of the path', () => {
  it('rule: once a client spent its verifies, no variant of /auth/email/verify reaches the code check', async () => {
    const body = { projectId: PROJECT, email: freshEmail(), otp: '000000', deviceId: newDeviceId() }
    for (let i = 0; i < EMAIL_VERIFY_LIMIT; i++)
      expect((await stack.call('/auth/email/verify', body)).status).toBe(400)
    expect((await stack.call('/auth/email/verify', body)).status).toBe(429)
    // A variant that reached the handler would answer 400 (the body has no proof).
    for (const path of [
      '/auth/email/verify/',
      '/auth//email/verify',
      '/auth/email/Verify',
      '/auth/email/%76erify',
      '/auth/email/verify;x',
      '/AUTH/email/verify',
      '/auth/email/verify?again=1',
    ]) {
      const answer = await raw(path, headersOf(), JSON.stringify(body))
      expect([404, 405, 429], path).toContain(answer.status)
    }
  })
})

describe('edge: forged request headers on the auth routes', () => {
  it('rule: Origin other than the frame’s own (null, the app, a look-alike, upper case) or a cross-site fetch is 403', async () => {
    const body = {
      projectId: PROJECT,
      email: freshEmail(),
      deviceId: newDeviceId(),
      loginKey: (await newLoginKey()).publicKey,
    }
    const hostile: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'http://127.0.0.1:5173' },
      { origin: `${stack.origin}.evil.example` },
      { origin: stack.origin.toUpperCase() },
      { origin: `${stack.origin}/` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ]
    for (const headers of hostile) {
      const answer = await raw(
        '/auth/email/start',
        { 'content-type': 'application/json', ...headers },
        JSON.stringify(body),
      )
      expect(answer.status, JSON.stringify(headers)).toBe(403)
    }
  })

  it('rule: a forged Host or X-Forwarded-Host never reaches the mailed approval link (it names the frame’s own origin)', async () => {
    const email = freshEmail()
    await firstLogin(email, newDeviceId())
    stack.clock.now += 30_000
    const body = {
      projectId: PROJECT,
      email,
      deviceId: newDeviceId(),
      loginKey: (await newLoginKey()).publicKey,
    }
    const answer = await raw(
      '/auth/email/start',
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        forwarded: 'host=evil.example;proto=https',
        origin: stack.origin,
        'content-type': 'application/json',
      },
      JSON.stringify(body),
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toMatchObject({ action: 'VERIFY_DEVICE' })
    const link = new URL(stack.lastMail('device', email))
    expect(link.origin).toBe(stack.origin)
    // And the Origin check compares with the frame's own origin, not with the forged Host.
    const spoofed = await raw(
      '/auth/email/start',
      { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'application/json' },
      JSON.stringify({ ...body, deviceId: newDeviceId() }),
    )
    expect(spoofed.status).toBe(403)
  })

  it('rule: a forged Forwarded or X-Real-IP does not open a fresh bucket (no trusted proxy)', async () => {
    const start = (headers: Record<string, string>) =>
      stack.call('/auth/farcaster/start', { projectId: PROJECT }, headers)
    for (let i = 0; i < FARCASTER_START_LIMIT; i++)
      expect((await start({ forwarded: `for=198.51.100.${i}` })).status).toBe(400)
    expect((await start({ forwarded: 'for=203.0.113.1' })).status).toBe(429)
    expect((await start({ 'x-real-ip': '203.0.113.2' })).status).toBe(429)
  })
})

describe('edge: oversized and hostile bodies', () => {
  it('rule: a 20 kB query string is refused with 431', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      get(`${stack.origin}/auth/session?pad=${'a'.repeat(20_000)}`, { agent: false }, (r) => {
        r.resume()
        resolve(r.statusCode ?? 0)
      }).on('error', reject)
    })
    expect(status).toBe(431)
  })

  it('rule: a body nested 8,000 deep (within the byte limit) or with a __proto__ key is a 400; nothing is polluted', async () => {
    const deep = `${'['.repeat(8_000)}${']'.repeat(8_000)}`
    expect((await raw('/auth/email/start', headersOf(), deep)).status).toBe(400)
    const polluting = `{"projectId":"${PROJECT}","email":"${freshEmail()}","deviceId":"${newDeviceId()}","loginKey":${JSON.stringify((await newLoginKey()).publicKey)},"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`
    expect((await raw('/auth/email/start', headersOf(), polluting)).status).toBe(400)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('edge: a session token replayed from another client', () => {
  it('rule: the token tells only whose it is; it stores no key once the upload window passed, nor ever an unsealed one', async () => {
    const email = freshEmail()
    const first = await firstLogin(email, newDeviceId())
    const token = first.token as string
    const other = { ...headersOf(), authorization: `Bearer ${token}`, 'user-agent': 'curl/8.0' }
    // Within the window a raw key (no seal to this login's server key) is refused.
    const rawKey = JSON.stringify({
      address: '0x0000000000000000000000000000000000000001',
      privateKey: `0x${'11'.repeat(32)}`,
    })
    expect((await raw('/auth/wallet-key', other, rawKey)).status).toBe(400)
    const session = await fetch(`${stack.origin}/auth/session?projectId=${PROJECT}`, {
      headers: { origin: stack.origin, authorization: `Bearer ${token}` },
    })
    expect(session.status).toBe(200)
    expect(Object.keys(await session.json()).sort()).toEqual(['email', 'expiresAt'])
    stack.clock.now += KEY_UPLOAD_WINDOW_MS + 1
    const late = await raw('/auth/wallet-key', other, rawKey)
    expect(late.status).toBe(403)
  })
})

describe('edge: a replayed session token guessing the e-mail update’s code', () => {
  it('attack: wrong update codes count per address across codes: the 10th in an hour locks the address, and the right code no longer changes the e-mail', async () => {
    const email = freshEmail()
    const stolen = { authorization: `Bearer ${(await firstLogin(email, newDeviceId())).token}` }
    const attackerMailbox = freshEmail()
    const update = (step: string, body: unknown) =>
      stack.call(`/auth/email/update/${step}`, body, stolen)
    // Fresh codes, 5 wrong guesses each, as fast as the 30 s throttle allows.
    for (let round = 0; round * EMAIL_CODE_MAX_TRIES < EMAIL_FAILURE_LIMIT; round++) {
      stack.clock.now += 30_000
      expect((await update('start', { email: attackerMailbox })).status).toBe(200)
      const wrong = wrongOf(stack.lastMail('update', email))
      for (let i = 0; i < EMAIL_CODE_MAX_TRIES; i++)
        expect((await update('primary', { otp: wrong })).status).toBe(400)
    }
    stack.clock.now += 30_000
    expect((await update('start', { email: attackerMailbox })).status).toBe(200)
    const right = await update('primary', { otp: stack.lastMail('update', email) })
    expect(right.body).toEqual({
      message: 'Too many wrong codes for this e-mail. Please try again after 15 minutes',
    })
    expect(stack.mails.filter((m) => m.to === attackerMailbox)).toEqual([])
  })
})
