import { describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { proofOf, type StartedLogin, startedFrom } from '../../frame/startedLogin.ts'
import { newDeviceId, PROJECT, securityStackForTests } from './support/securityStack.ts'

// Review r3, F10 (rows 23, 24): a code mailed to device 1's login was spent from device 2 once
// device 2 was approved; 8 fresh device ids got 8 live approval links in seconds; the mail and
// the page said nothing of the asking browser or app.
const stack = securityStackForTests()

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

/** One device's e-mail steps, as its frame sends them (legacy body when refused, as an attacker). */
const device = (ua?: string) => {
  const deviceId = newDeviceId()
  let login: StartedLogin | undefined
  const post = (path: string, body: unknown) => stack.post(path, body, ua ? { ua } : {})
  const signed = async (body: object) =>
    login ? { ...body, login: login.handle, proof: await proofOf(login) } : body
  return {
    start: async (email: string) => {
      const key = await newLoginKey()
      const base = { projectId: PROJECT, email, deviceId }
      let answer = await post('/auth/email/start', { ...base, loginKey: key.publicKey })
      if (answer.status === 400) answer = await post('/auth/email/start', base)
      login =
        typeof answer.body.challenge === 'string'
          ? startedFrom(answer.body.login, answer.body.challenge, key)
          : undefined
      return answer
    },
    verify: async (email: string, otp: string) =>
      post('/auth/email/verify', await signed({ projectId: PROJECT, email, otp, deviceId })),
  }
}

let n = 0
const freshEmail = () => `f10-${Date.now()}-${++n}@example.com`
/** Past the 30 s throttle, on the auth service's clock. */
const wait30s = async () => {
  stack.clock.now += 30_000
}

describe('F10: the device step binds codes and links to the asking device', () => {
  it("attack (row 23): device 1's code, spent from device 2 after device 2 was approved, is refused", async () => {
    const email = freshEmail()
    const laptop = device()
    await laptop.start(email)
    expect((await laptop.verify(email, stack.lastMail('code', email).code)).status).toBe(200)
    await wait30s()
    // The attacker's device asks; the victim is tricked into approving it.
    const attacker = device()
    expect((await attacker.start(email)).body.action).toBe('VERIFY_DEVICE')
    expect((await stack.approveLink(stack.lastMail('device', email).link)).status).toBe(200)
    await wait30s()
    // The victim logs in on the laptop; the code mailed for it is taken by the attacker.
    expect((await laptop.start(email)).body.action).toBe('VERIFY_OTP')
    const code = stack.lastMail('code', email).code
    const spent = await attacker.verify(email, code)
    expect(spent.status).toBe(400)
    expect(spent.body.token).toBeUndefined()
    expect(spent.body.wallet).toBeUndefined()
    // The laptop's login is not harmed beyond that wrong try.
    expect((await laptop.verify(email, code)).status).toBe(200)
  })

  it('attack (row 24): 8 fresh device ids in seconds: one mail, one live link per address', async () => {
    const email = freshEmail()
    const owner = device()
    await owner.start(email)
    await owner.verify(email, stack.lastMail('code', email).code)
    for (let i = 0; i < 8; i++) await device().start(email)
    const links = stack.mails.filter((m) => m.kind === 'device' && m.to === email)
    expect(links).toHaveLength(1)
    await wait30s()
    await device().start(email)
    const [old, fresh] = stack.mails.filter((m) => m.kind === 'device' && m.to === email)
    // The newer link replaced the older one.
    expect((await stack.approveLink((old as { link: string }).link)).status).toBe(400)
    expect((await stack.approveLink((fresh as { link: string }).link)).status).toBe(200)
  })

  it('the mail and the approval page say which browser asks, for which app, and when', async () => {
    const email = freshEmail()
    const owner = device()
    await owner.start(email)
    await owner.verify(email, stack.lastMail('code', email).code)
    const before = stack.clock.now
    await device(CHROME_UA).start(email)
    const mail = stack.lastMail('device', email)
    const sentence =
      /^Chrome on Windows asked to log in to demo \(127\.0\.0\.1:5173\) on (\d{4}-\d\d-\d\d \d\d:\d\d) UTC\.$/
    const at = sentence.exec(mail.asked)?.[1]
    expect(at).toBeDefined()
    expect(Math.abs(Date.parse(`${at}Z`) - before)).toBeLessThan(120_000)
    const page = await (await fetch(mail.link)).text()
    expect(page).toContain(mail.asked)
  })
})
