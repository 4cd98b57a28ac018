import { oauth2Provider, userApi } from './oauth2Provider.ts'
import {
  type OAuth2ProviderConfig,
  ProviderRefusal,
  type SocialProvider,
  UnverifiedEmail,
} from './SocialProvider.ts'

type GithubUser = { readonly id?: unknown; readonly login?: unknown }
type GithubEmail = { readonly email: string; readonly primary: boolean; readonly verified: boolean }

/**
 * GitHub over OAuth 2.0 (no PKCE with arctic's client): `read:user user:email`, the user from
 * `GET /user` (`sub` its numeric id, `userName` its login) and the primary verified address
 * from `GET /user/emails`.
 *
 * @example
 * import { githubProvider } from './github.ts'
 * const github = githubProvider({ protocol: 'github', clientId, clientSecret })
 */
export const githubProvider = (config: OAuth2ProviderConfig): SocialProvider => {
  const api = (config.endpoints?.api ?? 'https://api.github.com').replace(/\/$/, '')
  return oauth2Provider({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorizationEndpoint:
      config.endpoints?.authorization ?? 'https://github.com/login/oauth/authorize',
    tokenEndpoint: config.endpoints?.token ?? 'https://github.com/login/oauth/access_token',
    scopes: ['read:user', 'user:email'],
    pkce: false,
    identity: async (token) => {
      const user = (await userApi(`${api}/user`, token)) as GithubUser
      if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new ProviderRefusal()
      const emails = (await userApi(`${api}/user/emails`, token)) as readonly GithubEmail[]
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary) : undefined
      // The primary address is the account's: refused while GitHub has not verified it.
      if (primary && primary.verified !== true) throw new UnverifiedEmail()
      return {
        sub: String(user.id),
        ...(primary ? { email: primary.email } : {}),
        ...(typeof user.login === 'string' ? { userName: user.login } : {}),
      }
    },
  })
}
