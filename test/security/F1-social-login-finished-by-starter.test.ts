import { describe, expect, it } from 'vitest'
import { loginClient, providerBrowser } from './support/loginClients.ts'
import { securityStackForTests } from './support/securityStack.ts'

// Review r3, F1 (row 51): an attacker's server starts a social login, the victim's browser
// finishes it at the provider (one redirect on a return visit), the code and state reach the
// attacker, and its finish got a 24 h session and the victim's raw wallet key.
const stack = securityStackForTests()

const ATTACKER_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'

describe('F1: a social login is finished only by the frame that started it', () => {
  it('attack: started from Node, finished by the victim at the provider, the code replayed by the starter: no session, no key; the victim is asked to approve a new browser', async () => {
    const victimLogin = `f1-victim-${Date.now()}`
    const victimBrowser = providerBrowser(stack, victimLogin)
    // The victim's own first login, from their own frame: their wallet key is stored.
    const victim = loginClient(stack)
    const own = await victim.socialStart()
    expect(own.status).toBe(200)
    const first = await victim.socialFinish(own, await victimBrowser(own.uri))
    expect(first.status).toBe(200)
    const victimKey = await victim.storeKey(first.body, own.login)

    // The attack, step 1: the attacker's server starts a login (any Origin can be forged).
    const attacker = loginClient(stack, { ua: ATTACKER_UA })
    const started = await attacker.socialStart()
    expect(started.status).toBe(200)
    // Step 2: the victim's browser opens the URI and rides its provider session.
    const back = await victimBrowser(started.uri)
    expect(back.searchParams.get('code')).toBeTruthy()
    // Step 3: the code reached the attacker (the review's app-page script); it finishes.
    const finished = await attacker.socialFinish(started, back)
    const stolen = await attacker.keyOf(finished.body, started.login)
    expect(stolen).toBeUndefined()
    expect(finished.body.token).toBeUndefined()
    expect(finished.body).toEqual({ action: 'VERIFY_DEVICE' })
    // The victim's mailbox is asked, naming the attacker's browser and the app.
    const mail = stack.lastMail('device', `${victimLogin}@example.com`)
    expect(mail.asked).toMatch(
      /^Firefox on Linux asked to log in to demo \(127\.0\.0\.1:5173\) on \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/,
    )
    // Not one answer of the whole exchange held the victim's key, raw or as hex.
    const everything = stack.transcript.map((e) => e.text).join('\n')
    expect(everything).not.toContain(victimKey.slice(2))
    expect(everything).not.toMatch(/"privateKey"/)
  })

  it("attack: a finish without the starting frame's proof, or with another frame's, is refused before the state is spent", async () => {
    const victimBrowser = providerBrowser(stack, `f1-proof-${Date.now()}`)
    const frame = loginClient(stack)
    const started = await frame.socialStart()
    const back = await victimBrowser(started.uri)
    const other = loginClient(stack)
    const foreign = await other.socialStart()
    // Another frame's keys and device on this state.
    const wrong = await other.socialFinish({ ...started, login: foreign.login }, back)
    expect(wrong.status).toBe(403)
    expect(wrong.body).toEqual({ message: 'This login was not started here: try again' })
    // The starting frame still finishes it: the state was not spent by the refusal.
    const right = await frame.socialFinish(started, back)
    expect(right.status).toBe(200)
    expect(right.body.token).toEqual(expect.any(String))
  })

  it("the callback page hands code and state to the frame's origin only, never to the app's", async () => {
    const script = await (await fetch(`${stack.origin}/frame/social-callback.js`)).text()
    const page = await (await fetch(`${stack.origin}/frame/social-callback?state=x&code=y`)).text()
    expect(page).not.toContain('127.0.0.1:5173')
    expect(script).toContain('postMessage(message, own)')
    expect(script).toContain('const own = location.origin')
  })
})
