import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { openStorage } from '../server/index.ts'
import type { PlaygroundConfig } from './app/playgroundConfig.ts'
import { type LocalChain, startLocalChains } from './chain/index.ts'
import { type DevRelay, startDevRelay } from './relay/index.ts'
import { type SolanaChain, startSolanaChain } from './solana/index.ts'
import {
  claimPorts,
  host,
  type PlaygroundPorts,
  PortInUseError,
  portsFromEnv,
  portsWanted,
} from './start/ports.ts'
import { startDataApi } from './start/startDataApi.ts'
import { startEmbeddedWallet } from './start/startEmbeddedWallet.ts'
import { playgroundViteConfig } from './vite.config.ts'

export { type PlaygroundPorts, PortInUseError } from './start/ports.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

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

/** What the demo page is told: the project, the Data API, the chains, the relay and the frame. */
const pageConfig = (
  chains: readonly [LocalChain, LocalChain],
  solana: SolanaChain,
  urls: { readonly api: string; readonly relay: string | undefined; readonly frame: string },
): PlaygroundConfig => ({
  projectId: 'latch-playground',
  apiUrl: urls.api,
  chains: [
    { chainId: chains[0].chainId, name: chains[0].name, rpcUrl: chains[0].url },
    { chainId: chains[1].chainId, name: chains[1].name, rpcUrl: chains[1].url },
  ],
  relayUrl: urls.relay,
  frameUrl: urls.frame,
  solana: { rpcUrl: solana.url, mint: solana.mint },
})

/** The demo page on Vite's dev server, its dependencies prebundled now rather than on the first visit. */
const startDemoPage = async (
  port: number,
  config: PlaygroundConfig,
  options: StartPlaygroundOptions,
  started: (stop: () => Promise<void>) => void,
) => {
  const vite: ViteDevServer = await createViteServer(
    playgroundViteConfig({
      port,
      playground: config,
      ...(options.viteCacheDir ? { cacheDir: options.viteCacheDir } : {}),
    }),
  )
  started(() => vite.close())
  await vite.listen()
  await vite.environments.client.depsOptimizer?.scanProcessing
}

/** Starts every service in order, handing each one's stop to `started`. */
const startServices = async (
  options: StartPlaygroundOptions,
  wanted: PlaygroundPorts,
  appPort: number,
  started: (stop: () => Promise<void>) => void,
): Promise<Omit<RunningPlayground, 'stop'>> => {
  const { chains, stop: stopChains } = await startLocalChains({ ports: wanted.chains })
  started(stopChains)
  const solana = await startSolanaChain({ port: wanted.solana ?? 0, host })
  started(solana.stop)
  const dataDir = options.dataDir ?? join(repoRoot, '.latch-data', 'db')
  mkdirSync(dirname(dataDir), { recursive: true })
  const appUrl = `http://${host}:${appPort}`
  // One database for the Data API and the embedded wallet's auth service.
  const storage = await openStorage({ dataDir })
  started(() => storage.close())
  const { api, onramp } = await startDataApi({
    chains,
    solana,
    appUrl,
    storage,
    apiPort: wanted.api,
    onrampPort: wanted.onramp ?? 0,
  })
  started(onramp.stop)
  started(api.stop)
  let relay: DevRelay | undefined
  if (options.relay ?? true) {
    relay = await startDevRelay({ port: wanted.relay })
    started(relay.stop)
  }
  // Started before the page, which is told its URL.
  const { frame, mail, oidc, farcaster } = await startEmbeddedWallet({
    chains,
    solana,
    appUrl,
    appPort,
    storage,
    dataDir,
    apiUrl: api.url,
    ports: wanted,
    started,
  })
  const config = pageConfig(chains, solana, { api: api.url, relay: relay?.url, frame: frame.url })
  await startDemoPage(appPort, config, options, started)
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
  }
}

/**
 * Starts everything `npm start` serves, on 127.0.0.1: the two seeded anvil chains and the local
 * Solana chain, the reference Data API (project `latch-playground`, the page's origin allowed,
 * LDT and LDU on both chains, a price table, a spam list, the history indexers), the dev
 * WalletConnect relay, the embedded wallet (secure frame, auth service and the dev stand-ins of
 * its logins) and the demo page on Vite's dev server. Every port is checked first, so a taken one
 * fails at once with a `PortInUseError` naming it; if a later step fails, what already started
 * is stopped.
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
  const wanted = portsWanted(options.ports)
  const appPort = await claimPorts(wanted, options.relay ?? true)
  const stops: Array<() => Promise<void>> = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined)
  }
  try {
    const running = await startServices(options, wanted, appPort, (stop) => void stops.push(stop))
    return { ...running, stop: stopAll }
  } catch (error) {
    await stopAll()
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      const port = Number((error as Error & { port?: number }).port ?? appPort)
      throw new PortInUseError(port, 'playground')
    }
    throw error
  }
}

/** `npm start`: start the playground, print each address on its own line, stop on Ctrl-C. */
const main = async () => {
  const started = performance.now()
  const playground = await startPlayground({
    ports: portsFromEnv(),
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
  // `on`, not `once`: a second Ctrl-C while stopping must not kill it mid-cleanup. `npm start`
  // runs `node --import tsx`, one process: tsx's CLI parent would SIGKILL a playground busy
  // for 60 ms when the signal came (exit 130, nothing stopped).
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
