import { beforeAll, describe, expect, it } from 'vitest'
import { AUTH_POLL_LIMIT } from '../../server/auth/authConstants.ts'
import { frameStackForTests, newDeviceId, PROJECT } from './support/frameStack.ts'

// security-r3 F11 (rows 25–27): a prober asks, from its own device and without mailing
// anyone, whether an address has an account — through device status and verify's words.
const s = frameStackForTests()
const known = 'holder@example.com'
const unknown = 'nobody@example.com'
const ownersDevice = newDeviceId()

// The owner's first login makes the account.
beforeAll(async () => {
  await s.start(known, ownersDevice)
  await s.verify(known, s.lastMail('code', known), ownersDevice)
})

/** Device status as a device sends it: with its login's proof when it started one (issue 26). */
const status = async (email: string, deviceId: string) =>
  s.call('/auth/device/status', {
    projectId: PROJECT,
    email,
    deviceId,
    ...(await s.proved(email, deviceId)),
  })

describe('F11: answers that do not tell whether an address has an account', () => {
  it('rule: device status reads the same for an address with an account and one without (row 25)', async () => {
    const prober = newDeviceId()
    const mailed = s.mails.length
    // A prober holds no login of either address: both asks are refused alike.
    const a = await status(known, prober)
    expect(a).toEqual(await status(unknown, prober))
    expect(a.status).toBe(400)
    expect(s.mails.length).toBe(mailed)
  })

  it('rule: verify from a device that never asked reads the same for both (row 27)', async () => {
    const prober = newDeviceId()
    const a = await s.verify(known, '123456', prober)
    const b = await s.verify(unknown, '123456', prober)
    expect(a).toEqual(b)
    // Without a login of its own (issue 26's binding) the ask is refused before any lookup.
    expect(a).toEqual({ status: 400, body: { message: 'Invalid code' } })
  })

  it('behavior: the device step still works: the device that asked learns of its approval', async () => {
    const laptop = newDeviceId()
    expect((await s.start(known, laptop)).body).toEqual({ action: 'VERIFY_DEVICE' })
    expect((await status(known, laptop)).body).toEqual({ approved: false })
    expect((await s.verify(known, '123456', laptop)).body.message).toBe(
      'Approve this device from the link we e-mailed you first',
    )
    const link = s.lastMail('device', known)
    const approved = await fetch(`${s.origin}/auth/device/approve`, {
      method: 'POST',
      headers: { origin: s.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: new URL(link).searchParams.get('token') ?? '',
      }).toString(),
    })
    expect(approved.status).toBe(200)
    expect((await status(known, laptop)).body).toEqual({ approved: true })
  })

  it('rule: device status is limited per client: 120 probes in a burst get 429 past AUTH_POLL_LIMIT (row 26)', async () => {
    const prober = newDeviceId()
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) => status(`probe${i}@example.com`, prober)),
    )
    expect(answers.filter((a) => a.status === 429)).toHaveLength(120 - AUTH_POLL_LIMIT)
  })
})
