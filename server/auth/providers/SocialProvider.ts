/** Who a provider says logged in. */
export interface SocialIdentity {
  /** The provider's stable id of the account. */
  readonly sub: string
  /** A verified e-mail, where the provider gives one. */
  readonly email?: string
  readonly userName?: string
}

/** One social login provider: its authorization URL and its code-for-identity exchange. */
export interface SocialProvider {
  /**
   * The provider's authorization URL for a login: `state`, the frame's PKCE challenge (S256)
   * where the provider has PKCE, the nonce where it is an OpenID provider, its scopes.
   */
  readonly authorizationUrl: (login: {
    readonly state: string
    readonly nonce: string
    readonly codeChallenge: string
    readonly redirectUri: string
  }) => Promise<URL>
  /**
   * Exchanges the code (with the frame's PKCE verifier) for the identity; a refusal of the
   * provider (an error answer, a token that does not verify) is a `ProviderRefusal`.
   */
  readonly exchange: (login: {
    readonly code: string
    readonly codeVerifier: string
    readonly nonce: string
    readonly redirectUri: string
  }) => Promise<SocialIdentity>
}

/** Why a provider's answer did not log anyone in (shown to the user as is). */
export class ProviderRefusal extends Error {
  override readonly name = 'ProviderRefusal'
  constructor(message = 'The provider refused the login: try again') {
    super(message)
  }
}

/**
 * The provider gives an e-mail it says it has not verified (`email_verified` false or missing,
 * Discord's `verified` false, GitHub's primary address unverified): no approval link is mailed
 * to it and no account is matched by it; the login is refused with these words.
 */
export class UnverifiedEmail extends ProviderRefusal {
  constructor() {
    super(
      'Your e-mail address is not verified at this provider: verify it there, then log in again',
    )
  }
}

/** Where an OAuth 2.0 provider is; each defaults to the real service's documented URL. */
export interface OAuth2Endpoints {
  readonly authorization?: string
  readonly token?: string
  /** The base of the user API, e.g. `https://api.github.com`. */
  readonly api?: string
}

/** An OAuth 2.0 provider's configuration (this app's client there). */
export interface OAuth2ProviderConfig {
  readonly protocol: 'github' | 'discord' | 'x' | 'facebook'
  readonly clientId: string
  readonly clientSecret: string
  readonly endpoints?: OAuth2Endpoints
}

/**
 * One provider's configuration (server/README.md). Without `protocol`: a generic OpenID
 * provider at `issuer` (the playground's dev provider); otherwise the real service, whose
 * endpoints (`issuer` or `endpoints`) can be overridden for a stand-in.
 */
export type SocialProviderConfig =
  | {
      readonly protocol?: 'oidc'
      /** The issuer, e.g. `https://accounts.google.com`; discovery is read from it. */
      readonly issuer: string
      readonly clientId: string
      readonly clientSecret: string
    }
  | {
      readonly protocol: 'google'
      readonly clientId: string
      readonly clientSecret: string
      /** Default `https://accounts.google.com`. */
      readonly issuer?: string
    }
  | {
      readonly protocol: 'apple'
      /** The Services ID. */
      readonly clientId: string
      readonly teamId: string
      /** The id of the Sign in with Apple key. */
      readonly keyId: string
      /** That key, PKCS#8 PEM (the `.p8` file). */
      readonly privateKey: string
      /** Default `https://appleid.apple.com`. */
      readonly issuer?: string
    }
  | OAuth2ProviderConfig
