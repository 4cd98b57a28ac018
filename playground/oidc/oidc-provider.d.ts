// The few parts of oidc-provider (no bundled types) the dev OpenID provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  interface Grant {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  interface GrantConstructor {
    new (properties: { clientId: string; accountId: string }): Grant
    find(id: string): Promise<Grant | undefined>
  }
  interface OidcContext {
    readonly oidc: {
      readonly result?: { readonly consent?: { readonly grantId?: string } }
      readonly session?: {
        readonly accountId?: string
        grantIdFor(clientId: string): string | undefined
      }
      readonly client?: { readonly clientId: string }
      readonly provider: { readonly Grant: GrantConstructor }
    }
  }
  interface Account {
    readonly accountId: string
    claims(): Promise<Record<string, unknown>>
  }
  interface Interaction {
    readonly uid: string
    readonly params: Readonly<Record<string, unknown>>
    readonly prompt: { readonly name: string }
  }
  interface Configuration {
    readonly adapter?: new (name: string) => unknown
    readonly jwks?: { readonly keys: readonly Record<string, unknown>[] }
    readonly features?: { readonly devInteractions?: { readonly enabled: boolean } }
    readonly interactions?: { readonly url: (ctx: unknown, interaction: Interaction) => string }
    readonly clients?: readonly Record<string, unknown>[]
    readonly pkce?: { readonly required?: () => boolean }
    readonly scopes?: readonly string[]
    readonly claims?: Readonly<Record<string, readonly string[]>>
    readonly conformIdTokenClaims?: boolean
    readonly ttl?: Readonly<Record<string, number>>
    readonly cookies?: { readonly keys?: readonly string[] }
    readonly findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined>
    readonly loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { readonly mergeWithLastSubmission?: boolean },
    ): Promise<void>
  }
}
