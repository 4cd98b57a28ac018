import { describe, expect, it } from 'vitest'
import { approveFarcaster, loginClient } from './support/loginClients.ts'
import { APP_ORIGIN, PROJECT, securityStackForTests } from './support/securityStack.ts'

// Review r3, F14: the Farcaster sign-in URI that the app's page receives (SPEC §7 get Farcaster
// URI, shown as a QR code; `farcasterUrl` is app state) carries the relay's channel token, which
// the visitor's Farcaster client needs, so it cannot be kept from the app's origin. These tests
// pin down what a script on the app's page can and cannot do with it.
const stack = securityStackForTests()

/** A script on the app's page: it holds the URI and calls from the app's origin. */
const appScript = (url: string) => {
  const channelToken = new URL(url).searchParams.get('channelToken') ?? ''
  return {
    channelToken,
    relayStatus: async () => {
      const response = await fetch(new URL('/v1/channel/status', stack.relay.url), {
        headers: { origin: APP_ORIGIN, authorization: `Bearer ${channelToken}` },
      })
      return { status: response.status, text: await response.text() }
    },
    authStatus: async (body: object) => {
      const response = await fetch(`${stack.origin}/auth/farcaster/status`, {
        method: 'POST',
        headers: { origin: APP_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, text: await response.text() }
    },
  }
}

const fresh = () => 300_000 + Math.floor(Math.random() * 100_000)

describe('F14: the relay token on the app page reads a sign-in, never finishes it', () => {
  it('can: read the relay status; cannot: poll the auth service, get a session or a key', async () => {
    const frame = loginClient(stack)
    const started = await frame.farcasterStart()
    expect(started.status).toBe(200)
    const script = appScript(started.url)
    expect(script.channelToken).not.toBe('')
    // The handle and the proof never leave the frame: the URI is all the page holds.
    expect(started.url).not.toContain(started.channel)

    expect((await script.relayStatus()).status).toBe(202)
    await approveFarcaster(started.url, fresh(), 'visitor')
    const read = await script.relayStatus()
    expect(read.status).toBe(200)
    const completion = JSON.parse(read.text) as Record<string, unknown>
    expect(Object.keys(completion)).not.toContain('token')
    expect(Object.keys(completion)).not.toContain('wallet')

    // The auth service takes neither the token as a handle nor a poll without the frame's proof.
    for (const body of [
      { projectId: PROJECT, channel: script.channelToken },
      { projectId: PROJECT, channel: started.channel },
    ]) {
      const polled = await script.authStatus(body)
      expect(polled.status).toBeGreaterThanOrEqual(400)
      expect(polled.status).toBeLessThan(500)
      expect(polled.text).not.toContain('"token"')
    }

    // The frame that started it still finishes it, and only it gets a session.
    const done = await frame.farcasterStatus(started)
    expect(done.status).toBe(200)
    expect(typeof done.body.token).toBe('string')
    const key = await frame.storeKey(done.body, started.login)
    expect(stack.transcript.map((e) => e.text).join('\n')).not.toContain(key.slice(2))
  })

  it("cannot: take a wallet by approving the channel as the page's own Farcaster user", async () => {
    // On the dev relay the token holder can play the Farcaster client (a real relay asks the
    // client's own credentials): the frame then signs in to the page's account, with a new key.
    const attackerFid = fresh()
    const frame = loginClient(stack)
    const started = await frame.farcasterStart()
    expect(await approveFarcaster(started.url, attackerFid, 'attacker')).toBeLessThan(400)
    const done = await frame.farcasterStatus(started)
    expect(done.status).toBe(200)
    const key = await frame.storeKey(done.body, started.login)

    // The page's owner signs in to that account from its own browser: new, and no e-mail to
    // approve it, so no key.
    const attacker = loginClient(stack)
    const own = await attacker.farcasterStart()
    await approveFarcaster(own.url, attackerFid, 'attacker')
    const polled = await attacker.farcasterStatus(own)
    expect(polled.status).toBe(403)
    expect(await attacker.keyOf(polled.body, own.login)).toBeUndefined()
    expect(polled.body.token).toBeUndefined()
    expect(stack.transcript.map((e) => e.text).join('\n')).not.toContain(key.slice(2))
  })
})
