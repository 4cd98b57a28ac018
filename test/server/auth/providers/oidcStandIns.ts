import { createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto'
import { CLIENT } from './oauth2StandIns.ts'
import { clientAuthenticated, codeBook, type StandInRequest, startStandIn } from './standIn.ts'

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Signs a JWT ES256 (P-256, IEEE P1363 signature). */
const signEs256 = (header: object, claims: object, key: KeyObject) => {
  const signed = `${part(header)}.${part(claims)}`
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' })
  return `${signed}.${signature.toString('base64url')}`
}

/** Reads an ES256 JWT if its signature verifies with `key`; otherwise undefined. */
export const readEs256 = (jwt: string, key: KeyObject) => {
  const [header, claims, signature] = jwt.split('.')
  if (!header || !claims || !signature) return
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) return
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
  }
}

type Paths = { readonly authorize: string; readonly token: string; readonly jwks: string }

/**
 * An OpenID provider stand-in: discovery, JWKS (an ES256 key), authorize (a redirect, or
 * Apple's form_post page), token (an ID token with the login's nonce); `authenticate` is the
 * provider's client authentication, `claims` the user.
 */
const oidcStandIn = async (options: {
  readonly paths: Paths
  readonly formPost: boolean
  readonly authenticate: (request: StandInRequest, issuer: string) => boolean
  readonly claims: Record<string, unknown>
  readonly refuseChallenge: boolean
  /** Apple's `user` field (JSON): posted with the first form_post answer only. */
  readonly firstUser?: string
}) => {
  const book = codeBook()
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'ES256' }
  // Tests change the next ID tokens: another nonce, other claims (an unverified e-mail).
  const tweaks = { nonce: undefined as string | undefined, claims: {} as Record<string, unknown> }
  let userSent = false
  const standIn = await startStandIn((request, issuer) => {
    const { paths } = options
    if (request.path === '/.well-known/openid-configuration')
      return {
        json: {
          issuer,
          authorization_endpoint: `${issuer}${paths.authorize}`,
          token_endpoint: `${issuer}${paths.token}`,
          jwks_uri: `${issuer}${paths.jwks}`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['ES256'],
        },
      }
    if (request.path === paths.jwks) return { json: { keys: [jwk] } }
    if (request.path === paths.authorize) {
      if (options.refuseChallenge && request.query.has('code_challenge'))
        return { status: 400, json: { error: 'invalid_request' } }
      if (options.formPost && request.query.get('response_mode') !== 'form_post')
        return { status: 400, json: { error: 'invalid_request' } }
      const code = book.issue(request.query, CLIENT.clientId)
      if (!code) return { status: 400, json: { error: 'invalid_request' } }
      const redirectUri = request.query.get('redirect_uri') ?? ''
      const state = request.query.get('state') ?? ''
      if (!options.formPost) {
        const back = new URL(redirectUri)
        back.search = new URLSearchParams({ code, state }).toString()
        return { location: back.href }
      }
      const user =
        options.firstUser && !userSent
          ? `<input type="hidden" name="user" value="${options.firstUser.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`
          : ''
      userSent = true
      return {
        html: `<form method="post" action="${redirectUri}"><input type="hidden" name="code" value="${code}"><input type="hidden" name="state" value="${state}">${user}</form><script>document.forms[0].submit()</script>`,
      }
    }
    if (request.path === paths.token && request.method === 'POST') {
      if (!options.authenticate(request, issuer))
        return { status: 400, json: { error: 'invalid_client' } }
      const issued = book.redeem(request.form)
      if (!issued) return { status: 400, json: { error: 'invalid_grant' } }
      const iat = Math.floor(Date.now() / 1000)
      const idToken = signEs256(
        { alg: 'ES256', kid: 'k1', typ: 'JWT' },
        {
          iss: issuer,
          aud: CLIENT.clientId,
          iat,
          exp: iat + 600,
          nonce: tweaks.nonce ?? issued.nonce,
          ...options.claims,
          ...tweaks.claims,
        },
        privateKey,
      )
      return {
        json: {
          access_token: book.newToken(),
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken,
        },
      }
    }
    return { status: 404, json: {} }
  })
  return { ...standIn, tweaks }
}

/** Google: discovery at the issuer, `/o/oauth2/v2/auth`, `/token`, client_secret_basic, PKCE. */
export const googleStandIn = () =>
  oidcStandIn({
    paths: { authorize: '/o/oauth2/v2/auth', token: '/token', jwks: '/oauth2/v3/certs' },
    formPost: false,
    refuseChallenge: false,
    authenticate: (request) =>
      clientAuthenticated(request, CLIENT.clientId, CLIENT.clientSecret, 'basic'),
    claims: {
      sub: '110169484474386276334',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
    },
  })

export const APPLE = { teamId: 'TEAM123456', keyId: 'KEY1234567', clientId: CLIENT.clientId }

/**
 * Apple: `/auth/authorize` (form_post, with the `user` field of the user's name on the first
 * login only, as Apple sends it), `/auth/token` whose client secret must be an ES256 JWT
 * signed with the app's key (`appKey`): kid, iss team, sub client, aud issuer, live. Its ID
 * token has no name.
 */
export const appleStandIn = (appKey: KeyObject) => {
  const secrets: Record<string, unknown>[] = []
  const standIn = oidcStandIn({
    paths: { authorize: '/auth/authorize', token: '/auth/token', jwks: '/auth/keys' },
    formPost: true,
    refuseChallenge: false,
    firstUser: JSON.stringify({
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      email: 'x7k2@privaterelay.appleid.com',
    }),
    authenticate: (request, issuer) => {
      if (request.form.get('client_id') !== APPLE.clientId) return false
      const jwt = readEs256(request.form.get('client_secret') ?? '', createPublicKey(appKey))
      if (!jwt) return false
      secrets.push({ ...jwt.header, ...jwt.claims })
      const { claims } = jwt
      const now = Date.now() / 1000
      return (
        jwt.header.alg === 'ES256' &&
        jwt.header.kid === APPLE.keyId &&
        claims.iss === APPLE.teamId &&
        claims.sub === APPLE.clientId &&
        claims.aud === issuer &&
        typeof claims.exp === 'number' &&
        claims.exp > now &&
        typeof claims.iat === 'number' &&
        claims.iat <= now + 1
      )
    },
    claims: {
      sub: '001234.abcdef0123456789.1234',
      email: 'x7k2@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
    },
  })
  return standIn.then((s) => ({ ...s, secrets }))
}
