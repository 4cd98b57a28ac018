import { createHash, randomBytes } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { SOCIAL_STATE_TTL_MS } from './authConstants.ts'
import { IdTokenError, verifyIdToken } from './idToken.ts'

/** SPEC §5: the social providers reached through a redirect (Farcaster has its own flow). */
export const SOCIAL_PROVIDER_NAMES = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const
export type SocialProviderName = (typeof SOCIAL_PROVIDER_NAMES)[number]

/** Where one social provider is: its OpenID issuer and this app's client there. */
export interface SocialProviderConfig {
  /** The issuer, e.g. `https://accounts.google.com`; discovery is read from it. */
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
}

/** What a finished social login gives: who logged in. */
export type SocialFinish =
  | {
      readonly status: 'ok'
      readonly projectId: string
      readonly provider: SocialProviderName
      readonly sub: string
      readonly email: string | undefined
      readonly userName: string | undefined
    }
  | { readonly status: 'refused'; readonly message: string }

/** The social login of the auth service. */
export interface SocialLogin {
  /** The providers an app configured (others are refused). */
  readonly configured: (provider: string) => provider is SocialProviderName
  /** Starts a login: a state and nonce kept (hashed state), the provider's authorization URL. */
  readonly start: (input: {
    readonly projectId: string
    readonly provider: SocialProviderName
    readonly codeChallenge: string
    readonly redirectUri: string
  }) => Promise<{ readonly uri: string; readonly state: string }>
  /** The project of a started login, while its state is live and unused (the callback page). */
  readonly projectOf: (state: string) => Promise<string | undefined>
  /**
   * Finishes a login: spends the state (once), exchanges the code with the frame's PKCE
   * verifier, verifies the ID token. The provider's tokens stay here.
   */
  readonly finish: (input: {
    readonly projectId: string
    readonly state: string
    readonly code: string
    readonly codeVerifier: string
  }) => Promise<SocialFinish>
  /** Deletes the states of logins that expired (used or not); returns how many. */
  readonly sweep: () => Promise<number>
}

type Discovery = {
  readonly issuer: string
  readonly authorization_endpoint: string
  readonly token_endpoint: string
  readonly jwks_uri: string
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex')
const random = () => randomBytes(32).toString('base64url')
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/

/**
 * The upstream code-for-identity exchange, in one place so a provider with its own protocol
 * (issue 26: the real providers come later) swaps only this: the code and the PKCE verifier at
 * the token endpoint (client secret basic), then the ID token checked against the issuer's
 * JWKS. Gives who logged in, or the words of a refusal.
 */
const exchangeCode = async (input: {
  readonly config: SocialProviderConfig
  readonly discovery: Discovery
  readonly fetch: typeof fetch
  readonly code: string
  readonly codeVerifier: string
  readonly redirectUri: string
  readonly nonce: string
  readonly now: number
}): Promise<
  | {
      readonly sub: string
      readonly email: string | undefined
      readonly userName: string | undefined
    }
  | { readonly message: string }
> => {
  const { config, discovery } = input
  const refused = { message: 'The provider refused the login: try again' }
  const response = await input.fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${Buffer.from(
        `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`,
      ).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    }).toString(),
  })
  const tokens = (await response.json().catch(() => ({}))) as { id_token?: unknown }
  if (!response.ok || typeof tokens.id_token !== 'string') return refused
  const jwksResponse = await input.fetch(discovery.jwks_uri)
  if (!jwksResponse.ok) return refused
  try {
    const claims = verifyIdToken(tokens.id_token, {
      jwks: (await jwksResponse.json()) as { keys: [] },
      issuer: config.issuer,
      clientId: config.clientId,
      nonce: input.nonce,
      now: input.now,
    })
    return {
      sub: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      userName:
        typeof claims.preferred_username === 'string'
          ? claims.preferred_username
          : typeof claims.name === 'string'
            ? claims.name
            : undefined,
    }
  } catch (error) {
    if (error instanceof IdTokenError) return { message: error.message }
    throw error
  }
}

/**
 * Social login over OpenID Connect (server/frame/SECURITY.md): the authorization code flow
 * with PKCE (S256), state and nonce. The frame makes the PKCE verifier and keeps it; this
 * service keeps the state (hashed, single use, SOCIAL_STATE_TTL_MS), the nonce and the
 * challenge, exchanges the code at the provider's token endpoint (client secret basic) and
 * verifies the ID token against the issuer's JWKS. Access and ID tokens never leave it.
 *
 * @example
 * import { socialLogin } from './socialLogin.ts'
 * const social = socialLogin(sql, { providers: { google: { issuer, clientId, clientSecret } } })
 */
export const socialLogin = (
  sql: SqlClient,
  options: {
    readonly providers: Readonly<Partial<Record<string, SocialProviderConfig>>>
    readonly now?: () => number
    readonly fetch?: typeof fetch
  },
): SocialLogin => {
  const now = options.now ?? Date.now
  const get = options.fetch ?? globalThis.fetch
  const discoveries = new Map<string, Promise<Discovery>>()
  const configOf = (provider: string) =>
    (SOCIAL_PROVIDER_NAMES as readonly string[]).includes(provider) &&
    Object.hasOwn(options.providers, provider)
      ? options.providers[provider]
      : undefined
  const discover = (issuer: string) => {
    let found = discoveries.get(issuer)
    if (!found) {
      found = (async () => {
        const response = await get(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
        if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`)
        const body = (await response.json()) as Discovery
        if (body.issuer !== issuer) throw new Error('OpenID discovery names another issuer')
        return body
      })()
      found.catch(() => discoveries.delete(issuer))
      discoveries.set(issuer, found)
    }
    return found
  }

  return {
    configured: (provider): provider is SocialProviderName => configOf(provider) !== undefined,
    start: async ({ projectId, provider, codeChallenge, redirectUri }) => {
      const config = configOf(provider)
      if (!config) throw new Error(`Social provider not configured: ${provider}`)
      if (!CHALLENGE.test(codeChallenge)) throw new Error('Invalid PKCE challenge')
      const discovery = await discover(config.issuer)
      const state = random()
      const nonce = random()
      const at = now()
      await sql.query(
        `INSERT INTO auth_social_states (state_hash, project_id, provider, nonce, code_challenge,
           redirect_uri, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          hashState(state),
          projectId,
          provider,
          nonce,
          codeChallenge,
          redirectUri,
          at,
          at + SOCIAL_STATE_TTL_MS,
        ],
      )
      const uri = new URL(discovery.authorization_endpoint)
      uri.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString()
      return { uri: uri.href, state }
    },
    sweep: async () => {
      const rows = await sql.query(
        'DELETE FROM auth_social_states WHERE expires_at <= $1 RETURNING state_hash',
        [now()],
      )
      return rows.length
    },
    projectOf: async (state) => {
      const [row] = await sql.query<{ project_id: string; expires_at: number }>(
        'SELECT project_id, expires_at FROM auth_social_states WHERE state_hash = $1 AND NOT used',
        [hashState(state)],
      )
      return row && now() < Number(row.expires_at) ? row.project_id : undefined
    },
    finish: async ({ projectId, state, code, codeVerifier }) => {
      const refused = (message: string) => ({ status: 'refused', message }) as const
      // Spent first, in one statement: a replay finds it used whatever this exchange does.
      const [row] = await sql.query<{
        project_id: string
        provider: string
        nonce: string
        code_challenge: string
        redirect_uri: string
        expires_at: number
      }>(
        `UPDATE auth_social_states SET used = true WHERE state_hash = $1 AND NOT used
         RETURNING project_id, provider, nonce, code_challenge, redirect_uri, expires_at`,
        [hashState(state)],
      )
      if (!row) return refused('This login link was already used or is unknown: try again')
      if (now() >= Number(row.expires_at)) return refused('This login took too long: try again')
      if (row.project_id !== projectId) return refused('This login belongs to another app')
      // F16: PKCE checked here too, not only by the provider (one that ignores it is covered).
      const challenge = createHash('sha256').update(codeVerifier).digest('base64url')
      if (challenge !== row.code_challenge)
        return refused('The provider refused the login: try again')
      const config = configOf(row.provider)
      if (!config) return refused('Social provider not configured')
      const identity = await exchangeCode({
        config,
        discovery: await discover(config.issuer),
        fetch: get,
        code,
        codeVerifier,
        redirectUri: row.redirect_uri,
        nonce: row.nonce,
        now: now(),
      })
      if ('message' in identity) return refused(identity.message)
      return {
        status: 'ok',
        projectId: row.project_id,
        provider: row.provider as SocialProviderName,
        ...identity,
      }
    },
  }
}
