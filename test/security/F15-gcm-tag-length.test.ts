import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { proofOf, startedFrom } from '../../frame/startedLogin.ts'
import { kmsFromKey } from '../../server/auth/Kms.ts'
import { newDeviceId, PROJECT, securityStackForTests } from './support/securityStack.ts'

// Review r3, F15 (row 100): a wrapped key whose GCM tag was cut to 4 bytes unwrapped under
// Node 20, so someone who can write the database had 2^32 forgery odds instead of 2^128.
const cut = (wrapped: string, bytes: number) => {
  const [version, iv, tag, body] = wrapped.split('.')
  const short = Buffer.from(tag ?? '', 'base64url')
    .subarray(0, bytes)
    .toString('base64url')
  return [version, iv, short, body].join('.')
}

describe('F15: every AES-GCM tag is 16 bytes', () => {
  it('attack (in-proc, as the review): the KMS refuses a wrapped key with a 4-byte (or 15-byte) tag', async () => {
    const kms = kmsFromKey(randomBytes(32))
    const wrapped = await kms.wrap(new Uint8Array(32).fill(7), 'user-1')
    expect(await kms.unwrap(wrapped, 'user-1')).toEqual(new Uint8Array(32).fill(7))
    await expect(kms.unwrap(cut(wrapped, 4), 'user-1')).rejects.toThrow()
    await expect(kms.unwrap(cut(wrapped, 15), 'user-1')).rejects.toThrow()
  })

  describe('live: a wallet key whose stored tag was cut is never opened by the server', () => {
    const stack = securityStackForTests()

    it('the next login of that user gets no key', async () => {
      const email = `f15-${Date.now()}@example.com`
      const deviceId = newDeviceId()
      const login = async () => {
        const key = await newLoginKey()
        const started = await stack.post('/auth/email/start', {
          projectId: PROJECT,
          email,
          deviceId,
          loginKey: key.publicKey,
        })
        const bound = startedFrom(started.body.login, started.body.challenge, key)
        const otp = stack.lastMail('code', email).code
        const done = await stack.post('/auth/email/verify', {
          projectId: PROJECT,
          email,
          otp,
          deviceId,
          login: bound.handle,
          proof: await proofOf(bound),
        })
        return { done, bound }
      }
      const first = await login()
      const { walletOfLogin } = await import('../../frame/startedLogin.ts')
      const { generatePrivateKey, privateKeyToAccount } = await import('viem/accounts')
      await walletOfLogin(first.done.body, first.bound, {
        call: async (path, init) => {
          const answer = await stack.post(path, init.body, init.token ? { token: init.token } : {})
          return { status: answer.status, body: answer.body }
        },
        makeKey: () => {
          const privateKey = generatePrivateKey()
          return { address: privateKeyToAccount(privateKey).address, privateKey }
        },
        addressOf: (k) => privateKeyToAccount(k).address,
        failWith: (b) => {
          throw new Error(String(b.message))
        },
      })
      const [row] = await stack.sql.query<{ tag: string }>('SELECT tag FROM auth_wallet_keys')
      const short = Buffer.from(row?.tag ?? '', 'base64')
        .subarray(0, 4)
        .toString('base64')
      await stack.sql.query('UPDATE auth_wallet_keys SET tag = $1', [short])
      stack.clock.now += 30_000
      const second = await login()
      expect(second.done.status).toBe(500)
      expect(second.done.body.wallet).toBeUndefined()
    })
  })
})
