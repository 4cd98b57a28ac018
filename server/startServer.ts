import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  AUTH_SWEEP_INTERVAL_MS,
  BALANCE_LIMIT,
  CLIENT_LIMIT_WINDOW_MS,
} from './auth/authConstants.ts'
import { processLimit } from './auth/processLimit.ts'
import { rateLimits } from './auth/rateLimits.ts'
import { type SiwxNonces, siwxNonces } from './auth/siwxNonces.ts'
import { chainClient } from './chain/chainClient.ts'
import type { PriceTable } from './chain/readBalances.ts'
import type { ServerChain } from './chain/ServerChain.ts'
import type { SolanaServerChain } from './chain/SolanaServerChain.ts'
import type { SwapProvider } from './convert/SwapProvider.ts'
import { type UniswapV2Chain, uniswapV2Provider } from './convert/uniswapV2Provider.ts'
import { createApiHandler } from './createApiHandler.ts'
import { type SignInSite, signInSites } from './handlers/siwxRelyingParty.ts'
import { answerClientError } from './http/answerClientError.ts'
import { type ApiHooks, serveNode } from './http/serveNode.ts'
import { addressList } from './indexer/addressList.ts'
import type { AdvisoryLocks } from './indexer/advisoryLocks.ts'
import { startChainIndexer } from './indexer/startChainIndexer.ts'
import type { IndexerOptions, RunningIndexer } from './indexer/startIndexer.ts'
import { DEFAULT_NAME_ZONE } from './names/nameRules.ts'
import { nameStore } from './names/nameStore.ts'
import type { OnrampConfig } from './onramp/OnrampConfig.ts'
import { closeGracefully } from './ops/closeGracefully.ts'
import { indexerLagGauge, indexerLeaderReport } from './ops/indexerLagGauge.ts'
import { apiOperationOf } from './ops/operationOf.ts'
import { dependencyChecks } from './ops/readiness.ts'
import { type Operations, withOperations } from './ops/withOperations.ts'
import { type PriceSource, staticPrices } from './prices/PriceSource.ts'
import { loadWalletRegistry, type RegistryWallet } from './registry/RegistryWallet.ts'
import type { Identity, ServerContext } from './ServerContext.ts'
import { openStorage } from './storage/openStorage.ts'
import { STORAGE_SWEEP_INTERVAL_MS, type Storage } from './storage/Storage.ts'
import { sweepTimer } from './storage/sweepTimer.ts'

/** Options of `startServer`. */
export type StartServerOptions = {
  /** TCP port; `0` lets the system pick a free one (tests). */
  readonly port: number
  /** The interface to listen on; default `127.0.0.1`. */
  readonly host?: string
  /** The project ids answered; every other request gets 403. */
  readonly projectIds: readonly string[]
  /** Browser origins allowed by CORS, e.g. `['http://127.0.0.1:5173']`. */
  readonly allowedOrigins: readonly string[]
  /**
   * Per project id, the domains (`host[:port]`) and URIs its sign-in messages must name
   * (EIP-4361 relying-party checks, made with or without `Origin`), e.g.
   * `{ demo: { domains: ['app.example'], uris: ['https://app.example'] } }`. A project left
   * out accepts its `allowedOrigins`' hosts and origins.
   */
  readonly signIn?: Readonly<Record<string, SignInSite>>
  /**
   * The load balancers in front (addresses or CIDR ranges): their `X-Forwarded-For` names the
   * client that per-client limits count (the RPC proxy's). Default none: the TCP peer is it.
   */
  readonly trustedProxies?: readonly string[]
  /** Balance reads a client may make a minute, per process; default `BALANCE_LIMIT` (1,200). */
  readonly balanceLimit?: number
  /** The chains served: balances, supported chains and the RPC proxy. */
  readonly chains: readonly ServerChain[]
  /** The Solana chains served: balances of SOL and SPL tokens; default none. */
  readonly solanaChains?: readonly SolanaServerChain[]
  /** USD prices by token symbol, e.g. `{ ETH: 3000, LDT: 1 }`. */
  readonly prices?: PriceTable
  /** Where USD prices come from (Chainlink, HTTP); default the `prices` table. */
  readonly priceSource?: PriceSource
  /**
   * Logs, metrics, `/healthz`, `/readyz` and `/metrics` (`npm run serve`); default none. The
   * readiness checks (the database, each chain) are the server's own.
   */
  readonly operations?: Pick<Operations, 'logger' | 'metrics' | 'draining'>
  /** Names and avatars by address, for `getIdentity` when no name is registered (no ENS locally). */
  readonly identities?: Readonly<Record<string, Identity>>
  /**
   * Spam, for the history's `nft_info.flags.is_spam`: token contracts and senders, each a
   * plain address (every chain) or CAIP-10 (one chain). Applied when history is read.
   */
  readonly spam?: readonly string[]
  /** Onramp providers (plain or CAIP-10): what an account received from them is `onramp=coinbase` history. */
  readonly onrampProviders?: readonly string[]
  /** The zone account names are registered under; default `latch.id`. */
  readonly nameZone?: string
  /** The history indexer of every chain: its pace, or `false` to not start it; default on. */
  readonly indexer?: false | IndexerOptions
  /**
   * A cluster on one PostgreSQL: each chain is indexed only by the server holding its advisory
   * lock (`startLeaderIndexer`); default none (this server indexes every chain).
   */
  readonly indexerLocks?: AdvisoryLocks
  /** PostgreSQL URL (e.g. `process.env.DATABASE_URL`); absent uses embedded PGlite. */
  readonly databaseUrl?: string | undefined
  /** PGlite's data folder (e.g. `.latch-data/db`); absent keeps state in memory. */
  readonly dataDir?: string | undefined
  /** An already open storage (tests); when given, `databaseUrl` and `dataDir` are unused. */
  readonly storage?: Storage
  /**
   * Answers `/v1/convert/*` (e.g. an aggregator); default Uniswap V2 on each chain with an
   * `exchange`.
   */
  readonly swapProvider?: SwapProvider
  /** The onramp providers and their purchase page (the playground's dev onramp); default none. */
  readonly onramp?: OnrampConfig
  /** The wallet directory; default `server/registry/wallets.json`. */
  readonly wallets?: readonly RegistryWallet[]
  /**
   * The clock, in milliseconds since the epoch; default `Date.now`. Sign-in message times and
   * nonce expiry read it.
   */
  readonly now?: () => number
  /**
   * The key SIWX nonces are MACed with (`siwxNonceKey(masterKey)`), the same on every server
   * of a cluster; default a random key made at start (development: a nonce is good only on
   * the server that made it, until it restarts).
   */
  readonly nonceKey?: Uint8Array
  /**
   * Operations' hooks on each request (request ids, logs, per-operation metrics): see
   * `ApiHooks`; default none.
   */
  readonly hooks?: ApiHooks
  /** The share of answers checked against the contract (0–1); see `ApiHandlerOptions`. */
  readonly responseValidation?: number
}

/** A running reference server. */
export type RunningServer = {
  /** `http://<host>:<port>`, e.g. `http://127.0.0.1:8787`. */
  readonly url: string
  readonly port: number
  /** The storage it uses (closed by `stop` unless it was passed in). */
  readonly storage: Storage
  /** Its SIWX nonces (issued by `GET /v1/siwx/nonce`, spent by `POST /v1/sessions`). */
  readonly nonces: SiwxNonces
  /** The running history indexers by CAIP-2 chain id (none with `indexer: false`). */
  readonly indexers: ReadonlyMap<string, RunningIndexer>
  /**
   * Stops listening, waits up to `graceMs` (default 0) for the requests in flight, drops the
   * connections left, stops the indexers and closes the storage; safe to call twice.
   */
  readonly stop: (graceMs?: number) => Promise<void>
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })

/** The served chains that have a Uniswap V2 exchange, as the swap provider reads them. */
const uniswapChains = (chains: ServerContext['chains']): ReadonlyMap<string, UniswapV2Chain> =>
  new Map(
    [...chains].flatMap(([id, { config, client }]) =>
      config.exchange
        ? [
            [
              id,
              {
                client,
                ...config.exchange,
                nativeCurrency: config.nativeCurrency ?? {
                  name: 'Ether',
                  symbol: 'ETH',
                  decimals: 18,
                },
                tokens: config.tokens ?? [],
              },
            ] as const,
          ]
        : [],
    ),
  )

/** One history indexer per chain (none when `options.indexer` is `false`), reporting to ops. */
const startIndexers = (
  chains: ServerContext['chains'],
  storage: Storage,
  options: StartServerOptions,
): Map<string, RunningIndexer> => {
  const ops = options.operations
  return new Map<string, RunningIndexer>(
    options.indexer === false
      ? []
      : [...chains].map(([id, chain]) => [
          id,
          startChainIndexer(chain.config, chain.client, storage.sql, {
            ...(options.indexer || {}),
            ...(ops ? { onStep: indexerLagGauge(ops.metrics, id) } : {}),
            ...(options.indexerLocks ? { locks: options.indexerLocks } : {}),
            ...(ops ? { onLeader: indexerLeaderReport(ops, id) } : {}),
          }),
        ]),
  )
}

/**
 * Starts the reference Data API on a real Node HTTP server: storage (PGlite or PostgreSQL,
 * migrated), one viem client per chain, the listener, then one history indexer per chain
 * (stopped by `stop`). A taken port rejects with the listen error (`EADDRINUSE`).
 *
 * @example
 * import { startServer } from './startServer.ts'
 * const server = await startServer({
 *   port: 8787,
 *   projectIds: ['latch-playground'],
 *   allowedOrigins: ['http://127.0.0.1:5173'],
 *   chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' }],
 *   prices: { ETH: 3000, LDT: 1 },
 * })
 * console.log(`API: ${server.url}`)
 * await server.stop()
 */
export const startServer = async (options: StartServerOptions): Promise<RunningServer> => {
  const host = options.host ?? '127.0.0.1'
  const ownsStorage = !options.storage
  const storage =
    options.storage ??
    (await openStorage({
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      ...(options.now ? { now: options.now } : {}),
    }))
  const chains = new Map(
    options.chains.map((config) => [config.caipNetworkId, { config, client: chainClient(config) }]),
  )
  const nonces = siwxNonces({
    key: options.nonceKey ?? new Uint8Array(randomBytes(32)),
    storage,
    ...(options.now ? { now: options.now } : {}),
  })
  const ctx: ServerContext = {
    storage,
    nonces,
    chains,
    solanaChains: new Map((options.solanaChains ?? []).map((c) => [c.caipNetworkId, c])),
    priceSource: options.priceSource ?? staticPrices(options.prices ?? {}),
    identities: Object.fromEntries(
      Object.entries(options.identities ?? {}).map(([a, id]) => [a.toLowerCase(), id]),
    ),
    wallets: options.wallets ?? loadWalletRegistry(),
    spam: addressList(options.spam),
    onrampProviders: addressList(options.onrampProviders),
    nameZone: options.nameZone ?? DEFAULT_NAME_ZONE,
    names: nameStore(storage.sql),
    swaps: options.swapProvider ?? uniswapV2Provider(uniswapChains(chains), options.now),
    onramp: options.onramp,
    fetch: globalThis.fetch,
    now: options.now ?? Date.now,
    limits: rateLimits(storage.sql, {
      now: options.now ?? Date.now,
      autoSweep: { everyMs: AUTH_SWEEP_INTERVAL_MS, windowMs: CLIENT_LIMIT_WINDOW_MS },
    }),
    signInSite: signInSites(options.signIn, options.allowedOrigins),
    balanceLimit: processLimit(
      { limit: options.balanceLimit ?? BALANCE_LIMIT, windowMs: CLIENT_LIMIT_WINDOW_MS },
      options.now,
    ),
  }
  const handle = createApiHandler(ctx, options)
  const ops = options.operations && {
    ...options.operations,
    service: 'api',
    operationOf: apiOperationOf,
    checks: dependencyChecks(storage.sql, chains, ctx.solanaChains),
  }
  let origin = ''
  const listener = serveNode(handle, () => origin, options.hooks)
  const server = createServer(ops ? withOperations(ops, listener) : listener)
  server.on('clientError', answerClientError)
  try {
    await listen(server, options.port, host)
  } catch (error) {
    if (ownsStorage) await storage.close()
    throw error
  }
  const port = (server.address() as AddressInfo).port
  origin = `http://${host}:${port}`
  const sweeper = sweepTimer(() => storage.sweepExpired(), STORAGE_SWEEP_INTERVAL_MS)
  const indexers = startIndexers(chains, storage, options)
  let stopping: Promise<void> | undefined
  const stop = (graceMs = 0) => {
    stopping ??= Promise.all([
      closeGracefully(server, graceMs).then(() =>
        Promise.all([...indexers.values()].map((indexer) => indexer.stop())),
      ),
      sweeper.stop(),
    ]).then(() => (ownsStorage ? storage.close() : undefined))
    return stopping
  }
  return { url: origin, port, storage, nonces, indexers, stop }
}
