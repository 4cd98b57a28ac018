import { generateKeyPairSync } from 'node:crypto'
import type Provider from 'oidc-provider'
import type { SocialProviderConfig } from '../../server/index.ts'
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

type Configuration = NonNullable<ConstructorParameters<typeof Provider>[1]>
type GrantContext = Parameters<NonNullable<Configuration['loadExistingGrant']>>[0]

/** A fresh RS256 signing key for the ID tokens of this run. */
const signingKey = () => ({
  ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
  kid: 'latch-dev-oidc',
  alg: 'RS256',
  use: 'sig',
})

/** The account of `sub`: the name, and its e-mail `<name>@example.com`, verified. */
const findDevAccount = async (_ctx: unknown, sub: string) => ({
  accountId: sub,
  claims: async () => ({
    sub,
    email: `${sub}@example.com`,
    email_verified: true,
    name: sub,
  }),
})

/** A dev stand-in: the visitor consented by logging in, so the grant is made at once. */
const loadDevGrant = async (ctx: GrantContext) => {
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
}

/**
 * One confidential client per social provider (`latch-<provider>`, redirecting only to
 * `redirectUri`), and each provider's config pointed at `issuer`.
 *
 * @example
 * import { devClients } from './devProviderConfig.ts'
 * const { clients, providers } = devClients('http://127.0.0.1:8792', redirectUri)
 */
export const devClients = (issuer: string, redirectUri: string) => {
  const providers: Record<string, SocialProviderConfig> = {}
  const clients = DEV_SOCIAL_PROVIDERS.map((name) => {
    const clientId = `latch-${name}`
    const clientSecret = `latch-dev-secret-${name}`
    providers[name] = { issuer, clientId, clientSecret }
    return {
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    }
  })
  return { clients, providers }
}

/**
 * The dev provider's configuration: code flow with PKCE, our login page for interactions,
 * its storage and a fresh signing key given explicitly, consent granted at once.
 *
 * @example
 * import { devProviderConfig } from './devProviderConfig.ts'
 * const provider = new Provider(issuer, devProviderConfig(clients))
 */
export const devProviderConfig = (clients: Configuration['clients']): Configuration => ({
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
  findAccount: findDevAccount,
  loadExistingGrant: loadDevGrant,
})
