import { mkdirSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { KeyPairSigner } from '@solana/kit'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { authService } from '../server/auth/authService.ts'
import { codePepper } from '../server/auth/codePepper.ts'
import { socialCallbackUrl } from '../server/auth/createAuthHandler.ts'
import { kmsFromKey, readOrCreateKeyFile } from '../server/auth/Kms.ts'
import { smtpMailer } from '../server/auth/mailer.ts'
import type { SocialProviderConfig } from '../server/auth/socialLogin.ts'
import { type RunningFramePage, startFramePage } from '../server/frame/startFramePage.ts'
import { startServer } from '../server/index.ts'
import { migrate } from '../server/storage/migrate.ts'
import { pgliteClient } from '../server/storage/pgliteClient.ts'
import { sqlStorage } from '../server/storage/sqlStorage.ts'
import type { PlaygroundConfig } from './app/playgroundConfig.ts'
import {
  type DevAccount,
  devAccounts,
  type LocalChain,
  playgroundOnrampProviders,
  playgroundPrices,
  playgroundSpam,
  startLocalChains,
} from './chain/index.ts'
import { startFarcasterRelay } from './farcaster/startFarcasterRelay.ts'
import { type MailSink, startMailSink } from './mail/startMailSink.ts'
import { startOidcProvider } from './oidc/startOidcProvider.ts'
import { devFiatRates, devOnrampProviders } from './onramp/devOnrampProviders.ts'
import { startDevOnramp } from './onramp/startDevOnramp.ts'
import { type DevRelay, startDevRelay } from './relay/index.ts'
import {
  devSolanaKeys,
  devSplToken,
  localSolanaNetwork,
  type SolanaChain,
  solanaPlaygroundPrices,
  startSolanaChain,
} from './solana/index.ts'
import { playgroundViteConfig } from './vite.config.ts'

const host = '127.0.0.1'
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The ports `startPlayground` listens on; `0` picks a free one (tests). */
export type PlaygroundPorts = {
  /** The demo page (Vite); `npm start`: `$PORT` or 5173. */
  readonly app: number
  /** The reference Data API; default 8787. */
  readonly api: number
  /** The two anvil chains (31337, 31338); default 8545 and 8546. */
  readonly chains: readonly [number, number]
  /** The dev WalletConnect relay; default 8790. */
  readonly relay: number
  /** The secure-frame page and its auth service; default 8788. */
  readonly frame: number
  /** The dev inbox (`Mail:`); default 8791. */
  readonly mail?: number
  /** The dev OpenID provider standing in for the social logins (`OIDC:`); default 8792. */
  readonly oidc?: number
  /** The dev Farcaster auth relay with its approve page (`Farcaster:`); default 8793. */
  readonly farcaster?: number
  /** The dev SMTP sink the auth service mails through; default 2525. */
  readonly smtp?: number
  /** The dev onramp provider's purchase page (`Onramp:`); default 8794. */
  readonly onramp?: number
  /** The local Solana chain's JSON-RPC (`Solana:`); default 8899. */
  readonly solana?: number
}

/** Options of `startPlayground`. */
export type StartPlaygroundOptions = {
  readonly ports?: Partial<PlaygroundPorts>
  /** PGlite's folder, reused across starts (creating one is slow); default `.latch-data/db`. */
  readonly dataDir?: string
  /** Vite's dependency cache; default `.latch-data/vite`. */
  readonly viteCacheDir?: string
  /** Start the dev WalletConnect relay; default true. */
  readonly relay?: boolean
}

/** A running playground: every address, and `stop` for all of it. */
export type RunningPlayground = {
  /** The demo page, e.g. `http://127.0.0.1:5173`. */
  readonly appUrl: string
  /** The reference Data API, e.g. `http://127.0.0.1:8787`. */
  readonly apiUrl: string
  /** The dev WalletConnect relay, e.g. `ws://127.0.0.1:8790`, when started. */
  readonly relayUrl: string | undefined
  /** The secure-frame page, e.g. `http://127.0.0.1:8788/frame`. */
  readonly frameUrl: string
  /** The dev inbox, e.g. `http://127.0.0.1:8791` (`GET /messages`: JSON, newest first). */
  readonly mailUrl: string
  /** The dev OpenID provider's issuer, e.g. `http://127.0.0.1:8792`. */
  readonly oidcUrl: string
  /** The dev onramp provider, e.g. `http://127.0.0.1:8794` (its purchase page: `/buy`). */
  readonly onrampUrl: string
  /** The dev Farcaster auth relay, e.g. `http://127.0.0.1:8793` (its approve page: `/~/siwf`). */
  readonly farcasterUrl: string
  /** The two seeded anvil chains (31337, then 31338). */
  readonly chains: readonly [LocalChain, LocalChain]
  /** The local Solana chain (LiteSVM): its URL, dev keys and dev SPL mint. */
  readonly solana: SolanaChain
  /** What the page was told. */
  readonly config: PlaygroundConfig
  /** Stops the page, the relay, the server and the chains; safe to call twice. */
  readonly stop: () => Promise<void>
}

/** A port on 127.0.0.1 is taken; the message names it and what needed it. */
export class PortInUseError extends Error {
  override readonly name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly service: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use, so the ${service} cannot start: stop what holds it or choose another port`,
    )
  }
}

const probe = (port: number): Promise<number | undefined> =>
  new Promise((resolve) => {
    const server = createNetServer()
    server.once('error', () => resolve(undefined))
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address.port : port
      server.close(() => resolve(bound))
    })
  })

/** A free port when `port` is 0; else `port`, after checking that it is free. */
const claim = async (port: number, service: string): Promise<number> => {
  const bound = await probe(port)
  if (bound === undefined) throw new PortInUseError(port, service)
  return bound
}

/**
 * Starts everything `npm start` serves, on 127.0.0.1: the two seeded anvil chains, the
 * reference Data API (project `latch-playground`, the page's origin allowed, LDT and LDU on
 * both chains, a price table, a spam list, the history indexers), the dev WalletConnect relay and the demo page on Vite's dev
 * server. Every port is checked first, so a taken one fails at once with a
 * `PortInUseError` naming it; if a later step fails, what already started is stopped.
 *
 * @example
 * import { startPlayground } from './start.ts'
 * const playground = await startPlayground({ ports: { app: 0, api: 0, chains: [0, 0], relay: 0 } })
 * console.log(playground.appUrl)
 * await playground.stop()
 */
export const startPlayground = async (
  options: StartPlaygroundOptions = {},
): Promise<RunningPlayground> => {
  const wanted: PlaygroundPorts = {
    app: options.ports?.app ?? 5173,
    api: options.ports?.api ?? 8787,
    chains: options.ports?.chains ?? [8545, 8546],
    relay: options.ports?.relay ?? 8790,
    frame: options.ports?.frame ?? 8788,
    mail: options.ports?.mail ?? 8791,
    smtp: options.ports?.smtp ?? 2525,
    onramp: options.ports?.onramp ?? 8794,
    oidc: options.ports?.oidc ?? 8792,
    farcaster: options.ports?.farcaster ?? 8793,
    solana: options.ports?.solana ?? 8899,
  }
  const withRelay = options.relay ?? true
  // The page's origin goes into the server's CORS list, so its port is fixed before anything
  // starts; the other ports are only checked (a fixed port) or left to the service (0).
  const appPort = await claim(wanted.app, 'demo page')
  if (wanted.api !== 0) await claim(wanted.api, 'reference server (API)')
  for (const port of wanted.chains) if (port !== 0) await claim(port, 'local chain')
  if (withRelay && wanted.relay !== 0) await claim(wanted.relay, 'dev WalletConnect relay')
  if (wanted.frame !== 0) await claim(wanted.frame, 'secure-frame page')
  if (wanted.mail) await claim(wanted.mail, 'dev inbox')
  if (wanted.smtp) await claim(wanted.smtp, 'dev SMTP sink')
  if (wanted.onramp) await claim(wanted.onramp, 'dev onramp provider')
  if (wanted.oidc) await claim(wanted.oidc, 'dev OpenID provider')
  if (wanted.farcaster) await claim(wanted.farcaster, 'dev Farcaster relay')
  if (wanted.solana) await claim(wanted.solana, 'local Solana chain')

  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const { chains, stop: stopChains } = await startLocalChains({ ports: wanted.chains })
    stops.push(stopChains)
    const solana = await startSolanaChain({ port: wanted.solana ?? 0, host })
    stops.push(solana.stop)

    const dataDir = options.dataDir ?? join(repoRoot, '.latch-data', 'db')
    mkdirSync(dirname(dataDir), { recursive: true })
    const appUrl = `http://${host}:${appPort}`
    // One database for the Data API and the embedded wallet's auth service.
    mkdirSync(dataDir, { recursive: true })
    const sql = await pgliteClient({ dataDir })
    stops.push(() => sql.close())
    await migrate(sql)
    // The dev onramp: its purchases are paid out by the onramp provider account, so the
    // history flags them (onramp=coinbase).
    const onramp = await startDevOnramp({
      port: wanted.onramp ?? 0,
      host,
      chains: new Map(
        chains.map((chain) => [
          `eip155:${chain.chainId}`,
          { chainId: chain.chainId, url: chain.url },
        ]),
      ),
      treasury: devAccounts[8] as DevAccount,
      prices: { ...playgroundPrices, ...solanaPlaygroundPrices },
      // SOL purchases are paid by the last dev Solana key (the dev wallet uses the first).
      solana: {
        chains: new Map([[localSolanaNetwork(solana.url).caipNetworkId, solana.url]]),
        treasury: (await devSolanaKeys()).at(-1) as KeyPairSigner,
      },
    })
    stops.push(onramp.stop)
    const api = await startServer({
      port: wanted.api,
      host,
      projectIds: ['latch-playground'],
      allowedOrigins: [appUrl],
      // Sign-in messages name the demo page, and nothing else (EIP-4361 relying party).
      signIn: { 'latch-playground': { domains: [new URL(appUrl).host], uris: [appUrl] } },
      chains: chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        name: chain.name,
        rpcUrl: chain.url,
        tokens: [chain.token, chain.secondToken].flatMap((token) => (token ? [token] : [])),
        ...(chain.exchange
          ? { exchange: { router: chain.exchange.router, weth: chain.exchange.weth } }
          : {}),
      })),
      // SOL and LDS balances of the local Solana chain (the modal's token list on solana).
      solanaChains: [
        {
          caipNetworkId: localSolanaNetwork(solana.url).caipNetworkId as `solana:${string}`,
          rpcUrl: solana.url,
          tokens: [{ mint: solana.mint, ...devSplToken }],
        },
      ],
      prices: { ...playgroundPrices, ...solanaPlaygroundPrices },
      spam: playgroundSpam,
      onrampProviders: playgroundOnrampProviders,
      onramp: { providers: devOnrampProviders, pageUrl: onramp.pageUrl, fiatRates: devFiatRates },
      storage: sqlStorage(sql),
    })
    stops.push(api.stop)

    let relay: DevRelay | undefined
    if (withRelay) {
      relay = await startDevRelay({ port: wanted.relay })
      stops.push(relay.stop)
    }

    // The embedded wallet: the dev SMTP sink, the auth service and the secure frame, which
    // only the page's origin may embed. Started before the page, which is told its URL; a
    // free port that happens to be the page's is given back and picked again.
    const mail: MailSink = await startMailSink({
      smtpPort: wanted.smtp ?? 0,
      httpPort: wanted.mail ?? 0,
      host,
    })
    stops.push(mail.stop)
    const masterKey = readOrCreateKeyFile(join(dirname(dataDir), 'master.key'))
    // Filled in once the dev OpenID provider is up (it needs the frame's callback URL).
    const providers: Record<string, SocialProviderConfig> = {}
    const farcaster = await startFarcasterRelay({ port: wanted.farcaster ?? 0, host })
    stops.push(farcaster.stop)
    const auth = authService({
      sql,
      kms: kmsFromKey(masterKey),
      pepper: codePepper(masterKey),
      mailer: smtpMailer({ host: mail.smtp.host, port: mail.smtp.port }),
      providers,
      farcaster: { relayUrl: farcaster.url },
    })
    let frame: RunningFramePage
    for (;;) {
      frame = await startFramePage({
        port: wanted.frame,
        host,
        projects: { 'latch-playground': [appUrl] },
        chains: [
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
        ],
        auth,
        // The approval's fee in USD, at the Data API's prices.
        dataApiUrl: api.url,
      })
      if (frame.port !== appPort) break
      await frame.stop()
    }
    stops.push(frame.stop)
    const oidc = await startOidcProvider({
      port: wanted.oidc ?? 0,
      host,
      redirectUri: socialCallbackUrl(new URL(frame.url).origin),
    })
    stops.push(oidc.stop)
    Object.assign(providers, oidc.providers)

    const config: PlaygroundConfig = {
      projectId: 'latch-playground',
      apiUrl: api.url,
      chains: [
        { chainId: chains[0].chainId, name: chains[0].name, rpcUrl: chains[0].url },
        { chainId: chains[1].chainId, name: chains[1].name, rpcUrl: chains[1].url },
      ],
      relayUrl: relay?.url,
      frameUrl: frame.url,
      solana: { rpcUrl: solana.url, mint: solana.mint },
    }
    const vite: ViteDevServer = await createViteServer(
      playgroundViteConfig({
        port: appPort,
        playground: config,
        ...(options.viteCacheDir ? { cacheDir: options.viteCacheDir } : {}),
      }),
    )
    stops.push(() => vite.close())
    await vite.listen()
    // Prebundle the page's dependencies now rather than on the first visit.
    await vite.environments.client.depsOptimizer?.scanProcessing

    return {
      appUrl,
      apiUrl: api.url,
      relayUrl: relay?.url,
      frameUrl: frame.url,
      mailUrl: mail.url,
      oidcUrl: oidc.url,
      onrampUrl: onramp.url,
      farcasterUrl: farcaster.url,
      chains,
      solana,
      config,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      const port = Number((error as Error & { port?: number }).port ?? appPort)
      throw new PortInUseError(port, 'playground')
    }
    throw error
  }
}

const envPort = (name: string, fallback: number): number => {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port number (0-65535), got '${value}'`)
  return port
}

/** `npm start`: start the playground, print each address on its own line, stop on Ctrl-C. */
const main = async () => {
  const started = performance.now()
  const playground = await startPlayground({
    ports: {
      app: envPort('PORT', 5173),
      api: envPort('API_PORT', 8787),
      chains: [envPort('CHAIN_PORT', 8545), envPort('CHAIN2_PORT', 8546)],
      relay: envPort('RELAY_PORT', 8790),
      frame: envPort('FRAME_PORT', 8788),
      mail: envPort('MAIL_PORT', 8791),
      smtp: envPort('SMTP_PORT', 2525),
      oidc: envPort('OIDC_PORT', 8792),
      onramp: envPort('ONRAMP_PORT', 8794),
      farcaster: envPort('FARCASTER_PORT', 8793),
      solana: envPort('SOLANA_PORT', 8899),
    },
    ...(process.env.LATCH_DATA_DIR ? { dataDir: process.env.LATCH_DATA_DIR } : {}),
  })
  const [first, second] = playground.chains
  console.log(`Chain: ${first.url}`)
  console.log(`Chain: ${second.url}`)
  console.log(`Solana: ${playground.solana.url}`)
  console.log(`API: ${playground.apiUrl}`)
  console.log(`Frame: ${playground.frameUrl}`)
  console.log(`Mail: ${playground.mailUrl}`)
  console.log(`OIDC: ${playground.oidcUrl}`)
  console.log(`Onramp: ${playground.onrampUrl}`)
  console.log(`Farcaster: ${playground.farcasterUrl}`)
  if (playground.relayUrl) console.log(`Relay: ${playground.relayUrl}`)
  console.log(playground.appUrl)
  console.error(
    `Latch playground up in ${((performance.now() - started) / 1000).toFixed(1)} s; Ctrl-C stops it.`,
  )
  let stopping = false
  const shutdown = () => {
    if (stopping) return
    stopping = true
    playground.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  // `on`, not `once`: Ctrl-C reaches this process twice (the terminal's process group, and
  // tsx relaying it), and a second signal without a handler would kill it mid-cleanup.
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
