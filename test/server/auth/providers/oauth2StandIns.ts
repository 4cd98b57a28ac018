import {
  bearerOf,
  clientAuthenticated,
  codeBook,
  type StandInAnswer,
  type StandInRequest,
  startStandIn,
} from './standIn.ts'

export const CLIENT = { clientId: 'latch-client', clientSecret: 's3cret:with/odd+chars' }

type Shape = {
  readonly authorizePath: string
  readonly tokenPath: string
  readonly clientAuth: 'basic' | 'post'
  readonly pkce: 'required' | 'none' | 'optional'
  /** The provider's documented answer to a code it does not accept. */
  readonly badCode: StandInAnswer
  /** The user API: the answer to an authenticated request, or undefined for a 404. */
  readonly api: (request: StandInRequest, authorized: boolean) => StandInAnswer | undefined
}

/** A stand-in shaped like one OAuth 2.0 provider; `scopes` records what each login asked. */
const oauth2StandIn = async (shape: Shape) => {
  const book = codeBook()
  const scopes: string[] = []
  const standIn = await startStandIn((request) => {
    if (request.path === shape.authorizePath && request.method === 'GET') {
      const hasChallenge = request.query.has('code_challenge')
      if ((shape.pkce === 'required' && !hasChallenge) || (shape.pkce === 'none' && hasChallenge))
        return { status: 400, json: { error: 'invalid_request' } }
      const code = book.issue(request.query, CLIENT.clientId)
      if (!code) return { status: 400, json: { error: 'invalid_request' } }
      scopes.push(request.query.get('scope') ?? '')
      const back = new URL(request.query.get('redirect_uri') ?? '')
      back.search = new URLSearchParams({
        code,
        state: request.query.get('state') ?? '',
      }).toString()
      return { location: back.href }
    }
    if (request.path === shape.tokenPath && request.method === 'POST') {
      if (!clientAuthenticated(request, CLIENT.clientId, CLIENT.clientSecret, shape.clientAuth))
        return { status: 401, json: { error: 'invalid_client' } }
      if (!book.redeem(request.form)) return shape.badCode
      return { json: { access_token: book.newToken(), token_type: 'bearer', expires_in: 3600 } }
    }
    // A bearer token, or Facebook's documented `access_token` parameter.
    const authorized =
      bearerOf(request, book.tokens) || book.tokens.has(request.query.get('access_token') ?? '')
    return shape.api(request, authorized) ?? { status: 404, json: {} }
  })
  return { ...standIn, scopes, tokens: book.tokens }
}

/** GitHub: `/login/oauth/*` on github.com, `/user` and `/user/emails` on api.github.com. */
export const githubStandIn = (user: { primaryVerified: boolean } = { primaryVerified: true }) =>
  oauth2StandIn({
    authorizePath: '/login/oauth/authorize',
    tokenPath: '/login/oauth/access_token',
    clientAuth: 'basic',
    pkce: 'optional',
    // GitHub answers a bad code with 200 and an error body.
    badCode: {
      status: 200,
      json: {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
        error_uri: 'https://docs.github.com/apps/troubleshooting',
      },
    },
    api: (request, authorized) => {
      if (request.path !== '/user' && request.path !== '/user/emails') return
      if (!authorized) return { status: 401, json: { message: 'Bad credentials' } }
      if (request.path === '/user')
        return { json: { id: 583231, login: 'octocat', name: 'The Octocat', email: null } }
      return {
        json: [
          { email: 'old@example.com', primary: false, verified: true, visibility: null },
          {
            email: 'octocat@example.com',
            primary: true,
            verified: user.primaryVerified,
            visibility: 'public',
          },
        ],
      }
    },
  })

/** Discord: `/oauth2/authorize`, `/api/oauth2/token`, `/api/users/@me`. */
export const discordStandIn = (user: { verified: boolean } = { verified: true }) =>
  oauth2StandIn({
    authorizePath: '/oauth2/authorize',
    tokenPath: '/api/oauth2/token',
    clientAuth: 'basic',
    pkce: 'optional',
    badCode: {
      status: 400,
      json: { error: 'invalid_grant', error_description: 'Invalid "code" in request.' },
    },
    api: (request, authorized) => {
      if (request.path !== '/api/users/@me') return
      if (!authorized) return { status: 401, json: { message: '401: Unauthorized', code: 0 } }
      return {
        json: {
          id: '80351110224678912',
          username: 'nelly',
          global_name: 'Nelly',
          email: 'nelly@example.com',
          verified: user.verified,
        },
      }
    },
  })

/** X: `/i/oauth2/authorize` (PKCE required), `/2/oauth2/token`, `/2/users/me`. */
export const xStandIn = () =>
  oauth2StandIn({
    authorizePath: '/i/oauth2/authorize',
    tokenPath: '/2/oauth2/token',
    clientAuth: 'basic',
    pkce: 'required',
    badCode: {
      status: 400,
      json: {
        error: 'invalid_request',
        error_description: 'Value passed for the authorization code was invalid.',
      },
    },
    api: (request, authorized) => {
      if (request.path !== '/2/users/me') return
      if (!authorized)
        return { status: 401, json: { title: 'Unauthorized', type: 'about:blank', status: 401 } }
      return { json: { data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } } }
    },
  })

/** Facebook: `/v23.0/dialog/oauth`, `/v23.0/oauth/access_token` (client_secret in the form), `/v23.0/me`. */
export const facebookStandIn = () =>
  oauth2StandIn({
    authorizePath: '/v23.0/dialog/oauth',
    tokenPath: '/v23.0/oauth/access_token',
    clientAuth: 'post',
    pkce: 'none',
    badCode: {
      status: 400,
      json: {
        error: {
          message: 'Invalid verification code format.',
          type: 'OAuthException',
          code: 100,
          fbtrace_id: 'A1b2C3',
        },
      },
    },
    api: (request, authorized) => {
      if (request.path !== '/v23.0/me') return
      if (!authorized)
        return {
          status: 400,
          json: {
            error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
          },
        }
      const fields = (request.query.get('fields') ?? '').split(',')
      const user: Record<string, string> = { id: '10158000000000001' }
      if (fields.includes('name')) user.name = 'Mark Example'
      if (fields.includes('email')) user.email = 'mark@example.com'
      return { json: user }
    },
  })
