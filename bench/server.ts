/**
 * `npm run bench:server`: a load run of the reference server on 127.0.0.1, once per storage
 * backend (embedded PGlite in memory, and PostgreSQL through the pooled `postgres` client),
 * over a seeded anvil chain. Each endpoint gets autocannon for a fixed time with a fixed
 * number of connections, run as its own process so the load generator does not share the
 * server's event loop; the backends alternate over several rounds and medians are reported,
 * because the machine's CPUs may be shared. Writes bench/results/server.json and bench/results/server.md.
 *
 *   npx tsx bench/server.ts      # 10 connections, 10 s per run, 3 rounds: about 6 minutes
 *   npx tsx bench/server.ts --duration 3 --connections 4 --warmup 1 --rounds 1
 *
 * PostgreSQL: `DATABASE_URL` when set, otherwise a throwaway server from Debian's
 * `initdb`/`postgres` (as test/server/storage.test.ts does); skipped with a note when neither
 * is available.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Result } from 'autocannon'
import { devAccounts } from '../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../playground/chain/startChain.ts'
import { type RunningServer, startServer } from '../server/startServer.ts'
import { openStorage } from '../server/storage/openStorage.ts'
import type { Storage } from '../server/storage/Storage.ts'
import { startTestPostgres, type TestPostgres } from '../test/server/support/startTestPostgres.ts'

const here = dirname(fileURLToPath(import.meta.url))
const repoRoot = join(here, '..')
const resultsDir = join(here, 'results')
const autocannonBin = join(repoRoot, 'node_modules', 'autocannon', 'autocannon.js')

const projectId = 'latch-bench'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = 'eip155:31337'
const holder = devAccounts[1]?.address as string
const sessionOwner = devAccounts[0]?.address as string

/** One endpoint under load, and whether its handler reaches the storage at all. */
type Endpoint = {
  readonly name: string
  readonly path: string
  readonly touches: string
}

const endpoints: readonly Endpoint[] = [
  {
    name: 'GET supported-chains',
    path: '/v1/supported-chains',
    touches: 'nothing but the config',
  },
  {
    name: 'GET balance',
    path: `/v1/account/${holder}/balance?currency=usd&chainId=${caip2}`,
    touches: 'anvil (eth_getBalance + balanceOf, one batch), no DB',
  },
  { name: 'GET wallets', path: '/v1/wallets', touches: 'the in-memory registry, no DB' },
  {
    name: 'GET siwx/nonce',
    path: '/v1/siwx/nonce',
    touches: 'DB: a DELETE of expired nonces, then an INSERT',
  },
  {
    name: 'GET sessions',
    path: `/v1/sessions/${caip2}:${sessionOwner}`,
    touches: 'DB: one SELECT per request (3 stored sessions)',
  },
]

/** One measured run: one endpoint, one backend, one round. */
type Sample = {
  readonly backend: string
  readonly endpoint: string
  readonly round: number
  readonly requestsPerSecond: number
  readonly latencyP50Ms: number
  readonly latencyP99Ms: number
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
  /** The machine's 1-minute load average when the run ended (the CPUs are shared). */
  readonly loadAverage: number
}

/** The medians over the rounds of one endpoint on one backend. */
type Row = {
  readonly backend: string
  readonly endpoint: string
  readonly touches: string
  readonly requestsPerSecond: number
  readonly latencyP50Ms: number
  readonly latencyP99Ms: number
  readonly requestsPerSecondRange: readonly [number, number]
  readonly non2xx: number
  readonly errors: number
}

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '3' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)
/** Seconds of unrecorded load before each endpoint's first run, so the JIT and pools are warm. */
const warmup = Number(args.warmup)
/** Rounds per endpoint and backend; the backends alternate, and medians are reported. */
const rounds = Number(args.rounds)

const withQuery = (url: string) =>
  `${url}${url.includes('?') ? '&' : '?'}projectId=${projectId}&${sdk}`

/** autocannon in its own process (`--json` prints the `Result` on stdout). */
const cannon = (url: string, seconds: number): Promise<Result> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [autocannonBin, '--json', '-c', String(connections), '-d', String(seconds), url],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`))
      resolve(JSON.parse(out) as Result)
    })
  })

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

/** A running server over one storage backend. */
type Backend = { readonly name: string; readonly server: RunningServer; readonly storage: Storage }

const startBackend = async (
  name: string,
  chain: LocalChain,
  storage: Storage,
): Promise<Backend> => {
  await seedSessions(storage)
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    projectIds: [projectId],
    allowedOrigins: ['http://127.0.0.1:5173'],
    chains: [{ caipNetworkId: caip2, rpcUrl: chain.url, tokens: chain.token ? [chain.token] : [] }],
    prices: { ETH: 3000, LDT: 1 },
    storage,
  })
  return { name, server, storage }
}

const measure = async (backend: Backend, endpoint: Endpoint, round: number): Promise<Sample> => {
  const url = withQuery(`${backend.server.url}${endpoint.path}`)
  if (round === 1) {
    const check = await fetch(url)
    if (check.status !== 200) throw new Error(`${endpoint.name}: HTTP ${check.status}`)
    await check.arrayBuffer()
    if (warmup > 0) await cannon(url, warmup)
  }
  const result = await cannon(url, duration)
  const sample: Sample = {
    backend: backend.name,
    endpoint: endpoint.name,
    round,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  }
  console.log(
    `round ${round} ${backend.name.padEnd(9)} ${endpoint.name.padEnd(21)} ${String(sample.requestsPerSecond).padStart(6)} req/s  p50 ${sample.latencyP50Ms} ms  p99 ${sample.latencyP99Ms} ms  (${sample.non2xx} non-2xx, ${sample.errors} errors, load ${sample.loadAverage})`,
  )
  return sample
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : Math.round((((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2) * 10) / 10
}

const summarize = (samples: readonly Sample[], backends: readonly string[]): Row[] =>
  backends.flatMap((backend) =>
    endpoints.map((endpoint) => {
      const mine = samples.filter((s) => s.backend === backend && s.endpoint === endpoint.name)
      const rps = mine.map((s) => s.requestsPerSecond)
      return {
        backend,
        endpoint: endpoint.name,
        touches: endpoint.touches,
        requestsPerSecond: median(rps),
        latencyP50Ms: median(mine.map((s) => s.latencyP50Ms)),
        latencyP99Ms: median(mine.map((s) => s.latencyP99Ms)),
        requestsPerSecondRange: [Math.min(...rps), Math.max(...rps)] as const,
        non2xx: mine.reduce((n, s) => n + s.non2xx, 0),
        errors: mine.reduce((n, s) => n + s.errors, 0),
      }
    }),
  )

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim()
  } catch {
    return 'unknown'
  }
}

const markdown = (report: {
  readonly date: string
  readonly machine: string
  readonly loadAverage: readonly [number, number]
  readonly commit: string
  readonly rows: readonly Row[]
  readonly skipped: readonly string[]
}) => {
  const lines = [
    `# Reference server under load — ${report.date}`,
    '',
    `autocannon, ${connections} connections, ${duration} s per run, ${rounds} rounds with the backends`,
    `alternating (after ${warmup} s of warm-up), in its own process; medians shown, the req/s range over the`,
    `rounds in brackets. Server, anvil and PostgreSQL share the machine (${report.machine}) with`,
    `whatever else runs on it: the 1-minute load average went from ${report.loadAverage[0]} to ${report.loadAverage[1]}`,
    `during the run. All on 127.0.0.1. latch @ ${report.commit}.`,
    '',
    '| backend | endpoint | req/s | p50 | p99 | non-2xx | errors | what the handler reaches |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.rows.map(
      (r) =>
        `| ${r.backend} | ${r.endpoint} | ${r.requestsPerSecond} (${r.requestsPerSecondRange[0]}–${r.requestsPerSecondRange[1]}) | ${r.latencyP50Ms} ms | ${r.latencyP99Ms} ms | ${r.non2xx} | ${r.errors} | ${r.touches} |`,
    ),
    '',
    ...report.skipped.map((s) => `- skipped: ${s}`),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}

const main = async () => {
  const loadBefore = loadavg()[0] ?? 0
  const chain = await startChain({ port: 0, chainId: 31337 })
  let postgres: TestPostgres | undefined
  const backends: Backend[] = []
  const samples: Sample[] = []
  const skipped: string[] = []
  try {
    backends.push(await startBackend('pglite', chain, await openStorage()))
    postgres = await startTestPostgres()
    if (!postgres) skipped.push('postgres: no DATABASE_URL and no initdb/postgres installed')
    else
      backends.push(
        await startBackend('postgres', chain, await openStorage({ databaseUrl: postgres.url })),
      )
    for (let round = 1; round <= rounds; round++) {
      for (const endpoint of endpoints) {
        // Alternate which backend goes first, so a load spike does not always hit the same one.
        const order = round % 2 === 1 ? backends : [...backends].reverse()
        for (const backend of order) samples.push(await measure(backend, endpoint, round))
      }
    }
  } finally {
    for (const backend of backends) {
      await backend.server.stop()
      await backend.storage.close()
    }
    await postgres?.stop()
    await chain.stop()
  }
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
    rows: summarize(
      samples,
      backends.map((b) => b.name),
    ),
    skipped,
    samples,
  }
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(join(resultsDir, 'server.json'), `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(join(resultsDir, 'server.md'), markdown(report))
  console.log('\nwrote bench/results/server.json and bench/results/server.md')
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
