import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialLogin } from '../../server/auth/socialLogin.ts'
import { migrate } from '../../server/storage/migrate.ts'
import { pgliteClient } from '../../server/storage/pgliteClient.ts'
import type { SqlClient } from '../../server/storage/SqlClient.ts'
import { startStandIn } from '../server/auth/providers/standIn.ts'

// Review r3, F16 (suspected by reading): the server stored the PKCE challenge but never
// compared the verifier itself, so a provider that ignores PKCE turned a leaked code into a
// login. The provider is the edge here: one that ignores PKCE, a stand-in on 127.0.0.1.
const CLIENT = 'latch-client'
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A provider that signs an ID token for any code, whatever verifier comes with it. */
const startLaxProvider = async () => {
  const nonces = new Map<string, string>()
  const standIn = await startStandIn((request, issuer) => {
    if (request.path === '/.well-known/openid-configuration')
      return {
        json: {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
        },
      }
    if (request.path === '/jwks')
      return {
        json: {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }],
        },
      }
    if (request.path === '/token') {
      const header = b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })
      const now = Math.floor(Date.now() / 1000)
      const claims = b64({
        iss: issuer,
        aud: CLIENT,
        sub: 'victim',
        iat: now,
        exp: now + 300,
        nonce: nonces.get(request.form.get('code') ?? ''),
      })
      const signature = createSign('sha256')
        .update(`${header}.${claims}`)
        .sign(privateKey)
        .toString('base64url')
      return {
        json: {
          access_token: randomBytes(16).toString('hex'),
          token_type: 'bearer',
          id_token: `${header}.${claims}.${signature}`,
        },
      }
    }
    return { status: 404, json: { error: 'not_found' } }
  })
  return { ...standIn, issue: (code: string, nonce: string) => nonces.set(code, nonce) }
}

let sql: SqlClient
let provider: Awaited<ReturnType<typeof startLaxProvider>>
beforeAll(async () => {
  sql = await pgliteClient()
  await migrate(sql)
  provider = await startLaxProvider()
}, 120_000)
afterAll(async () => {
  await provider.stop()
  await sql.close()
})

describe('F16: the server checks PKCE itself', () => {
  it("attack: a leaked code finished with a verifier that is not the login's is refused, even by a provider that ignores PKCE", async () => {
    const social = socialLogin(sql, {
      providers: { google: { issuer: provider.origin, clientId: CLIENT, clientSecret: 's' } },
    })
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const login = async () => {
      const started = await social.start({
        projectId: 'demo',
        provider: 'google',
        codeChallenge: challenge,
        redirectUri: 'http://127.0.0.1:8788/frame/social-callback',
      })
      const code = randomBytes(16).toString('hex')
      provider.issue(code, new URL(started.uri).searchParams.get('nonce') ?? '')
      return { state: started.state, code }
    }
    const leaked = await login()
    const stolen = await social.finish({
      projectId: 'demo',
      ...leaked,
      codeVerifier: randomBytes(32).toString('base64url'),
    })
    expect(stolen).toEqual({
      status: 'refused',
      message: 'The provider refused the login: try again',
    })
    // The right verifier still logs in through the same lax provider.
    const honest = await login()
    expect(
      await social.finish({ projectId: 'demo', ...honest, codeVerifier: verifier }),
    ).toMatchObject({
      status: 'ok',
      sub: 'victim',
    })
  })
})
