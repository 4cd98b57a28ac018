import { describe, expect, it } from 'vitest'
import {
  EMAIL_FAILURE_HARD_STOP,
  EMAIL_FAILURE_LOCK_MS,
  EMAIL_FAILURE_WINDOW_MS,
  EMAIL_VERIFY_LIMIT,
} from '../../server/auth/authConstants.ts'
import { frameStackForTests, newDeviceId, wrongOf } from './support/frameStack.ts'

// security-r3 F8 (rows 11, 12): an attacker guesses e-mail codes over HTTP from Node, asking
// a fresh code whenever one locks, and floods verify across addresses. NIST SP 800-63B §5.2.2.
const s = frameStackForTests()

/** One round of the review's attack: a fresh code, then five wrong guesses; their statuses. */
const round = async (email: string, device: string) => {
  expect((await s.start(email, device)).status).toBe(200)
  const code = s.lastMail('code', email)
  const statuses: number[] = []
  for (let i = 0; i < 5; i++) statuses.push((await s.verify(email, wrongOf(code), device)).status)
  s.clock.now += 30_000
  return statuses
}

describe('F8: guesses per address across fresh codes, and verify per client', () => {
  it('rule: 10 wrong codes within an hour, across codes, lock the address 15 minutes; the next wrong one within the hour locks again (row 12)', async () => {
    const email = 'guessed@example.com'
    const device = newDeviceId()
    expect([...(await round(email, device)), ...(await round(email, device))]).toEqual([
      400, 400, 400, 400, 400, 400, 400, 400, 400, 429,
    ])
    // The review's third round: no new code is mailed to a locked address.
    const mailed = s.mails.length
    expect(await s.start(email, device)).toEqual({
      status: 429,
      body: { message: 'Too many wrong codes for this e-mail. Please try again after 15 minutes' },
    })
    expect(s.mails.length).toBe(mailed)

    s.clock.now += EMAIL_FAILURE_LOCK_MS
    expect((await s.start(email, device)).status).toBe(200)
    const code = s.lastMail('code', email)
    // Still 10 within the hour: one more wrong code is enough.
    expect((await s.verify(email, wrongOf(code), device)).status).toBe(429)
    expect((await s.verify(email, code, device)).status).toBe(429)

    // An hour on, the owner logs in with the right code.
    s.clock.now += EMAIL_FAILURE_WINDOW_MS
    expect((await s.start(email, device)).status).toBe(200)
    expect((await s.verify(email, s.lastMail('code', email), device)).status).toBe(200)
  })

  it('rule: 100 wrong codes in a row stop the address until its owner opens the mailed unlock link', async () => {
    const email = 'stopped@example.com'
    const device = newDeviceId()
    const statuses: number[] = []
    // Ten patient hours: ten wrong codes each, under the 15-minute lock.
    for (let hour = 0; hour < EMAIL_FAILURE_HARD_STOP / 10; hour++) {
      statuses.push(...(await round(email, device)), ...(await round(email, device)))
      s.clock.now += EMAIL_FAILURE_WINDOW_MS
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    const stopped = {
      status: 429,
      body: {
        message: 'Too many wrong codes for this e-mail: open the link we e-mailed you to unlock it',
      },
    }
    // Hours later the address is still stopped; the owner logging in gets a fresh link.
    expect(await s.start(email, device)).toEqual(stopped)
    expect(s.mails.filter((m) => m.kind === 'unlock' && m.to === email)).toHaveLength(2)
    s.nextMinute()
    expect(await s.start(email, device)).toEqual(stopped)

    const link = s.lastMail('unlock', email)
    const token = new URL(link).searchParams.get('token') ?? ''
    const page = await fetch(link)
    expect(page.status).toBe(200)
    // A mail scanner's GET unlocked nothing; a cross-site form cannot post it.
    s.nextMinute()
    expect((await s.start(email, device)).status).toBe(429)
    const form = (origin: string) =>
      fetch(`${s.origin}/auth/email/unlock`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      })
    expect((await form('https://evil.example')).status).toBe(403)
    expect((await form(s.origin)).status).toBe(200)
    expect((await form(s.origin)).status).toBe(400)

    s.nextMinute()
    expect((await s.start(email, device)).status).toBe(200)
    expect((await s.verify(email, s.lastMail('code', email), device)).status).toBe(200)
  })

  it('rule: verify is limited per client across addresses: 60 in a burst get 429 past EMAIL_VERIFY_LIMIT (row 11)', async () => {
    const device = newDeviceId()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => s.verify(`burst${i}@example.com`, '123456', device)),
    )
    const limited = answers.filter((a) => a.status === 429)
    expect(limited).toHaveLength(60 - EMAIL_VERIFY_LIMIT)
    expect(limited[0]?.body.message).toMatch(/^Please try again after \d+ seconds$/)
  })
})
