import { describe, expect, it } from 'vitest'
import {
  EMAIL_CODE_MAX_TRIES,
  EMAIL_CODE_THROTTLE_MS,
  EMAIL_CODE_TTL_MS,
} from '../../../server/auth/authConstants.ts'
import { startForTests } from '../../support/startForTests.ts'
import { newDeviceId, startAuthHarness, wrongOf } from './support/authHarness.ts'

const h = startForTests(startAuthHarness)

let n = 0
const fresh = () => {
  n++
  return { old: `old-${n}@example.com`, next: `new-${n}@example.com`, device: newDeviceId() }
}
const update = (token: string, step: 'start' | 'primary' | 'secondary', body: unknown) =>
  h.call(`/auth/email/update/${step}`, body, { token })
const userOf = async (token: string) => (await h.auth.sessions.check(token))?.userId

/** Logs in `old` and starts its update to `next`: the session token. */
const started = async (old: string, next: string, device: string) => {
  const token = await h.login(old, device)
  expect(await update(token, 'start', { email: next })).toEqual({
    status: 200,
    body: { action: 'VERIFY_PRIMARY_OTP' },
  })
  return token
}

describe('e-mail update (SPEC §4 VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP)', () => {
  it('default: a code to the current address, then one to the new; then the new address logs in to the same user and the old one does not', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    const primary = h.lastMail('update', old)
    expect(primary.step).toBe('primary')
    expect(await update(token, 'primary', { otp: primary.code })).toEqual({
      status: 200,
      body: { action: 'VERIFY_SECONDARY_OTP' },
    })
    const secondary = h.lastMail('update', next)
    expect(secondary.step).toBe('secondary')
    expect(await update(token, 'secondary', { otp: secondary.code })).toEqual({
      status: 200,
      body: { newEmail: next },
    })
    expect((await h.call('/auth/session', undefined, { token, method: 'GET' })).body.email).toBe(
      next,
    )
    h.clock.now += EMAIL_CODE_THROTTLE_MS
    const again = await h.login(next, device)
    expect(await userOf(again)).toBe(await userOf(token))
    const stranger = await h.login(old, device)
    expect(await userOf(stranger)).not.toBe(await userOf(token))
  })

  it('rule: the new address cannot be confirmed before the current one', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    expect(await update(token, 'secondary', { otp: h.lastMail('update', old).code })).toEqual({
      status: 400,
      body: { message: 'No e-mail update is under way: start again' },
    })
  })

  it('rule: wrong ×5 locks the code, each wrong try says the tries left; even the right one then fails', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    const { code } = h.lastMail('update', old)
    const answers = []
    for (let i = 0; i < EMAIL_CODE_MAX_TRIES; i++)
      answers.push((await update(token, 'primary', { otp: wrongOf(code) })).body.message)
    expect(answers).toEqual([
      'Invalid code. 4 tries left',
      'Invalid code. 3 tries left',
      'Invalid code. 2 tries left',
      'Invalid code. 1 try left',
      'Invalid code. No tries left: request a new code',
    ])
    expect(await update(token, 'primary', { otp: code })).toEqual({
      status: 400,
      body: { message: 'Too many wrong codes: request a new code' },
    })
  })

  it('rule: the secondary code locks after 5 wrong tries too', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    await update(token, 'primary', { otp: h.lastMail('update', old).code })
    const { code } = h.lastMail('update', next)
    for (let i = 0; i < EMAIL_CODE_MAX_TRIES; i++)
      await update(token, 'secondary', { otp: wrongOf(code) })
    expect((await update(token, 'secondary', { otp: code })).body.message).toBe(
      'Too many wrong codes: request a new code',
    )
  })

  it('rule: a used code fails', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    const { code } = h.lastMail('update', old)
    expect((await update(token, 'primary', { otp: code })).status).toBe(200)
    expect(await update(token, 'primary', { otp: code })).toEqual({
      status: 400,
      body: { message: 'This code was already used: request a new code' },
    })
  })

  it('rule: a code expires after 10 minutes (test clock); a new start sends a new one', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    const { code } = h.lastMail('update', old)
    h.clock.now += EMAIL_CODE_TTL_MS
    expect(await update(token, 'primary', { otp: code })).toEqual({
      status: 400,
      body: { message: 'This code has expired: request a new code' },
    })
    expect((await update(token, 'start', { email: next })).status).toBe(200)
    const renewed = h.lastMail('update', old).code
    expect((await update(token, 'primary', { otp: renewed })).status).toBe(200)
  })

  it('rule: a login code does not confirm an update, nor an update code a login', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    const loginCode = h.lastMail('code', old).code
    const updateCode = h.lastMail('update', old).code
    if (loginCode !== updateCode)
      expect((await update(token, 'primary', { otp: loginCode })).status).toBe(400)
    // A fresh login of the same frame: the update code is not its code.
    h.clock.now += EMAIL_CODE_THROTTLE_MS
    await h.startEmail(old, device)
    const tried = await h.verifyEmail(old, updateCode, device)
    expect(tried.status).toBe(400)
    expect(tried.body.token).toBeUndefined()
  })

  it('rule: SPEC §5 throttle applies to update codes', async () => {
    const { old, next, device } = fresh()
    const token = await started(old, next, device)
    h.clock.now += EMAIL_CODE_THROTTLE_MS - 5_000
    expect(await update(token, 'start', { email: next })).toEqual({
      status: 429,
      body: { message: 'Please try again after 5 seconds' },
    })
  })

  it('rule: an address another user has is refused; so is the current one', async () => {
    const { old, next, device } = fresh()
    await h.login(next, newDeviceId())
    const token = await h.login(old, device)
    expect(await update(token, 'start', { email: next })).toEqual({
      status: 409,
      body: { message: 'This e-mail is already in use' },
    })
    expect(await update(token, 'start', { email: old.toUpperCase() })).toEqual({
      status: 400,
      body: { message: 'This is already your e-mail' },
    })
  })

  it('rule: only a live session updates; an invalid e-mail is refused', async () => {
    expect(await update('not-a-token', 'start', { email: 'x@example.com' })).toEqual({
      status: 401,
      body: { message: 'Session Expired' },
    })
    const { old, device } = fresh()
    const token = await h.login(old, device)
    expect((await update(token, 'start', { email: 'not-an-email' })).status).toBe(400)
  })
})
