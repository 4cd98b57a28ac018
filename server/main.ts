import { pathToFileURL } from 'node:url'
import { socialCallbackUrl } from './auth/loginRoutes.ts'
import { type Env, envReader, withEnvFile } from './config/envReader.ts'
import { database, readServerConfig } from './config/readServerConfig.ts'
import type { SelfHostConfig } from './config/SelfHostConfig.ts'
import { serverLogger } from './ops/logger.ts'
import { startSelfHosted } from './startSelfHosted.ts'
import { openStorage } from './storage/openStorage.ts'

const usage = `Usage: npm run serve [-- --check]    (or: npm run migrate)
Serves the Latch Data API and the secure frame, configured from the environment
(docs/self-hosting.md lists every variable).
  --check     validate the environment, print what would be served, and exit
  --migrate   apply the database migrations (DATABASE_URL only) and exit`

/** The providers on, and the callback URL to register with each. */
const socialSummary = (config: SelfHostConfig): string => {
  const names = Object.keys(config.socialProviders)
  return names.length === 0
    ? 'none'
    : `${names.join(', ')} (callback URL ${socialCallbackUrl(config.frame.publicOrigin)})`
}

/** What `--check` prints for a good configuration: no secrets. */
const summary = (config: SelfHostConfig): string =>
  [
    'Configuration OK.',
    `  Database: ${config.database.kind === 'postgres' ? `PostgreSQL at ${new URL(config.database.url).host}` : `PGlite (${config.database.dataDir ?? 'in memory'})`}`,
    `  API: ${config.api.host}:${config.api.port}, projects ${config.projectIds.join(', ')}, origins ${config.allowedOrigins.join(', ')}`,
    `  Frame: ${config.frame.host}:${config.frame.port}, public at ${config.frame.publicOrigin}`,
    `  Chains: ${config.chains.map((c) => `${c.caipNetworkId} (${1 + (c.fallbackRpcUrls?.length ?? 0)} RPC URLs, indexed from ${c.indexFrom ?? 0})`).join(', ')}`,
    ...(config.solanaChains.length > 0
      ? [
          `  Solana: ${config.solanaChains.map((c) => `${c.caipNetworkId} (${1 + (c.fallbackRpcUrls?.length ?? 0)} RPC URLs)`).join(', ')}`,
        ]
      : []),
    `  Social login: ${socialSummary(config)}`,
    `  Prices: ${config.prices.kind}; indexer ${config.indexer ? 'on' : 'off'}; mail via ${config.smtp.host}:${config.smtp.port}`,
  ].join('\n')

const migrateOnly = async (environment: Env): Promise<number> => {
  const file = withEnvFile(environment)
  const env = envReader(file.env)
  const db = env.required('DATABASE_URL', database, 'postgres://user:password@host:5432/db')
  if (file.problem) env.problem('LATCH_ENV_FILE', file.problem)
  if (!db || env.problems.length > 0) {
    console.error(env.problems.join('\n'))
    return 1
  }
  const storage = await openStorage(
    db.kind === 'postgres' ? { databaseUrl: db.url } : { dataDir: db.dataDir },
  )
  await storage.close()
  console.log('Migrations applied: the database is up to date.')
  return 0
}

/**
 * `npm run serve`: reads and checks the configuration (every problem named, then exit 1),
 * then serves until SIGTERM or SIGINT, which drain it (see `startSelfHosted`). `--check`
 * only validates; `--migrate` only migrates. Answers the exit code.
 *
 * @example
 * import { main } from './main.ts'
 * const code = await main(['--check'], process.env)
 */
export const main = async (
  args: readonly string[],
  environment: Env,
): Promise<number | undefined> => {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage)
    return 0
  }
  if (args.includes('--migrate')) return migrateOnly(environment)
  const result = readServerConfig(environment)
  if (!result.ok) {
    console.error(
      `Latch cannot start: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} in the environment (docs/self-hosting.md):\n${result.problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    return 1
  }
  if (args.includes('--check')) {
    console.log(summary(result.config))
    return 0
  }
  const logger = serverLogger(result.config.logLevel)
  const hosted = await startSelfHosted(result.config, logger)
  logger.info({ api: hosted.api.url, frame: hosted.frame.url }, 'Latch serving')
  const shutdown = (signal: string) => {
    logger.info(
      { signal, timeoutMs: result.config.shutdownTimeoutMs },
      'stopping: draining requests',
    )
    hosted.stop().then(
      () => {
        logger.info('stopped')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'stop failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  return undefined
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2), process.env).then(
    (code) => {
      if (code !== undefined) process.exit(code)
    },
    (error: unknown) => {
      console.error(
        `Latch failed to start: ${error instanceof Error ? error.message : String(error)}`,
      )
      process.exit(1)
    },
  )
}
