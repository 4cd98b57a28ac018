import { describe, expect, it } from 'vitest'
import { approveFarcaster, loginClient } from './support/loginClients.ts'
import { securityStackForTests } from './support/securityStack.ts'

// Review r3, F2 (row 55): an attacker's server starts a Farcaster sign-in and shows its QR on
// a convincing page; the victim approves it in their Farcaster client; the attacker's status
// poll got the session and the victim's raw wallet key.
const stack = securityStackForTests()

describe('F2: a Farcaster sign-in hands nothing to whoever started it elsewhere', () => {
  it("attack: the victim approves the attacker's sign-in: no session and no key reach the attacker", async () => {
    const fid = 200_000 + Math.floor(Math.random() * 100_000)
    // The victim's own frame: first sign-in, key stored.
    const victim = loginClient(stack)
    const own = await victim.farcasterStart()
    expect(own.status).toBe(200)
    await approveFarcaster(own.url, fid, 'victim')
    const first = await victim.farcasterStatus(own)
    expect(first.status).toBe(200)
    const victimKey = await victim.storeKey(first.body, own.login)

    // The attack: started from the attacker's server, approved by the victim, polled.
    const attacker = loginClient(stack)
    const started = await attacker.farcasterStart()
    expect(started.status).toBe(200)
    expect(await approveFarcaster(started.url, fid, 'victim')).toBeLessThan(400)
    const polled = await attacker.farcasterStatus(started)
    expect(await attacker.keyOf(polled.body, started.login)).toBeUndefined()
    expect(polled.body.token).toBeUndefined()
    // This account has no e-mail to approve a new browser: refused (docs/DECISIONS.md).
    expect(polled).toMatchObject({
      status: 403,
      body: {
        message:
          'This browser is new to this account, which has no e-mail to approve it: log in from a browser you used before',
      },
    })
    const everything = stack.transcript.map((e) => e.text).join('\n')
    expect(everything).not.toContain(victimKey.slice(2))

    // The victim's own browser still signs in and opens its key.
    const again = await victim.farcasterStart()
    await approveFarcaster(again.url, fid, 'victim')
    const back = await victim.farcasterStatus(again)
    expect(await victim.keyOf(back.body, again.login)).toBe(victimKey)
  })

  it("attack: a status poll without the starting frame's proof is refused (and spends nothing)", async () => {
    const frame = loginClient(stack)
    const started = await frame.farcasterStart()
    const other = loginClient(stack)
    const foreign = await other.farcasterStart()
    const refused = await other.farcasterStatus({ ...started, login: foreign.login })
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'This login was not started here: try again' },
    })
    expect((await frame.farcasterStatus(started)).body).toEqual({ status: 'pending' })
  })
})
