import {
  ArcticFetchError,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic'
import { endpointUrl } from './endpointUrl.ts'
import { ProviderRefusal, type SocialIdentity, type SocialProvider } from './SocialProvider.ts'

/** How this app meets one OAuth 2.0 provider with a user API. */
export interface OAuth2Settings {
  readonly clientId: string
  readonly clientSecret: string
  readonly authorizationEndpoint: string
  readonly tokenEndpoint: string
  readonly scopes: readonly string[]
  /** Whether the provider takes the frame's PKCE challenge. */
  readonly pkce: boolean
  /** Reads who logged in from the provider's user API. */
  readonly identity: (accessToken: string) => Promise<SocialIdentity>
}

/** GETs a user API resource as JSON; an error answer is a refusal. */
export const userApi = async (url: string, accessToken?: string): Promise<unknown> => {
  const response = await fetch(endpointUrl(url), {
    headers: {
      accept: 'application/json',
      'user-agent': 'latch',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
  })
  if (!response.ok) throw new ProviderRefusal()
  return response.json().catch(() => {
    throw new ProviderRefusal()
  })
}

const ARCTIC_ERRORS = [
  OAuth2RequestError,
  ArcticFetchError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
]

/**
 * A provider over OAuth 2.0 with `arctic`'s OAuth2Client (client_secret_basic): the
 * authorization URL with state, scopes and the frame's S256 challenge where the provider has
 * PKCE; the code exchanged with the frame's verifier; the identity from the user API. Error
 * answers (including an `error` in a 200 answer, as GitHub gives) are a `ProviderRefusal`.
 *
 * @example
 * import { oauth2Provider } from './oauth2Provider.ts'
 * const p = oauth2Provider({ clientId, clientSecret, authorizationEndpoint, tokenEndpoint,
 *   scopes: ['identify'], pkce: true, identity: async (token) => ({ sub: '1' }) })
 */
export const oauth2Provider = (settings: OAuth2Settings): SocialProvider => {
  endpointUrl(settings.authorizationEndpoint)
  endpointUrl(settings.tokenEndpoint)
  return {
    authorizationUrl: async ({ state, codeChallenge, redirectUri }) => {
      const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri)
      const url = client.createAuthorizationURL(settings.authorizationEndpoint, state, [
        ...settings.scopes,
      ])
      if (settings.pkce) {
        // The frame holds the verifier: only its challenge is here.
        url.searchParams.set('code_challenge_method', 'S256')
        url.searchParams.set('code_challenge', codeChallenge)
      }
      return url
    },
    exchange: async ({ code, codeVerifier, redirectUri }) => {
      const client = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri)
      let accessToken: string
      try {
        const tokens = await client.validateAuthorizationCode(
          settings.tokenEndpoint,
          code,
          settings.pkce ? codeVerifier : null,
        )
        if ('error' in tokens.data) throw new ProviderRefusal()
        accessToken = tokens.accessToken()
      } catch (error) {
        if (error instanceof ProviderRefusal) throw error
        if (ARCTIC_ERRORS.some((type) => error instanceof type)) throw new ProviderRefusal()
        // A 200 answer without an access token.
        if (error instanceof Error && /access_token/.test(error.message))
          throw new ProviderRefusal()
        throw error
      }
      return settings.identity(accessToken)
    },
  }
}
