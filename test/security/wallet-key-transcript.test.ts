import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { approveFarcaster, loginClient, providerBrowser } from './support/loginClients.ts'
import { securityStackForTests } from './support/securityStack.ts'

// Issue 26, item 2: no raw key in any HTTP answer. Every exchange of full logins (first and
// later, social and Farcaster) is recorded; the wallet keys are looked for in every form.
const stack = securityStackForTests()

/** Every way the 32 key bytes could be written out. */
const formsOf = (privateKey: string) => {
  const bytes = Buffer.from(privateKey.slice(2), 'hex')
  return [
    privateKey.slice(2).toLowerCase(),
    privateKey.slice(2).toUpperCase(),
    bytes.toString('base64').slice(0, 40),
    bytes.toString('base64url').slice(0, 40),
    JSON.stringify([...bytes]).slice(1, 60),
  ]
}

describe('no wallet key in any HTTP answer (HPKE both ways)', () => {
  it('social: first login (key made and uploaded sealed), second login (key sent sealed); Farcaster the same', async () => {
    const keys: string[] = []
    const browser = providerBrowser(stack, `transcript-${Date.now()}`)
    const frame = loginClient(stack)
    for (let round = 0; round < 2; round++) {
      const started = await frame.socialStart()
      const done = await frame.socialFinish(started, await browser(started.uri))
      expect(done.status).toBe(200)
      keys.push(await frame.storeKey(done.body, started.login))
    }
    const fid = 400_000 + Math.floor(Math.random() * 100_000)
    for (let round = 0; round < 2; round++) {
      const started = await frame.farcasterStart()
      await approveFarcaster(started.url, fid, 'transcript')
      const done = await frame.farcasterStatus(started)
      expect(done.status).toBe(200)
      keys.push(await frame.storeKey(done.body, started.login))
    }
    // The same key came back each second time: it was opened from its seal.
    expect(keys[1]).toBe(keys[0])
    expect(keys[3]).toBe(keys[2])
    const answers = stack.transcript.map((e) => e.text).join('\n')
    const requests = stack.transcript.map((e) => e.sent).join('\n')
    for (const key of keys)
      for (const form of formsOf(key)) {
        expect(answers).not.toContain(form)
        expect(requests).not.toContain(form)
      }
    expect(answers).not.toMatch(/0x[0-9a-fA-F]{64}/)
    expect(requests).not.toMatch(/0x[0-9a-fA-F]{64}/)
    // What the answers carry instead: the address and an HPKE seal.
    const sealed = stack.transcript
      .map((e) => JSON.parse(e.text) as { wallet?: { address: string; sealed?: unknown } | null })
      .filter((b) => b.wallet)
    expect(sealed).toHaveLength(2)
    for (const body of sealed) {
      expect(body.wallet?.sealed).toMatchObject({ enc: expect.any(String), ct: expect.any(String) })
      expect(keys.map((k) => privateKeyToAccount(k as `0x${string}`).address)).toContain(
        body.wallet?.address,
      )
    }
  })
})
