import * as oauth from 'oauth4webapi'
import { endpointUrl, isLoopbackHttp } from './endpointUrl.ts'
import { userApi } from './oauth2Provider.ts'
import { refusalOf } from './oidcProvider.ts'
import {
  type OAuth2ProviderConfig,
  ProviderRefusal,
  type SocialProvider,
} from './SocialProvider.ts'

const GRAPH_VERSION = 'v23.0'
type FacebookUser = { readonly id?: unknown; readonly name?: unknown; readonly email?: unknown }

/**
 * Facebook Login over OAuth 2.0: `email public_profile`, the code exchanged with `oauth4webapi`
 * (Facebook documents the client secret as a parameter, client_secret_post, which arctic's
 * OAuth2Client does not send; no PKCE), the user from the Graph API's `GET /me` (`sub` the
 * app-scoped id, `userName` the name, the e-mail when the account has one).
 *
 * @example
 * import { facebookProvider } from './facebook.ts'
 * const facebook = facebookProvider({ protocol: 'facebook', clientId, clientSecret })
 */
export const facebookProvider = (config: OAuth2ProviderConfig): SocialProvider => {
  const api = (config.endpoints?.api ?? `https://graph.facebook.com/${GRAPH_VERSION}`).replace(
    /\/$/,
    '',
  )
  const as: oauth.AuthorizationServer = {
    issuer: 'https://www.facebook.com',
    authorization_endpoint:
      config.endpoints?.authorization ?? `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`,
    token_endpoint: config.endpoints?.token ?? `${api}/oauth/access_token`,
  }
  endpointUrl(as.authorization_endpoint ?? '')
  const options = {
    [oauth.allowInsecureRequests]: isLoopbackHttp(endpointUrl(as.token_endpoint ?? '')),
  }
  const client: oauth.Client = { client_id: config.clientId }
  return {
    authorizationUrl: async ({ state, redirectUri }) => {
      const url = new URL(as.authorization_endpoint ?? '')
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'email public_profile',
        state,
      }).toString()
      return url
    },
    exchange: async ({ code, redirectUri }) => {
      let accessToken: string
      try {
        const params = oauth.validateAuthResponse(
          as,
          client,
          new URLSearchParams({ code }),
          oauth.skipStateCheck,
        )
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          oauth.ClientSecretPost(config.clientSecret),
          params,
          redirectUri,
          oauth.nopkce,
          options,
        )
        accessToken = (await oauth.processAuthorizationCodeResponse(as, client, response))
          .access_token
      } catch (error) {
        throw refusalOf(error) ?? error
      }
      const me = new URL(`${api}/me`)
      me.search = new URLSearchParams({
        fields: 'id,name,email',
        access_token: accessToken,
      }).toString()
      const user = (await userApi(me.href)) as FacebookUser
      if (typeof user.id !== 'string') throw new ProviderRefusal()
      return {
        sub: user.id,
        // Facebook's `email` is the confirmed primary address (none while unconfirmed): its
        // equivalent of email_verified (docs/DECISIONS.md).
        ...(typeof user.email === 'string' ? { email: user.email } : {}),
        ...(typeof user.name === 'string' ? { userName: user.name } : {}),
      }
    },
  }
}
