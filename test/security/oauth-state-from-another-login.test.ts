import { describe, expect, it } from 'vitest'
import { loginClient, providerBrowser } from './support/loginClients.ts'
import { securityStackForTests } from './support/securityStack.ts'

// Round 11: the OAuth callback fed a code from another login (code injection / login CSRF).
// A script on the app's page knows the state of the visitor's live login (it is in the
// provider URI the app's popup opens) and can open `/frame/social-callback?code&state` itself,
// so the frame may receive the attacker's own code under the visitor's state. Played with the
// playground's real dev OpenID provider (PKCE required) and the real frame server.
const stack = securityStackForTests()

describe("OAuth: a state from one login with another login's code", () => {
  it("attack: the attacker's code under the visitor's state logs the visitor's frame in to nobody", async () => {
    const stamp = Date.now()
    // The attacker's own login, finished at the provider with the attacker's account.
    const attacker = loginClient(stack)
    const attackerLogin = await attacker.socialStart()
    const attackerBack = await providerBrowser(stack, `attacker-${stamp}`)(attackerLogin.uri)
    // The visitor's frame starts its login; the script injects the attacker's code.
    const visitor = loginClient(stack)
    const visitorLogin = await visitor.socialStart()
    const injected = new URL(attackerBack)
    injected.searchParams.set('state', new URL(visitorLogin.uri).searchParams.get('state') ?? '')
    const finished = await visitor.socialFinish(visitorLogin, injected)
    expect(finished.status).toBe(400)
    expect(finished.body).toEqual({ message: 'The provider refused the login: try again' })
    expect(finished.body.token).toBeUndefined()
    expect(stack.transcript.at(-1)?.text).not.toContain('"wallet"')
  })

  it("attack: the visitor's code under the attacker's state is refused to the attacker's frame", async () => {
    const stamp = Date.now()
    const visitor = loginClient(stack)
    const visitorLogin = await visitor.socialStart()
    const visitorBack = await providerBrowser(stack, `visitor-${stamp}`)(visitorLogin.uri)
    // Somehow leaked (the callback page posts it to the frame only): the attacker tries it.
    const attacker = loginClient(stack)
    const attackerLogin = await attacker.socialStart()
    const swapped = new URL(visitorBack)
    swapped.searchParams.set('state', new URL(attackerLogin.uri).searchParams.get('state') ?? '')
    const stolen = await attacker.socialFinish(attackerLogin, swapped)
    expect(stolen.status).toBe(400)
    expect(stolen.body.token).toBeUndefined()
    // The visitor's own finish still works: their state was never touched.
    const honest = await visitor.socialFinish(visitorLogin, visitorBack)
    expect(honest.status).toBe(200)
    expect(honest.body.token).toEqual(expect.any(String))
  })
})
