import { oauth2Provider, userApi } from './oauth2Provider.ts'
import {
  type OAuth2ProviderConfig,
  ProviderRefusal,
  type SocialProvider,
  UnverifiedEmail,
} from './SocialProvider.ts'

type DiscordUser = {
  readonly id?: unknown
  readonly username?: unknown
  readonly email?: unknown
  readonly verified?: unknown
}

/**
 * Discord over OAuth 2.0 with PKCE: `identify email`, the user from `GET /users/@me` (`sub`
 * its id, `userName` its username, the e-mail, refused when Discord does not say it is verified).
 *
 * @example
 * import { discordProvider } from './discord.ts'
 * const discord = discordProvider({ protocol: 'discord', clientId, clientSecret })
 */
export const discordProvider = (config: OAuth2ProviderConfig): SocialProvider => {
  const api = (config.endpoints?.api ?? 'https://discord.com/api').replace(/\/$/, '')
  return oauth2Provider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint:
      config.endpoints?.authorization ?? 'https://discord.com/oauth2/authorize',
    tokenEndpoint: config.endpoints?.token ?? 'https://discord.com/api/oauth2/token',
    scopes: ['identify', 'email'],
    pkce: true,
    identity: async (token) => {
      const user = (await userApi(`${api}/users/@me`, token)) as DiscordUser
      if (typeof user.id !== 'string') throw new ProviderRefusal()
      if (typeof user.email === 'string' && user.verified !== true) throw new UnverifiedEmail()
      return {
        sub: user.id,
        ...(typeof user.email === 'string' ? { email: user.email } : {}),
        ...(typeof user.username === 'string' ? { userName: user.username } : {}),
      }
    },
  })
}
