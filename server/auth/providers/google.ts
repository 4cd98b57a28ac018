import { ClientSecretBasic } from 'oauth4webapi'
import { oidcProvider } from './oidcProvider.ts'
import type { SocialProvider, SocialProviderConfig } from './SocialProvider.ts'

const GOOGLE_ISSUER = 'https://accounts.google.com'

/**
 * Google over OpenID Connect (discovery from `https://accounts.google.com`), PKCE, nonce,
 * client_secret_basic; the e-mail when Google says it is verified.
 *
 * @example
 * import { googleProvider } from './google.ts'
 * const google = googleProvider({ protocol: 'google', clientId, clientSecret })
 */
export const googleProvider = (
  config: Extract<SocialProviderConfig, { protocol: 'google' }>,
  now: () => number = Date.now,
): SocialProvider =>
  oidcProvider({
    issuer: config.issuer ?? GOOGLE_ISSUER,
    clientId: config.clientId,
    clientAuth: () => ClientSecretBasic(config.clientSecret),
    scope: 'openid email profile',
    pkce: true,
    now,
  })
