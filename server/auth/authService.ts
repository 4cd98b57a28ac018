import type { SqlClient } from '../storage/SqlClient.ts'
import { EMAIL_CODE_TTL_MS, SOCIAL_START_WINDOW_MS } from './authConstants.ts'
import { type AuthDevices, authDevices } from './authDevices.ts'
import { type AuthSessions, authSessions } from './authSessions.ts'
import { type EmailCodes, emailCodes } from './emailCodes.ts'
import { type EmailFailures, emailFailures } from './emailFailures.ts'
import { type EmailUpdates, emailUpdates } from './emailUpdates.ts'
import { sqlFarcasterChannels } from './farcasterChannels.ts'
import { type FarcasterLogin, type FarcasterRelayConfig, farcasterLogin } from './farcasterLogin.ts'
import type { Kms } from './Kms.ts'
import { type KeyVault, keyVault } from './keyVault.ts'
import { type LoginBindings, loginBindings } from './loginBindings.ts'
import type { Mailer } from './mailer.ts'
import { type RateLimits, rateLimits } from './rateLimits.ts'
import { type SocialLogin, type SocialProviderConfig, socialLogin } from './socialLogin.ts'

/** What the auth service is built from. */
export interface AuthServiceOptions {
  /** The server's database (migrated: `auth_*` tables of 0004). */
  readonly sql: SqlClient
  /** Wraps each user's data key; the master key never enters the database. */
  readonly kms: Kms
  /** The secret e-mail codes are HMAC'd under (`codePepper`). */
  readonly pepper: Uint8Array
  readonly mailer: Mailer
  /**
   * Social login: each provider (google, github, apple, facebook, x, discord) pointed at its
   * OpenID issuer with this app's client there. Read at each login, so a dev provider that
   * starts later can be filled in. Providers left out are refused.
   */
  readonly providers?: Readonly<Partial<Record<string, SocialProviderConfig>>>
  /**
   * Farcaster login: the AuthKit relay. Read at each login, so a dev relay that starts later
   * can be filled in; without `relayUrl` the login is refused.
   */
  readonly farcaster?: Partial<FarcasterRelayConfig>
  /** Milliseconds since the epoch; default `Date.now` (tests move it). */
  readonly now?: () => number
}

/** The parts of the auth service, each over the same database and clock. */
export interface AuthService {
  readonly codes: EmailCodes
  /** Wrong login codes per address across codes, its locks and unlock links (security-r3 F8). */
  readonly failures: EmailFailures
  readonly vault: KeyVault
  readonly sessions: AuthSessions
  readonly mailer: Mailer
  readonly social: SocialLogin
  readonly farcaster: FarcasterLogin
  /** SPEC §4 VERIFY_DEVICE: each user's devices and the approval links of new ones. */
  readonly devices: AuthDevices
  /** SPEC §4 e-mail update (VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP). */
  readonly updates: EmailUpdates
  /** Each started login bound to the keys of the frame that started it (issue 26). */
  readonly logins: LoginBindings
  /** Requests per client (`clientKey`) on every auth route (authRouteLimits). */
  readonly limits: RateLimits
  /**
   * Deletes expired social states, old rate-limit windows and codes expired for over one
   * more TTL (so a late try still hears "expired"): one statement per table. The frame
   * server calls it every AUTH_SWEEP_INTERVAL_MS, off the request path.
   */
  readonly sweep: () => Promise<void>
  readonly now: () => number
}

/**
 * Builds the auth service of the secure frame (server/frame/SECURITY.md).
 *
 * @example
 * import { authService } from './authService.ts'
 * const auth = authService({ sql, kms, pepper, mailer })
 */
export const authService = (options: AuthServiceOptions): AuthService => {
  const now = options.now ?? Date.now
  const codes = emailCodes(options.sql, { pepper: options.pepper, now })
  const social = socialLogin(options.sql, { providers: options.providers ?? {}, now })
  const limits = rateLimits(options.sql, { now })
  const logins = loginBindings(options.sql, options.kms, { now })
  return {
    codes,
    failures: emailFailures(options.sql, { now }),
    vault: keyVault(options.sql, options.kms, { now }),
    sessions: authSessions(options.sql, { now }),
    mailer: options.mailer,
    social,
    farcaster: farcasterLogin({
      relay: options.farcaster ?? {},
      now,
      channels: sqlFarcasterChannels(options.sql),
    }),
    devices: authDevices(options.sql, { now }),
    updates: emailUpdates(options.sql, codes, { now }),
    logins,
    limits,
    sweep: async () => {
      const at = now()
      await social.sweep()
      await logins.sweep()
      await limits.sweep(at - SOCIAL_START_WINDOW_MS)
      await codes.sweep(at - EMAIL_CODE_TTL_MS)
    },
    now,
  }
}
