import { oauth2Provider, userApi } from './oauth2Provider.ts'
import {
  type OAuth2ProviderConfig,
  ProviderRefusal,
  type SocialProvider,
} from './SocialProvider.ts'

type XUser = { readonly data?: { readonly id?: unknown; readonly username?: unknown } }

/**
 * X over OAuth 2.0 with PKCE (required there): `users.read tweet.read`, the user from
 * `GET /2/users/me` (`sub` its id, `userName` its handle). X gives no e-mail.
 *
 * @example
 * import { xProvider } from './x.ts'
 * const x = xProvider({ protocol: 'x', clientId, clientSecret })
 */
export const xProvider = (config: OAuth2ProviderConfig): SocialProvider => {
  const api = (config.endpoints?.api ?? 'https://api.x.com').replace(/\/$/, '')
  return oauth2Provider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint: config.endpoints?.authorization ?? 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: config.endpoints?.token ?? 'https://api.x.com/2/oauth2/token',
    scopes: ['users.read', 'tweet.read'],
    pkce: true,
    identity: async (token) => {
      const user = (await userApi(`${api}/2/users/me`, token)) as XUser
      const id = user.data?.id
      if (typeof id !== 'string') throw new ProviderRefusal()
      const username = user.data?.username
      return { sub: id, ...(typeof username === 'string' ? { userName: username } : {}) }
    },
  })
}
