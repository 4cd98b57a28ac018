import type { LevelWithSilent } from 'pino'
import type { SmtpOptions } from '../auth/mailer.ts'
import { DEFAULT_NAME_ZONE } from '../names/nameRules.ts'
import type { PriceSourceConfig } from '../prices/PriceSourceConfig.ts'
import {
  address,
  bad,
  each,
  flag,
  httpUrl,
  integer,
  key32,
  list,
  ok,
  oneOf,
  type Parsed,
  origin as parseOrigin,
  port,
  priceTable,
} from './envParsers.ts'
import { type Env, type EnvReader, envReader, withEnvFile } from './envReader.ts'
import { readChainConfig } from './readChainConfig.ts'
import { readSocialProviders } from './readSocialProviders.ts'
import type { DatabaseConfig, SelfHostConfig } from './SelfHostConfig.ts'

/** `DATABASE_URL`: PostgreSQL, or `pglite:<folder>` / `pglite:memory` when asked for. */
export const database = (text: string): Parsed<DatabaseConfig> => {
  if (/^postgres(ql)?:\/\//.test(text)) {
    try {
      new URL(text)
      return ok({ kind: 'postgres', url: text })
    } catch {
      return bad('is not a valid PostgreSQL URL (postgres://user:password@host:5432/db)')
    }
  }
  if (text === 'pglite:memory') return ok({ kind: 'pglite', dataDir: undefined })
  if (text.startsWith('pglite:') && text.length > 'pglite:'.length)
    return ok({ kind: 'pglite', dataDir: text.slice('pglite:'.length) })
  return bad(
    'must be a PostgreSQL URL (postgres://user:password@host:5432/db), or pglite:<folder> / pglite:memory for the embedded database',
  )
}

const smtp = (text: string): Parsed<Omit<SmtpOptions, 'from'>> => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return bad('is not an SMTP URL (smtp://user:password@host:587 or smtps://…:465)')
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return bad(`'${url.protocol}' is not smtp: or smtps: (e.g. smtps://user:password@host:465)`)
  if (!url.hostname) return bad('names no host')
  const secure = url.protocol === 'smtps:'
  const user = decodeURIComponent(url.username)
  return ok({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
  })
}

const feed = (text: string): Parsed<[string, { chainId: string; aggregator: `0x${string}` }]> => {
  const match = /^([^=]+)=(eip155:\d+):(0x[0-9a-fA-F]{40})$/.exec(text)
  const at = match && address(match[3] ?? '')
  if (!match || !at?.ok) return bad(`'${text}' is not SYMBOL=eip155:<chain>:<aggregator address>`)
  return ok([match[1] ?? '', { chainId: match[2] ?? '', aggregator: at.value }])
}

const readPrices = (env: EnvReader, chainIds: readonly string[]): PriceSourceConfig => {
  const kind = env.optional(
    'LATCH_PRICE_SOURCE',
    oneOf(['static', 'chainlink', 'http'] as const),
    'static',
  )
  const ttlMs = env.optional('LATCH_PRICE_TTL_S', (t) => integer(t, 1), 60) * 1000
  const maxAgeMs = env.optional('LATCH_PRICE_MAX_AGE_S', (t) => integer(t, 1), 7200) * 1000
  if (kind === 'chainlink') {
    const feeds =
      env.required(
        'LATCH_PRICE_FEEDS',
        (t) => each(t, feed),
        'with LATCH_PRICE_SOURCE=chainlink, SYMBOL=eip155:<chain>:<aggregator>,…',
      ) ?? []
    for (const [symbol, { chainId }] of feeds)
      if (!chainIds.includes(chainId))
        env.problem(
          'LATCH_PRICE_FEEDS',
          `the ${symbol} feed is on ${chainId}, which is not in LATCH_CHAINS`,
        )
    return { kind, feeds: Object.fromEntries(feeds), ttlMs, maxAgeMs }
  }
  if (kind === 'http') {
    const url = env.required(
      'LATCH_PRICE_URL',
      httpUrl,
      'with LATCH_PRICE_SOURCE=http, the URL answering prices by symbol',
    )
    return { kind, url: url ?? '', ttlMs, maxAgeMs }
  }
  return { kind, table: env.optional('LATCH_PRICES', priceTable, {}) }
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** `LATCH_SMTP_URL` and its sender, by default `login@` the frame's host. */
const readMail = (env: EnvReader, framePublic: string | undefined): SmtpOptions | undefined => {
  const mail = env.required(
    'LATCH_SMTP_URL',
    smtp,
    'smtp://user:password@host:587 or smtps://user:password@host:465',
  )
  const from = env.optional(
    'LATCH_MAIL_FROM',
    ok,
    `Latch <login@${framePublic ? new URL(framePublic).hostname : 'localhost'}>`,
  )
  return mail && { ...mail, from }
}

/** The indexer, the spam list, the on-ramps, the name zone, the log level and the shutdown. */
const readServiceOptions = (
  env: EnvReader,
): Pick<
  SelfHostConfig,
  'indexer' | 'spam' | 'onrampProviders' | 'nameZone' | 'logLevel' | 'shutdownTimeoutMs'
> => {
  const indexing = env.optional('LATCH_INDEXER', flag, true)
  const batchBlocks = env.optional('LATCH_INDEXER_BATCH_BLOCKS', (t) => integer(t, 1), 100)
  const pollIntervalMs = env.optional('LATCH_INDEXER_POLL_MS', (t) => integer(t, 10), 1000)
  const spam = env.optional('LATCH_SPAM', (t) => ok(list(t)), [])
  const onrampProviders = env.optional('LATCH_ONRAMP_PROVIDERS', (t) => ok(list(t)), [])
  const nameZone = env.optional('LATCH_NAME_ZONE', ok, DEFAULT_NAME_ZONE)
  const logLevel = env.optional('LATCH_LOG_LEVEL', oneOf<LevelWithSilent>(logLevels), 'info')
  const shutdownS = env.optional('LATCH_SHUTDOWN_TIMEOUT_S', (t) => integer(t, 0), 25)
  return {
    indexer: indexing ? { batchBlocks, pollIntervalMs } : false,
    spam,
    onrampProviders,
    nameZone,
    logLevel,
    shutdownTimeoutMs: shutdownS * 1000,
  }
}

/** What reading the environment gave: the configuration, or every problem found. */
export type ConfigResult =
  | { readonly ok: true; readonly config: SelfHostConfig }
  | { readonly ok: false; readonly problems: readonly string[] }

/**
 * Reads `npm run serve`'s configuration from the environment (and `LATCH_ENV_FILE`, and
 * `<NAME>_FILE` for any variable), checking every variable: the answer lists every problem,
 * each naming its variable and what is wrong. Production defaults: PostgreSQL is required
 * (`DATABASE_URL`; PGlite only as `pglite:`), allowed origins are listed explicitly, and no
 * dev stand-in is started. docs/self-hosting.md describes every variable.
 *
 * @example
 * import { readServerConfig } from './readServerConfig.ts'
 * const result = readServerConfig(process.env)
 * if (!result.ok) console.error(result.problems.join('\n'))
 */
export const readServerConfig = (environment: Env): ConfigResult => {
  const file = withEnvFile(environment)
  const env = envReader(file.env)
  if (file.problem) env.problem('LATCH_ENV_FILE', file.problem.replace(/^LATCH_ENV_FILE: /, ''))
  const db = env.required(
    'DATABASE_URL',
    database,
    'postgres://user:password@host:5432/db (or pglite:<folder> for the embedded database)',
  )
  const apiHost = env.optional('LATCH_API_HOST', ok, '0.0.0.0')
  const apiPort = env.optional('LATCH_API_PORT', port, 8787)
  const projectIds = env.required(
    'LATCH_PROJECT_IDS',
    (t) => ok(list(t)),
    'the project ids served, e.g. my-app',
  )
  const allowedOrigins = env.required(
    'LATCH_ALLOWED_ORIGINS',
    (t) => each(t, parseOrigin),
    'the app origins allowed to call, e.g. https://app.example.com',
  )
  const { chains, solanaChains, frameChains } = readChainConfig(env)
  const frameHost = env.optional('LATCH_FRAME_HOST', ok, apiHost)
  const framePort = env.optional('LATCH_FRAME_PORT', port, 8788)
  const framePublic = env.required(
    'LATCH_FRAME_PUBLIC_URL',
    parseOrigin,
    "the frame's origin as browsers reach it, e.g. https://frame.example.com",
  )
  const masterKey = env.required(
    'LATCH_MASTER_KEY',
    key32,
    '32 bytes as 64 hex digits (openssl rand -hex 32), or LATCH_MASTER_KEY_FILE',
  )
  const mail = readMail(env, framePublic)
  const farcasterRelayUrl = env.optional('LATCH_FARCASTER_RELAY_URL', httpUrl, undefined)
  const socialProviders = readSocialProviders(env)
  const prices = readPrices(
    env,
    chains.map((c) => c.caipNetworkId),
  )
  const service = readServiceOptions(env)
  if (projectIds?.length === 0) env.problem('LATCH_PROJECT_IDS', 'lists no project id')
  if (allowedOrigins?.length === 0) env.problem('LATCH_ALLOWED_ORIGINS', 'lists no origin')
  if (
    env.problems.length > 0 ||
    !db ||
    !projectIds ||
    !allowedOrigins ||
    !framePublic ||
    !masterKey ||
    !mail
  )
    return { ok: false, problems: env.problems }
  return {
    ok: true,
    config: {
      database: db,
      api: { host: apiHost, port: apiPort },
      frame: { host: frameHost, port: framePort, publicOrigin: framePublic, chains: frameChains },
      projectIds,
      allowedOrigins,
      chains,
      solanaChains,
      masterKey,
      smtp: mail,
      farcasterRelayUrl,
      socialProviders,
      prices,
      ...service,
    },
  }
}
