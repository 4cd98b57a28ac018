import { createHash, randomBytes } from 'node:crypto'
import type { SqlClient } from '../storage/SqlClient.ts'
import { SOCIAL_STATE_TTL_MS } from './authConstants.ts'
import { appleIssuer } from './providers/apple.ts'
import { createProvider } from './providers/createProvider.ts'
import {
  ProviderRefusal,
  type SocialProvider,
  type SocialProviderConfig,
} from './providers/SocialProvider.ts'
import { socialFormUsers } from './socialFormUsers.ts'
import { type SocialNames, socialNames } from './socialNames.ts'

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

export type { SocialProviderConfig }

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
  /**
   * Apple's form_post answer (the body the provider posted to the callback): the user's name
   * in its `user` field, sent on the first login only, waits with the live, unused state of an
   * Apple login and the code it came with; `finish` gives it as `userName` only when it redeems
   * that very code (socialFormUsers: a POST with a made-up code names nobody).
   */
  readonly keepFormPostUser: (formBody: string) => Promise<void>
  /**
   * The origins whose pages post a provider's form_post answer (Apple's authorization page,
   * `https://appleid.apple.com`, or its configured stand-in's issuer): the callback's `Origin`.
   */
  readonly formPostOrigins: () => readonly string[]
  /** Deletes the states of logins that expired (used or not); returns how many. */
  readonly sweep: () => Promise<number>
}

const hashState = (state: string) => createHash('sha256').update(state).digest('hex')
const random = () => randomBytes(32).toString('base64url')
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/

/** Keeps a started login's state (hashed) with its nonce and PKCE challenge until `at` + TTL. */
const insertState = (
  sql: SqlClient,
  login: {
    readonly state: string
    readonly projectId: string
    readonly provider: string
    readonly nonce: string
    readonly codeChallenge: string
    readonly redirectUri: string
  },
  at: number,
) =>
  sql.query(
    `INSERT INTO auth_social_states (state_hash, project_id, provider, nonce, code_challenge,
       redirect_uri, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      hashState(login.state),
      login.projectId,
      login.provider,
      login.nonce,
      login.codeChallenge,
      login.redirectUri,
      at,
      at + SOCIAL_STATE_TTL_MS,
    ],
  )

type StateRow = {
  readonly project_id: string
  readonly provider: string
  readonly nonce: string
  readonly code_challenge: string
  readonly redirect_uri: string
  readonly expires_at: number
}

/** Marks the state used and gives what it kept; `undefined` when unknown or already used. */
const spendState = async (sql: SqlClient, state: string) => {
  const [row] = await sql.query<StateRow>(
    `UPDATE auth_social_states SET used = true WHERE state_hash = $1 AND NOT used
     RETURNING project_id, provider, nonce, code_challenge, redirect_uri, expires_at`,
    [hashState(state)],
  )
  return row
}

/** The code exchanged for who logged in, and the name they go by (a refusal is the answer). */
const exchangeCode = async (
  upstream: SocialProvider,
  names: SocialNames,
  row: StateRow,
  login: {
    readonly code: string
    readonly codeVerifier: string
    /** The name posted with this code (Apple's first form_post), used only if it redeems. */
    readonly sentOnce: string | undefined
  },
): Promise<SocialFinish> => {
  const { code, codeVerifier, sentOnce } = login
  try {
    const claims = await upstream.exchange({
      code,
      codeVerifier,
      nonce: row.nonce,
      redirectUri: row.redirect_uri,
    })
    return {
      status: 'ok',
      projectId: row.project_id,
      provider: row.provider as SocialProviderName,
      sub: claims.sub,
      email: claims.email,
      userName: await names.settle(
        { projectId: row.project_id, provider: row.provider, sub: claims.sub },
        { fromProvider: claims.userName, sentOnce },
      ),
    }
  } catch (error) {
    if (error instanceof ProviderRefusal) return { status: 'refused', message: error.message }
    throw error
  }
}

/** The origins of the configured providers' form_post pages: Apple's issuer (or stand-in's). */
const formPostOriginsOf = (configs: readonly (SocialProviderConfig | undefined)[]) =>
  configs.flatMap((config) =>
    config?.protocol === 'apple' ? [new URL(appleIssuer(config)).origin] : [],
  )

/**
 * Social login over OpenID Connect (server/frame/SECURITY.md): the authorization code flow
 * with PKCE (S256), state and nonce. The frame makes the PKCE verifier and keeps it; this
 * service keeps the state (hashed, single use, SOCIAL_STATE_TTL_MS), the nonce and the
 * challenge; the provider (`providers/`, each by its own protocol: OpenID Connect or OAuth 2.0
 * and a user API) exchanges the code for who logged in. Access and ID tokens never leave it.
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
  },
): SocialLogin => {
  const now = options.now ?? Date.now
  const names = socialNames(sql)
  const formUsers = socialFormUsers(sql, now)
  // One provider per configuration object (its discovery cached), made at first use.
  const upstreams = new WeakMap<SocialProviderConfig, SocialProvider>()
  const configOf = (provider: string) =>
    (SOCIAL_PROVIDER_NAMES as readonly string[]).includes(provider) &&
    Object.hasOwn(options.providers, provider)
      ? options.providers[provider]
      : undefined
  const upstreamOf = (config: SocialProviderConfig) => {
    const found = upstreams.get(config) ?? createProvider(config, now)
    upstreams.set(config, found)
    return found
  }

  return {
    configured: (provider): provider is SocialProviderName => configOf(provider) !== undefined,
    start: async ({ projectId, provider, codeChallenge, redirectUri }) => {
      const config = configOf(provider)
      if (!config) throw new Error(`Social provider not configured: ${provider}`)
      if (!CHALLENGE.test(codeChallenge)) throw new Error('Invalid PKCE challenge')
      const state = random()
      const nonce = random()
      await insertState(
        sql,
        { state, projectId, provider, nonce, codeChallenge, redirectUri },
        now(),
      )
      const uri = await upstreamOf(config).authorizationUrl({
        state,
        nonce,
        codeChallenge,
        redirectUri,
      })
      return { uri: uri.href, state }
    },
    keepFormPostUser: formUsers.keep,
    formPostOrigins: () => formPostOriginsOf(SOCIAL_PROVIDER_NAMES.map(configOf)),
    sweep: async () => {
      await formUsers.sweep()
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
      const row = await spendState(sql, state)
      if (!row) return refused('This login link was already used or is unknown: try again')
      if (now() >= Number(row.expires_at)) return refused('This login took too long: try again')
      if (row.project_id !== projectId) return refused('This login belongs to another app')
      // F16: PKCE checked here too, not only by the provider (one that ignores it is covered).
      const challenge = createHash('sha256').update(codeVerifier).digest('base64url')
      if (challenge !== row.code_challenge)
        return refused('The provider refused the login: try again')
      const config = configOf(row.provider)
      if (!config) return refused('Social provider not configured')
      // Every name posted for this state goes now; only the one sent with this code may count.
      const sentOnce = await formUsers.take(state, code)
      return exchangeCode(upstreamOf(config), names, row, { code, codeVerifier, sentOnce })
    },
  }
}
