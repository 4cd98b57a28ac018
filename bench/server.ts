/**
 * `npm run bench:server`: a load run of the reference server on 127.0.0.1, once per storage
 * backend (embedded PGlite in memory, and PostgreSQL through the pooled `postgres` client),
 * over a seeded anvil chain, beside two baselines measured in the same rounds: a bare
 * `node:http` server answering the same JSON as supported-chains, and the balance's own
 * JSON-RPC batch sent straight to anvil. Each endpoint is reported as a ratio to its baseline,
 * with the CPU time per 1,000 answers. Writes bench/results/server.json and server.md.
 *
 *   npx tsx bench/server.ts      # 10 connections, 5 s per run, 3 rounds: about 6 minutes
 *   npx tsx bench/server.ts --duration 3 --connections 4 --warmup 1 --rounds 1
 *   npx tsx bench/server.ts --duration 3 --rounds 1 --only balance --backend pglite
 *
 * `--only` (endpoint names, comma-separated, matched by substring) and `--backend` (pglite or
 * postgres) narrow the run to an A/B look: the baselines always run, and a narrowed run prints
 * its table without writing bench/results (which hold the full, quiet run).
 *
 * PostgreSQL: `DATABASE_URL` when set, otherwise a throwaway server from Debian's
 * `initdb`/`postgres` (as test/server/storage.test.ts does); skipped with a note when neither
 * is available.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { devAccounts } from '../playground/chain/devAccounts.ts'
import { type LocalChainToken, startChain } from '../playground/chain/startChain.ts'
import { PRODUCTION_RESPONSE_VALIDATION_SHARE } from '../server/http/httpConstants.ts'
import { type RunningServer, startServer } from '../server/startServer.ts'
import { openStorage } from '../server/storage/openStorage.ts'
import type { Storage } from '../server/storage/Storage.ts'
import { startTestPostgres, type TestPostgres } from '../test/server/support/startTestPostgres.ts'
import { balanceBatch, type Load, runLoad, startBareServer } from './serverLoad.ts'
import { markdown } from './serverReport.ts'
import { type Sample, summarize, type Target } from './serverRows.ts'

const here = dirname(fileURLToPath(import.meta.url))
const resultsDir = join(here, 'results')
const projectId = 'latch-bench'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = 'eip155:31337'
const holder = devAccounts[1]?.address as string
const sessionOwner = devAccounts[0]?.address as string

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string' },
    backend: { type: 'string' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
const warmup = Number(args.warmup)
const rounds = Number(args.rounds)
const only = args.only?.split(',') ?? []
const narrowed = only.length > 0 || args.backend !== undefined
const chosen = (target: Target) =>
  target.backend === 'baseline' ||
  ((only.length === 0 || only.some((name) => target.endpoint.includes(name))) &&
    (args.backend === undefined || args.backend === target.backend))

const withQuery = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}projectId=${projectId}&${sdk}`

const seedSessions = async (storage: Storage) => {
  for (const nonce of ['benchnonce01', 'benchnonce02', 'benchnonce03']) {
    await storage.addSession(projectId, `${caip2}:${sessionOwner}`, {
      data: {
        chainId: caip2,
        accountAddress: sessionOwner,
        nonce,
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
      },
      message: `127.0.0.1:5173 wants you to sign in with your Ethereum account\nNonce: ${nonce}`,
      signature: '0x1234',
    })
  }
}

const startApi = async (chainUrl: string, token: LocalChainToken | undefined, storage: Storage) => {
  await seedSessions(storage)
  return startServer({
    port: 0,
    projectIds: [projectId],
    allowedOrigins: ['http://127.0.0.1:5173'],
    chains: [
      {
        caipNetworkId: caip2,
        rpcUrl: chainUrl,
        tokens: token ? [token] : [],
      },
    ],
    prices: { ETH: 3000, LDT: 1 },
    storage,
    indexer: false,
    // One load generator's address asks far over BALANCE_LIMIT a minute; the count is still kept.
    balanceLimit: Number.MAX_SAFE_INTEGER,
    responseValidation: PRODUCTION_RESPONSE_VALIDATION_SHARE,
  })
}

const apiTargets = (backend: string, server: RunningServer): Target[] => {
  const at = (path: string) => withQuery(`${server.url}${path}`)
  const db = backend === 'postgres' ? { minRps: 5000, maxP99Ms: 10 } : {}
  return [
    {
      backend,
      endpoint: 'GET supported-chains',
      touches: 'nothing but the config',
      load: { url: at('/v1/supported-chains') },
      baseline: 'bare',
      minRatio: 0.5,
    },
    {
      backend,
      endpoint: 'GET wallets',
      touches: 'the in-memory registry, no DB',
      load: { url: at('/v1/wallets') },
      baseline: 'bare',
      minRatio: 0.4,
    },
    {
      backend,
      endpoint: 'GET balance',
      touches: 'anvil (eth_getBalance + balanceOf, one batch), no DB',
      load: { url: at(`/v1/account/${holder}/balance?currency=usd&chainId=${caip2}`) },
      baseline: 'anvil',
      minRatio: 1 / 1.5,
    },
    {
      backend,
      endpoint: 'GET siwx/nonce',
      touches: 'an HMAC, no DB (spent at POST /v1/sessions)',
      load: { url: at('/v1/siwx/nonce') },
      ...db,
    },
    {
      backend,
      endpoint: 'GET sessions',
      touches: 'DB: one SELECT per event-loop turn (3 stored sessions)',
      load: { url: at(`/v1/sessions/${caip2}:${sessionOwner}`) },
      ...db,
    },
  ]
}

const measure = async (target: Target, round: number, warm: Set<string>): Promise<Sample> => {
  const load: Load = { ...target.load, seconds: duration, connections }
  const key = `${target.backend} ${target.endpoint}`
  if (!warm.has(key)) {
    warm.add(key)
    if (warmup > 0) await runLoad({ ...load, seconds: warmup })
  }
  const result = await runLoad(load)
  console.log(
    `round ${round} ${target.backend.padEnd(9)} ${target.endpoint.padEnd(21)} ${String(result.requestsPerSecond).padStart(6)} req/s  p99 ${result.latencyP99Ms} ms  CPU ${result.cpuMsPer1000} ms/1000  (${result.non2xx} non-2xx, ${result.errors} errors, load ${loadavg()[0]?.toFixed(2)})`,
  )
  return { ...result, backend: target.backend, endpoint: target.endpoint, round }
}

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: here,
      encoding: 'utf8',
    }).trim()
  } catch {
    return 'unknown'
  }
}

const main = async () => {
  const loadBefore = loadavg()[0] ?? 0
  const chain = await startChain({ port: 0, chainId: 31337 })
  const bare = await startBareServer(JSON.stringify({ http: [caip2], ws: [] }))
  const token = chain.token
  let postgres: TestPostgres | undefined
  const servers: RunningServer[] = []
  const storages: Storage[] = []
  const samples: Sample[] = []
  const skipped: string[] = []
  try {
    const targets: Target[] = [
      {
        backend: 'baseline',
        endpoint: 'bare',
        touches: 'node:http, the same JSON, nothing else',
        load: { url: bare.url },
      },
      {
        backend: 'baseline',
        endpoint: 'anvil',
        touches: 'the balance batch POSTed straight to anvil',
        load: {
          url: chain.url,
          method: 'POST',
          body: balanceBatch(holder, token?.address ?? holder),
        },
      },
    ]
    if (args.backend !== 'postgres') {
      storages.push(await openStorage())
      servers.push(await startApi(chain.url, token, storages.at(-1) as Storage))
      targets.push(...apiTargets('pglite', servers.at(-1) as RunningServer).filter(chosen))
    }
    postgres = args.backend === 'pglite' ? undefined : await startTestPostgres()
    if (postgres) {
      storages.push(await openStorage({ databaseUrl: postgres.url }))
      servers.push(await startApi(chain.url, token, storages.at(-1) as Storage))
      targets.push(...apiTargets('postgres', servers.at(-1) as RunningServer).filter(chosen))
    } else if (args.backend !== 'pglite')
      skipped.push('postgres: no DATABASE_URL and no initdb/postgres installed')
    for (const target of targets.filter((t) => t.backend !== 'baseline')) {
      const check = await fetch(target.load.url)
      if (check.status !== 200) throw new Error(`${target.endpoint}: HTTP ${check.status}`)
      await check.arrayBuffer()
    }
    const warm = new Set<string>()
    for (let round = 1; round <= rounds; round++)
      for (const target of targets) samples.push(await measure(target, round, warm))
    const cpu = cpus()
    const report = {
      date: new Date().toISOString(),
      machine: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
      loadAverage: [
        Math.round(loadBefore * 100) / 100,
        Math.round((loadavg()[0] ?? 0) * 100) / 100,
      ] as const,
      commit: gitCommit(),
      connections,
      durationSeconds: duration,
      warmupSeconds: warmup,
      rounds,
      rows: summarize(targets, samples),
      skipped,
    }
    if (narrowed) return console.log(`\n${markdown(report)}\n(narrowed run: results not written)`)
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(
      join(resultsDir, 'server.json'),
      `${JSON.stringify({ ...report, samples }, null, 2)}\n`,
    )
    writeFileSync(join(resultsDir, 'server.md'), markdown(report))
    console.log(
      `\n${markdown(report)}\nwrote bench/results/server.json and bench/results/server.md`,
    )
  } finally {
    for (const server of servers) await server.stop()
    for (const storage of storages) await storage.close()
    await postgres?.stop()
    await bare.stop()
    await chain.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
