import { describe, expect, it } from 'vitest'
import {
  DEVICE_APPROVAL_TTL_MS,
  EMAIL_CODE_THROTTLE_MS,
} from '../../../server/auth/authConstants.ts'
import { startForTests } from '../../support/startForTests.ts'
import { FRAME_ORIGIN, newDeviceId, PROJECT, startAuthHarness } from './support/authHarness.ts'

const h = startForTests(startAuthHarness)

let n = 0
const freshEmail = () => `device-${++n}@example.com`

/** The approval page a mail client opens: GET shows a button, POST (from the page) approves. */
const openLink = (link: string) => h.handle(new Request(link))
const approve = (link: string, origin = FRAME_ORIGIN) =>
  h.handle(
    new Request(`${FRAME_ORIGIN}/auth/device/approve`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }),
    }),
  )

const start = (email: string, deviceId: string) => h.startEmail(email, deviceId)
const status = (email: string, deviceId: string) => h.deviceStatus(email, deviceId)

describe('device step (SPEC §4 VERIFY_DEVICE)', () => {
  it('default: the first login of a new e-mail needs no device step', async () => {
    const email = freshEmail()
    const started = await start(email, newDeviceId())
    expect(started).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect(h.lastMail('code', email).code).toMatch(/^\d{6}$/)
  })

  it('behavior: the same device logs in again without the device step', async () => {
    const email = freshEmail()
    const laptop = newDeviceId()
    await h.login(email, laptop)
    h.clock.now += EMAIL_CODE_THROTTLE_MS
    expect((await start(email, laptop)).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('behavior: a new device gets VERIFY_DEVICE and a link; approving it lets the code through, to the same user', async () => {
    const email = freshEmail()
    const laptop = newDeviceId()
    const firstToken = await h.login(email, laptop)
    const firstUser = (await h.auth.sessions.check(firstToken))?.userId
    h.clock.now += EMAIL_CODE_THROTTLE_MS

    const phone = newDeviceId()
    const codesBefore = h.mails.filter((m) => m.kind === 'code' && m.to === email).length
    expect(await start(email, phone)).toEqual({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    // No code yet: only the link went out.
    expect(h.mails.filter((m) => m.kind === 'code' && m.to === email)).toHaveLength(codesBefore)
    const { link } = h.lastMail('device', email)
    expect(link).toMatch(new RegExp(`^${FRAME_ORIGIN}/auth/device/approve\\?token=[\\w-]{43}$`))
    expect((await status(email, phone)).body).toEqual({ approved: false })

    // A code cannot be tried from the unapproved device.
    const early = await h.verifyEmail(email, '000000', phone)
    expect(early).toEqual({
      status: 400,
      body: { message: 'Approve this device from the link we e-mailed you first' },
    })

    // Opening the link (a mail scanner does too) approves nothing; the button does.
    const page = await openLink(link)
    expect(page?.status).toBe(200)
    expect(page?.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page?.text()).toContain('data-latch-device-approve')
    expect((await status(email, phone)).body).toEqual({ approved: false })
    const approved = await approve(link)
    expect(approved?.status).toBe(200)
    expect(await approved?.text()).toContain('Device approved')
    expect((await status(email, phone)).body).toEqual({ approved: true })

    // The frame asks again: now the code goes out, and it logs in the same user.
    expect((await start(email, phone)).body).toEqual({ action: 'VERIFY_OTP' })
    const verified = await h.verifyEmail(email, h.lastMail('code', email).code, phone)
    expect(verified.status).toBe(200)
    expect((await h.auth.sessions.check(verified.body.token as string))?.userId).toBe(firstUser)
  })

  it('rule: the link is single use', async () => {
    const email = freshEmail()
    await h.login(email, newDeviceId())
    await start(email, newDeviceId())
    const { link } = h.lastMail('device', email)
    expect((await approve(link))?.status).toBe(200)
    const again = await approve(link)
    expect(again?.status).toBe(400)
    expect(await again?.text()).toContain('It was already used.')
    expect(await (await openLink(link))?.text()).toContain('It was already used.')
  })

  it('rule: the link expires after 15 minutes (test clock)', async () => {
    const email = freshEmail()
    await h.login(email, newDeviceId())
    const phone = newDeviceId()
    await start(email, phone)
    const { link } = h.lastMail('device', email)
    h.clock.now += DEVICE_APPROVAL_TTL_MS
    const late = await approve(link)
    expect(late?.status).toBe(400)
    expect(await late?.text()).toContain('It has expired.')
    expect((await status(email, phone)).body).toEqual({ approved: false })
  })

  it('rule: a link approves only its own device', async () => {
    const email = freshEmail()
    await h.login(email, newDeviceId())
    const phone = newDeviceId()
    const tablet = newDeviceId()
    await start(email, phone)
    await approve(h.lastMail('device', email).link)
    expect((await status(email, phone)).body).toEqual({ approved: true })
    h.clock.now += EMAIL_CODE_THROTTLE_MS
    await start(email, tablet)
    expect((await status(email, tablet)).body).toEqual({ approved: false })
  })

  it('rule: SPEC §5 throttle: a new link for the same device within 30 s is refused with the wait', async () => {
    const email = freshEmail()
    await h.login(email, newDeviceId())
    const phone = newDeviceId()
    await start(email, phone)
    h.clock.now += EMAIL_CODE_THROTTLE_MS - 12_000
    expect(await start(email, phone)).toEqual({
      status: 429,
      body: { message: 'Please try again after 12 seconds' },
    })
    h.clock.now += 12_000
    const first = h.lastMail('device', email).link
    expect((await start(email, phone)).body).toEqual({ action: 'VERIFY_DEVICE' })
    // The new link replaces the old one.
    expect(h.lastMail('device', email).link).not.toBe(first)
    expect((await approve(first))?.status).toBe(400)
  })

  it('rule: the approving POST must come from the approval page itself', async () => {
    const email = freshEmail()
    await h.login(email, newDeviceId())
    const phone = newDeviceId()
    await start(email, phone)
    const refused = await approve(h.lastMail('device', email).link, 'https://evil.example')
    expect(refused?.status).toBe(403)
    expect((await status(email, phone)).body).toEqual({ approved: false })
  })

  it('parameters: a start or verify without a device id is refused', async () => {
    expect(await h.call('/auth/email/start', { projectId: PROJECT, email: freshEmail() })).toEqual({
      status: 400,
      body: { message: 'Invalid e-mail' },
    })
    expect(
      (
        await h.call('/auth/email/verify', {
          projectId: PROJECT,
          email: freshEmail(),
          otp: '123456',
        })
      ).status,
    ).toBe(400)
  })
})
