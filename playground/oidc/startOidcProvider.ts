import { generateKeyPairSync } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Provider from 'oidc-provider'
import type { SocialProviderConfig } from '../../server/index.ts'
import { devLoginPage, readLogin } from './devLoginPage.ts'
import { devOidcAdapter } from './devOidcAdapter.ts'

/** The social providers the dev OpenID provider stands in for (SPEC §5). */
export const DEV_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/** A running dev OpenID provider. */
export type DevOidcProvider = {
  /** The issuer, e.g. `http://127.0.0.1:8792`. */
  readonly url: string
  /** Each social provider pointed at this issuer (one client per provider). */
  readonly providers: Readonly<Record<string, SocialProviderConfig>>
  readonly stop: () => Promise<void>
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 standing in for google, github, apple,
 * facebook, x and discord: one issuer, one confidential client per provider
 * (`latch-<provider>`), the authorization code flow with PKCE. Our dev login page
 * (`devLoginPage`) logs in any name with any password; the account's `sub` is the name and
 * its e-mail `<name>@example.com`. Consent is granted at once (a dev stand-in). Its storage
 * (`devOidcAdapter`) and signing key (made at each start) are given explicitly, so the provider
 * starts without its quick-start warnings.
 *
 * @example
 * import { startOidcProvider } from './startOidcProvider.ts'
 * const oidc = await startOidcProvider({ port: 0, redirectUri: 'http://127.0.0.1:8788/frame/social-callback' })
 */
export const startOidcProvider = async (options: {
  readonly port: number
  readonly host?: string
  /** The frame's social callback, the only redirect URI the clients accept. */
  readonly redirectUri: string
}): Promise<DevOidcProvider> => {
  const host = options.host ?? '127.0.0.1'
  const { createServer } = await import('node:http')
  // The issuer needs the port before the provider is made: listen first, route later.
  let handler:
    | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void)
    | undefined
  const server = createServer((req, res) => {
    // Its dev pages @import a web font: held to this origin, the page stays offline.
    res.setHeader(
      'content-security-policy',
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
    )
    if (handler) handler(req, res)
    else {
      res.statusCode = 503
      res.end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port, host, exclusive: true }, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const issuer = `http://${host}:${port}`
  const providers: Record<string, SocialProviderConfig> = {}
  const clients = DEV_SOCIAL_PROVIDERS.map((name) => {
    const clientId = `latch-${name}`
    const clientSecret = `latch-dev-secret-${name}`
    providers[name] = { issuer, clientId, clientSecret }
    return {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [options.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }
  })
  const Provider = await importQuietly()
  const provider = new Provider(issuer, {
    clients,
    adapter: devOidcAdapter(),
    jwks: { keys: [signingKey()] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    cookies: { keys: ['latch-dev-oidc-cookie-key'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@example.com`,
        email_verified: true,
        name: sub,
      }),
    }),
    // A dev stand-in: the visitor consented by logging in.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ??
        ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '')
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId)
        if (found) return found
      }
      if (!ctx.oidc.session?.accountId || !ctx.oidc.client) return undefined
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  const callback = provider.callback()
  handler = (req, res) => {
    if (/^\/interaction\/[^/?]+(\?|$)/.test(req.url ?? '')) void interact(provider, req, res)
    else callback(req, res)
  }
  return {
    url: issuer,
    providers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A fresh RS256 signing key for the ID tokens of this run. */
const signingKey = () => ({
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: 'latch-dev-oidc',
  alg: 'RS256',
  use: 'sig',
})

/**
 * oidc-provider, imported with its 'Unsupported runtime' warning (it asks for Node.js 22 LTS
 * or later at import) turned into one line of our own: the dev provider runs on this Node.
 */
const importQuietly = async (): Promise<typeof Provider> => {
  const warn = console.warn
  let unsupported = false
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('oidc-provider WARNING')) unsupported = true
    else warn(...args)
  }
  try {
    return (await import('oidc-provider')).default
  } finally {
    console.warn = warn
    if (unsupported)
      warn(
        `OIDC: a development provider; oidc-provider prefers Node.js 22+ (this is ${process.version})`,
      )
  }
}

/** The login step of an authorization: our page (GET), then the name it submits (POST). */
const interact = async (provider: Provider, req: IncomingMessage, res: ServerResponse) => {
  try {
    const details = await provider.interactionDetails(req, res)
    if (req.method === 'POST') {
      const login = await readLogin(req)
      if (!login) {
        res.statusCode = 400
        res.end('A name is required')
        return
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(devLoginPage(details.uid, String(details.params.client_id ?? '')))
  } catch (error) {
    res.statusCode = 400
    res.end(error instanceof Error ? error.message : 'The sign-in expired: start again')
  }
}
