import type { Logger } from 'pino'
import { authService } from './auth/authService.ts'
import { codePepper } from './auth/codePepper.ts'
import { kmsFromKey } from './auth/Kms.ts'
import { smtpMailer } from './auth/mailer.ts'
import { siwxNonceKey } from './auth/siwxNonceToken.ts'
import type { SelfHostConfig } from './config/SelfHostConfig.ts'
import { type RunningFramePage, startFramePage } from './frame/startFramePage.ts'
import { advisoryLocks } from './indexer/advisoryLocks.ts'
import { countFarcasterOutcomes } from './ops/farcasterOutcomes.ts'
import { type ServerMetrics, serverMetrics } from './ops/metrics.ts'
import { dependencyChecks } from './ops/readiness.ts'
import { priceSourceOf } from './prices/priceSourceOf.ts'
import { type RunningServer, startServer } from './startServer.ts'
import { openStorage } from './storage/openStorage.ts'

/** A self-hosted deployment running: the API and the frame over one database. */
export type SelfHosted = {
  readonly api: RunningServer
  readonly frame: RunningFramePage
  readonly metrics: ServerMetrics
  /**
   * SIGTERM's work: `/readyz` turns 503, both listeners stop taking connections, requests in
   * flight finish (up to the configured timeout), the indexers stop, the pool closes.
   */
  readonly stop: () => Promise<void>
}

/**
 * Starts what `npm run serve` serves from a checked configuration: the storage (migrated),
 * the Data API with its indexers, and the secure frame with its auth service (mail over the
 * configured SMTP server, social login through the configured providers), each with logs,
 * metrics and probes. No dev stand-in starts.
 *
 * @example
 * import { readServerConfig } from './config/readServerConfig.ts'
 * import { serverLogger } from './ops/logger.ts'
 * import { startSelfHosted } from './startSelfHosted.ts'
 * const result = readServerConfig(process.env)
 * if (result.ok) await startSelfHosted(result.config, serverLogger('info'))
 */
export const startSelfHosted = async (
  config: SelfHostConfig,
  logger: Logger,
): Promise<SelfHosted> => {
  const storage = await openStorage(
    config.database.kind === 'postgres'
      ? { databaseUrl: config.database.url }
      : { dataDir: config.database.dataDir },
  )
  // A cluster shares one PostgreSQL: each chain's indexer runs on the server holding its lock.
  const locks = config.database.kind === 'postgres' ? advisoryLocks(config.database.url) : undefined
  const metrics = serverMetrics()
  let draining = false
  const operations = { logger, metrics, draining: () => draining }
  let api: RunningServer | undefined
  try {
    api = await startServer({
      port: config.api.port,
      host: config.api.host,
      projectIds: config.projectIds,
      allowedOrigins: config.allowedOrigins,
      chains: config.chains,
      solanaChains: config.solanaChains,
      priceSource: priceSourceOf(config.prices, config.chains, (cause) =>
        logger.warn({ err: cause }, 'price source read failed; keeping the last prices'),
      ),
      spam: config.spam,
      onrampProviders: config.onrampProviders,
      nameZone: config.nameZone,
      indexer: config.indexer,
      storage,
      nonceKey: siwxNonceKey(config.masterKey),
      operations,
      ...(locks ? { indexerLocks: locks } : {}),
    })
    const service = authService({
      sql: storage.sql,
      kms: kmsFromKey(config.masterKey),
      pepper: codePepper(config.masterKey),
      mailer: smtpMailer(config.smtp),
      providers: config.socialProviders,
      ...(config.farcasterRelayUrl ? { farcaster: { relayUrl: config.farcasterRelayUrl } } : {}),
    })
    const auth = {
      ...service,
      farcaster: countFarcasterOutcomes(service.farcaster, metrics.logins),
    }
    const frame = await startFramePage({
      port: config.frame.port,
      host: config.frame.host,
      publicOrigin: config.frame.publicOrigin,
      projects: Object.fromEntries(config.projectIds.map((id) => [id, config.allowedOrigins])),
      chains: config.frame.chains,
      auth,
      operations: { ...operations, checks: dependencyChecks(storage.sql, new Map()) },
    })
    const running = api
    let stopping: Promise<void> | undefined
    const stop = () => {
      stopping ??= (async () => {
        draining = true
        await Promise.all([
          running.stop(config.shutdownTimeoutMs),
          frame.stop(config.shutdownTimeoutMs),
        ])
        await locks?.close()
        await storage.close()
      })()
      return stopping
    }
    return { api: running, frame, metrics, stop }
  } catch (error) {
    await api?.stop()
    await locks?.close()
    await storage.close()
    throw error
  }
}
