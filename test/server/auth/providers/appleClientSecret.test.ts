import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { appleClientSecret } from '../../../../server/auth/providers/appleClientSecret.ts'
import { readEs256 } from './oidcStandIns.ts'

describe('appleClientSecret', () => {
  it("is an ES256 JWT signed with the app's key, with Apple's claims", () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const secret = appleClientSecret({
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      clientId: 'com.example.web',
      privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      audience: 'https://appleid.apple.com',
      now: 1_700_000_000_500,
    })
    expect(readEs256(secret, publicKey)).toEqual({
      header: { alg: 'ES256', kid: 'KEY1234567', typ: 'JWT' },
      claims: {
        iss: 'TEAM123456',
        iat: 1_700_000_000,
        exp: 1_700_000_300,
        aud: 'https://appleid.apple.com',
        sub: 'com.example.web',
      },
    })
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey
    expect(readEs256(secret, other)).toBeUndefined()
  })
})
