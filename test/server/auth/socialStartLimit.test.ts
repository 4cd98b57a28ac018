import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoginKey, newLoginKey } from '../../../frame/loginKey.ts'
import {
  EMAIL_CODE_TTL_MS,
  EMAIL_START_LIMIT,
  SOCIAL_START_LIMIT,
  SOCIAL_START_WINDOW_MS,
  SOCIAL_STATE_TTL_MS,
} from '../../../server/auth/authConstants.ts'
import { type AuthHarness, newDeviceId, PROJECT, startAuthHarness } from './support/authHarness.ts'

let h: AuthHarness
let key: LoginKey
beforeAll(async () => {
  h = await startAuthHarness()
  key = await newLoginKey()
})
afterAll(() => h.close())

const challenge = createHash('sha256').update('verifier').digest('base64url')
// No provider is configured here: a counted request that passes the limit answers 400.
const socialStart = (client: string) =>
  h.call(
    '/auth/social/start',
    {
      projectId: PROJECT,
      provider: 'google',
      codeChallenge: challenge,
      deviceId: newDeviceId(),
      loginKey: key.publicKey,
    },
    { client },
  )

describe('/auth/social/start rate limit', () => {
  it('rule: at most SOCIAL_START_LIMIT a minute per client address, with the wait; others unaffected; the window reopens (test clock)', async () => {
    for (let i = 0; i < SOCIAL_START_LIMIT; i++)
      expect((await socialStart('10.0.0.1')).status).toBe(400)
    h.clock.now += SOCIAL_START_WINDOW_MS - 7_000
    expect(await socialStart('10.0.0.1')).toEqual({
      status: 429,
      body: { message: 'Please try again after 7 seconds' },
    })
    expect((await socialStart('10.0.0.2')).status).toBe(400)
    h.clock.now += 7_000
    expect((await socialStart('10.0.0.1')).status).toBe(400)
  })

  it("behavior: the sweep (the frame server's timer, not a request) deletes expired social states, old windows and long-expired codes", async () => {
    const at = h.clock.now
    const insert = (hash: string, expiresAt: number) =>
      h.sql.query(
        `INSERT INTO auth_social_states (state_hash, project_id, provider, nonce, code_challenge,
           redirect_uri, created_at, expires_at) VALUES ($1, $2, 'google', 'n', $3, 'r', $4, $5)`,
        [hash, PROJECT, challenge, at, expiresAt],
      )
    await insert('old', at + 1_000)
    await insert('live', at + SOCIAL_STATE_TTL_MS)
    await h.call('/auth/email/start', {
      projectId: PROJECT,
      email: 'swept@example.com',
      deviceId: newDeviceId(),
    })
    h.clock.now += 60_000
    await socialStart('10.0.0.9')
    const states = () =>
      h.sql.query<{ state_hash: string }>('SELECT state_hash FROM auth_social_states ORDER BY 1')
    // A request sweeps nothing any more.
    expect((await states()).map((r) => r.state_hash)).toEqual(['live', 'old'])
    h.clock.now += 2 * EMAIL_CODE_TTL_MS
    await insert('fresh', h.clock.now + SOCIAL_STATE_TTL_MS)
    await h.auth.sweep()
    expect((await states()).map((r) => r.state_hash)).toEqual(['fresh'])
    const codes = await h.sql.query('SELECT email FROM auth_email_codes')
    expect(codes).toEqual([])
    const windows = await h.sql.query('SELECT client FROM auth_rate_limits')
    expect(windows).toEqual([])
  })
})

describe('/auth/email/start rate limit', () => {
  it('rule: at most EMAIL_START_LIMIT a minute per client address, beside the 30 s per e-mail', async () => {
    h.clock.now += SOCIAL_START_WINDOW_MS
    const start = (i: number, client: string) =>
      h.call(
        '/auth/email/start',
        {
          projectId: PROJECT,
          email: `probe-${i}@example.com`,
          deviceId: newDeviceId(),
          loginKey: key.publicKey,
        },
        { client },
      )
    for (let i = 0; i < EMAIL_START_LIMIT; i++)
      expect((await start(i, '10.0.1.1')).body.action).toBe('VERIFY_OTP')
    expect(await start(EMAIL_START_LIMIT, '10.0.1.1')).toEqual({
      status: 429,
      body: { message: 'Please try again after 60 seconds' },
    })
    expect((await start(EMAIL_START_LIMIT + 1, '10.0.1.2')).status).toBe(200)
  })
})
