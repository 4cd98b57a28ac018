import * as oauth from 'oauth4webapi'
import { type IdTokenClaims, IdTokenError, verifyIdToken } from '../idToken.ts'
import { endpointUrl, isLoopbackHttp } from './endpointUrl.ts'
import {
  ProviderRefusal,
  type SocialIdentity,
  type SocialProvider,
  UnverifiedEmail,
} from './SocialProvider.ts'

/** How this app meets one OpenID provider. */
export interface OidcSettings {
  readonly issuer: string
  readonly clientId: string
  /** This client's authentication at the token endpoint (made at each exchange). */
  readonly clientAuth: () => oauth.ClientAuth | Promise<oauth.ClientAuth>
  readonly scope: string
  /** Whether the provider takes the frame's PKCE challenge. */
  readonly pkce: boolean
  /** More authorization parameters, e.g. Apple's `response_mode=form_post`. */
  readonly authorizationParams?: Readonly<Record<string, string>>
  readonly now?: () => number
}

const CLAIM_MESSAGES: Readonly<Record<string, string>> = {
  nonce: 'ID token nonce does not match',
  iss: 'ID token issuer does not match',
  aud: 'ID token audience does not match',
  azp: 'ID token audience does not match',
}

/** Errors of the provider's answers (not of this server) become a refusal. */
export const refusalOf = (error: unknown): ProviderRefusal | undefined => {
  if (error instanceof IdTokenError) return new ProviderRefusal(error.message)
  if (error instanceof oauth.OperationProcessingError) {
    const claim = (error.cause as { claim?: unknown } | undefined)?.claim
    if (typeof claim === 'string' && Object.hasOwn(CLAIM_MESSAGES, claim))
      return new ProviderRefusal(CLAIM_MESSAGES[claim])
    if (error.code === oauth.JWT_TIMESTAMP_CHECK) return new ProviderRefusal('ID token has expired')
  }
  if (
    error instanceof oauth.ResponseBodyError ||
    error instanceof oauth.OperationProcessingError ||
    error instanceof oauth.WWWAuthenticateChallengeError ||
    error instanceof oauth.AuthorizationResponseError
  )
    return new ProviderRefusal()
  return undefined
}

/** The identity an ID token's checked claims name; an e-mail it does not say it verified is refused. */
const identityOf = (claims: IdTokenClaims): SocialIdentity => {
  const userName = claims.preferred_username ?? claims.name
  // An address the provider does not say it verified (true; Apple's "true") is refused.
  const verified = (claims as { email_verified?: unknown }).email_verified
  if (typeof claims.email === 'string' && verified !== true && verified !== 'true')
    throw new UnverifiedEmail()
  return {
    sub: claims.sub,
    ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    ...(typeof userName === 'string' ? { userName } : {}),
  }
}

/**
 * A provider over OpenID Connect with `oauth4webapi`: discovery from the issuer (cached; plain
 * HTTP only on loopback, for stand-ins), the authorization code flow with nonce and PKCE where
 * the provider has it, the ID token's claims checked by oauth4webapi and its signature against
 * the issuer's JWKS (`verifyIdToken`).
 *
 * @example
 * import { ClientSecretBasic } from 'oauth4webapi'
 * const google = oidcProvider({ issuer, clientId, clientAuth: () => ClientSecretBasic(secret),
 *   scope: 'openid email profile', pkce: true })
 */
export const oidcProvider = (settings: OidcSettings): SocialProvider => {
  const issuer = endpointUrl(settings.issuer)
  const options = { [oauth.allowInsecureRequests]: isLoopbackHttp(issuer) }
  const client: oauth.Client = { client_id: settings.clientId }
  let metadata: Promise<oauth.AuthorizationServer> | undefined
  const discover = () => {
    if (!metadata) {
      metadata = oauth
        .discoveryRequest(issuer, options)
        .then((response) => oauth.processDiscoveryResponse(issuer, response))
      metadata.catch(() => {
        metadata = undefined
      })
    }
    return metadata
  }

  return {
    authorizationUrl: async ({ state, nonce, codeChallenge, redirectUri }) => {
      const as = await discover()
      if (!as.authorization_endpoint) throw new Error('The OpenID provider has no authorize URL')
      const url = new URL(as.authorization_endpoint)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        scope: settings.scope,
        state,
        nonce,
        ...(settings.pkce ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
        ...settings.authorizationParams,
      }).toString()
      return url
    },
    exchange: async ({ code, codeVerifier, nonce, redirectUri }) => {
      const as = await discover()
      try {
        // The state was checked (and spent) by the caller, and names the provider this login
        // went to (the mix-up defence of RFC 9207's `iss`, which the frame does not pass on).
        const answer = new URLSearchParams({ code })
        if (as.authorization_response_iss_parameter_supported) answer.set('iss', as.issuer)
        const params = oauth.validateAuthResponse(as, client, answer, oauth.skipStateCheck)
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          await settings.clientAuth(),
          params,
          redirectUri,
          settings.pkce ? codeVerifier : oauth.nopkce,
          options,
        )
        const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
          expectedNonce: nonce,
          requireIdToken: true,
        })
        if (!as.jwks_uri || !tokens.id_token) throw new ProviderRefusal()
        const jwks = await fetch(as.jwks_uri)
        if (!jwks.ok) throw new ProviderRefusal()
        const claims = verifyIdToken(tokens.id_token, {
          jwks: (await jwks.json()) as { keys: [] },
          issuer: as.issuer,
          clientId: settings.clientId,
          nonce,
          now: (settings.now ?? Date.now)(),
        })
        return identityOf(claims)
      } catch (error) {
        throw refusalOf(error) ?? error
      }
    },
  }
}
