import { ClientSecretBasic } from 'oauth4webapi'
import { appleProvider } from './apple.ts'
import { discordProvider } from './discord.ts'
import { facebookProvider } from './facebook.ts'
import { githubProvider } from './github.ts'
import { googleProvider } from './google.ts'
import { oidcProvider } from './oidcProvider.ts'
import type { SocialProvider, SocialProviderConfig } from './SocialProvider.ts'
import { xProvider } from './x.ts'

/**
 * The provider a configuration names: without `protocol` a generic OpenID provider at its
 * issuer (the playground's dev provider), otherwise the real service's own protocol.
 *
 * @example
 * import { createProvider } from './createProvider.ts'
 * const github = createProvider({ protocol: 'github', clientId, clientSecret })
 */
export const createProvider = (
  config: SocialProviderConfig,
  now: () => number = Date.now,
): SocialProvider => {
  switch (config.protocol) {
    case undefined:
    case 'oidc':
      return oidcProvider({
        issuer: config.issuer,
        clientId: config.clientId,
        clientAuth: () => ClientSecretBasic(config.clientSecret),
        scope: 'openid email profile',
        pkce: true,
        now,
      })
    case 'google':
      return googleProvider(config, now)
    case 'apple':
      return appleProvider(config, now)
    case 'github':
      return githubProvider(config)
    case 'discord':
      return discordProvider(config)
    case 'x':
      return xProvider(config)
    case 'facebook':
      return facebookProvider(config)
  }
}
