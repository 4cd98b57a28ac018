import type { LevelWithSilent } from 'pino'
import type { FrameChain } from '../../frame/index.ts'
import type { SmtpOptions } from '../auth/mailer.ts'
import type { ServerChain } from '../chain/ServerChain.ts'
import type { SolanaServerChain } from '../chain/SolanaServerChain.ts'
import type { IndexerOptions } from '../indexer/startIndexer.ts'
import type { PriceSourceConfig } from '../prices/PriceSourceConfig.ts'
import type { SocialProvidersConfig } from './readSocialProviders.ts'

/** Where the state lives: PostgreSQL, or embedded PGlite only when asked for. */
export type DatabaseConfig =
  | { readonly kind: 'postgres'; readonly url: string }
  | { readonly kind: 'pglite'; readonly dataDir: string | undefined }

/** `npm run serve`'s configuration, read from the environment by `readServerConfig`. */
export type SelfHostConfig = {
  readonly database: DatabaseConfig
  readonly api: { readonly host: string; readonly port: number }
  readonly frame: {
    readonly host: string
    readonly port: number
    /** The frame's origin as browsers reach it, e.g. `https://frame.example.com`. */
    readonly publicOrigin: string
    readonly chains: readonly FrameChain[]
  }
  readonly projectIds: readonly string[]
  readonly allowedOrigins: readonly string[]
  readonly chains: readonly ServerChain[]
  /** The Solana chains (`solana:<ref>` in LATCH_CHAINS), their RPC URLs with fallbacks. */
  readonly solanaChains: readonly SolanaServerChain[]
  readonly masterKey: Uint8Array
  readonly smtp: SmtpOptions
  readonly farcasterRelayUrl: string | undefined
  /** The social providers whose variables are set (the others answer "not available"). */
  readonly socialProviders: SocialProvidersConfig
  readonly prices: PriceSourceConfig
  readonly indexer: false | IndexerOptions
  readonly spam: readonly string[]
  readonly onrampProviders: readonly string[]
  readonly nameZone: string
  readonly logLevel: LevelWithSilent
  /** How long SIGTERM waits for requests in flight before dropping them. */
  readonly shutdownTimeoutMs: number
}
