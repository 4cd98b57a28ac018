import { ClientSecretPost } from 'oauth4webapi'
import { appleClientSecret } from './appleClientSecret.ts'
import { oidcProvider } from './oidcProvider.ts'
import type { SocialProvider, SocialProviderConfig } from './SocialProvider.ts'

const APPLE_ISSUER = 'https://appleid.apple.com'

/**
 * Apple's issuer (or a stand-in's): also the origin of its authorization page, whose form_post
 * answer the callback accepts (`Origin: https://appleid.apple.com`).
 *
 * @example
 * import { appleIssuer } from './apple.ts'
 * appleIssuer({ protocol: 'apple', clientId, teamId, keyId, privateKey }) // 'https://appleid.apple.com'
 */
export const appleIssuer = (config: Extract<SocialProviderConfig, { protocol: 'apple' }>) =>
  config.issuer ?? APPLE_ISSUER

/**
 * Sign in with Apple over OpenID Connect: the client secret a fresh ES256 JWT sent in the
 * body (client_secret_post), `response_mode=form_post` (Apple posts code and state to the
 * callback, as it requires when e-mail or name is asked for), nonce; Apple has no PKCE.
 *
 * @example
 * import { appleProvider } from './apple.ts'
 * const apple = appleProvider({ protocol: 'apple', clientId, teamId, keyId, privateKey })
 */
export const appleProvider = (
  config: Extract<SocialProviderConfig, { protocol: 'apple' }>,
  now: () => number = Date.now,
): SocialProvider => {
  const issuer = appleIssuer(config)
  return oidcProvider({
    issuer,
    clientId: config.clientId,
    clientAuth: () =>
      ClientSecretPost(
        appleClientSecret({
          teamId: config.teamId,
          keyId: config.keyId,
          clientId: config.clientId,
          privateKey: config.privateKey,
          audience: issuer,
          now: now(),
        }),
      ),
    scope: 'openid email name',
    pkce: false,
    authorizationParams: { response_mode: 'form_post' },
    now,
  })
}
