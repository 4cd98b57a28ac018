import { describe, expect, it } from 'vitest'
import { frameStackForTests, newDeviceId, PROJECT } from './support/frameStack.ts'

// Round 11: a phishing page that embeds the frame's pages (to cover or restyle them), and an
// approval link opened on another device than the one that asked. Against the real frame server
// on 127.0.0.1 (SMTP recorded).
const stack = frameStackForTests()

let n = 0
const freshEmail = () => `phish-${Date.now()}-${++n}@example.com`

/** A known user (first login on `home`), then a start from `asking`: its mailed approval link. */
const approvalLink = async (email: string, home: string, asking: string) => {
  expect((await stack.start(email, home)).status).toBe(200)
  expect((await stack.verify(email, stack.lastMail('code', email), home)).status).toBe(200)
  stack.clock.now += 30_000
  expect((await stack.start(email, asking)).body).toMatchObject({ action: 'VERIFY_DEVICE' })
  return new URL(stack.lastMail('device', email))
}

const framing = (response: Response) => ({
  ancestors: /frame-ancestors ([^;]+)/.exec(
    response.headers.get('content-security-policy') ?? '',
  )?.[1],
  xfo: response.headers.get('x-frame-options'),
})

describe('phishing: the frame’s pages embedded by another origin', () => {
  it('rule: the frame page may be embedded only by its project’s origins; an unknown project’s by none', async () => {
    const page = await fetch(`${stack.origin}/frame?projectId=${PROJECT}`)
    expect(framing(page)).toEqual({ ancestors: 'http://127.0.0.1:5173', xfo: null })
    const unknown = await fetch(`${stack.origin}/frame?projectId=evil`)
    expect(framing(unknown)).toEqual({ ancestors: "'none'", xfo: 'DENY' })
  })

  it('rule: pages a visitor answers on their own (device approval, unlock, social callback, approval popup) are never framed, by CSP and by X-Frame-Options', async () => {
    const link = await approvalLink(freshEmail(), newDeviceId(), newDeviceId())
    const pages = [
      link.href,
      `${stack.origin}/auth/device/approve?token=unknown`,
      `${stack.origin}/auth/email/unlock?token=unknown`,
      `${stack.origin}/frame/social-callback?state=x&code=y`,
      `${stack.origin}/frame/approve`,
    ]
    for (const url of pages) {
      const response = await fetch(url)
      expect(framing(response), url).toEqual({ ancestors: "'none'", xfo: 'DENY' })
    }
  })
})

describe('phishing: an approval link opened on another device', () => {
  it('rule: the link approves the device that asked, never the one that opens it; the opener gets no session', async () => {
    const email = freshEmail()
    const [home, asking] = [newDeviceId(), newDeviceId()]
    const link = await approvalLink(email, home, asking)
    // Opened on a phone: another browser, no frame storage, no cookie of any kind.
    const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }
    const shown = await fetch(link, { headers: phone })
    expect(shown.status).toBe(200)
    expect(shown.headers.get('set-cookie')).toBeNull()
    const pressed = await fetch(`${stack.origin}/auth/device/approve`, {
      method: 'POST',
      headers: {
        ...phone,
        origin: stack.origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
    })
    expect(pressed.status).toBe(200)
    expect(pressed.headers.get('set-cookie')).toBeNull()
    const html = await pressed.text()
    expect(html).toContain('Device approved')
    expect(html).not.toMatch(/token|Bearer|[0-9a-f]{64}/i)
    // The asking device goes on to its code; any other device is still a new one.
    stack.clock.now += 30_000
    expect((await stack.start(email, asking)).body).toMatchObject({ action: 'VERIFY_OTP' })
    stack.clock.now += 30_000
    expect((await stack.start(email, newDeviceId())).body).toMatchObject({
      action: 'VERIFY_DEVICE',
    })
  })

  it('rule: a link is spent once: pressed again from a second device it approves nothing more', async () => {
    const email = freshEmail()
    const link = await approvalLink(email, newDeviceId(), newDeviceId())
    const press = () =>
      fetch(`${stack.origin}/auth/device/approve`, {
        method: 'POST',
        headers: { origin: stack.origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: link.searchParams.get('token') ?? '' }),
      })
    expect((await press()).status).toBe(200)
    expect((await press()).status).toBe(400)
  })
})
