import { dirname, join } from 'node:path'
import {
  authService,
  codePepper,
  kmsFromKey,
  type RunningFramePage,
  readOrCreateKeyFile,
  type SocialProviderConfig,
  type Storage,
  smtpMailer,
  socialCallbackUrl,
  startFramePage,
} from '../../server/index.ts'
import type { LocalChain } from '../chain/index.ts'
import { type FarcasterRelay, startFarcasterRelay } from '../farcaster/startFarcasterRelay.ts'
import { type MailSink, startMailSink } from '../mail/startMailSink.ts'
import { type DevOidcProvider, startOidcProvider } from '../oidc/startOidcProvider.ts'
import { localSolanaNetwork, type SolanaChain } from '../solana/index.ts'
import { host, type PlaygroundPorts } from './ports.ts'

/** What `startEmbeddedWallet` needs: the chains, the page, the storage and the ports. */
export type EmbeddedWalletOptions = {
  readonly chains: readonly [LocalChain, LocalChain]
  readonly solana: SolanaChain
  readonly appUrl: string
  /** The demo page's port: the frame must not take it. */
  readonly appPort: number
  readonly storage: Storage
  /** The master key's file lives beside the database. */
  readonly dataDir: string
  readonly apiUrl: string
  readonly ports: PlaygroundPorts
  /** Called with each started service's stop, in starting order. */
  readonly started: (stop: () => Promise<void>) => void
}

/** The embedded wallet running: the frame page and the dev stand-ins of its logins. */
export type EmbeddedWallet = {
  readonly frame: RunningFramePage
  readonly mail: MailSink
  readonly oidc: DevOidcProvider
  readonly farcaster: FarcasterRelay
}

/** The frame's chains: both anvil chains (with the smart account's contracts), then Solana. */
const frameChains = (chains: readonly LocalChain[], solana: SolanaChain) => [
  ...chains.map((chain) => ({
    chainId: chain.chainId,
    name: chain.name,
    rpcUrl: chain.url,
    // The embedded wallet's smart account: its address delegates here (EIP-7702).
    ...(chain.batchExecutor ? { delegation: chain.batchExecutor } : {}),
    ...(chain.sessionKeyModule ? { sessionKeyModule: chain.sessionKeyModule } : {}),
  })),
  // The embedded wallet's Solana account signs and sends on the local Solana chain.
  { chainId: localSolanaNetwork(solana.url).id, name: 'Solana Local', rpcUrl: solana.url },
]

/**
 * The embedded wallet: the dev SMTP sink, the Farcaster relay, the auth service and the secure
 * frame, which only the page's origin may embed (a free port that happens to be the page's is
 * given back and picked again), then the dev OpenID provider, which needs the frame's callback.
 */
export const startEmbeddedWallet = async (
  options: EmbeddedWalletOptions,
): Promise<EmbeddedWallet> => {
  const { ports, started } = options
  const mail = await startMailSink({ smtpPort: ports.smtp ?? 0, httpPort: ports.mail ?? 0, host })
  started(mail.stop)
  const masterKey = readOrCreateKeyFile(join(dirname(options.dataDir), 'master.key'))
  // Filled in once the dev OpenID provider is up (it needs the frame's callback URL).
  const providers: Record<string, SocialProviderConfig> = {}
  const farcaster = await startFarcasterRelay({ port: ports.farcaster ?? 0, host })
  started(farcaster.stop)
  const auth = authService({
    sql: options.storage.sql,
    kms: kmsFromKey(masterKey),
    pepper: codePepper(masterKey),
    mailer: smtpMailer({ host: mail.smtp.host, port: mail.smtp.port }),
    providers,
    farcaster: { relayUrl: farcaster.url },
  })
  let frame: RunningFramePage
  for (;;) {
    frame = await startFramePage({
      port: ports.frame,
      host,
      projects: { 'latch-playground': [options.appUrl] },
      chains: frameChains(options.chains, options.solana),
      auth,
      // The approval's fee in USD, at the Data API's prices.
      dataApiUrl: options.apiUrl,
    })
    if (frame.port !== options.appPort) break
    await frame.stop()
  }
  started(frame.stop)
  const oidc = await startOidcProvider({
    port: ports.oidc ?? 0,
    host,
    redirectUri: socialCallbackUrl(new URL(frame.url).origin),
  })
  started(oidc.stop)
  Object.assign(providers, oidc.providers)
  return { frame, mail, oidc, farcaster }
}
