/**
 * `npm run bench:cluster`: `npm run serve` as it is deployed, one server and then two behind
 * HAProxy (Debian's), all on one PostgreSQL, over a seeded anvil chain. For each endpoint and
 * each setup: requests per second and p99 (autocannon in its own process, bench/serverLoad.ts),
 * and the CPU time per 1,000 answers of the servers, of PostgreSQL (the postmaster and every
 * backend) and of HAProxy, read from /proc: the figures that size a deployment
 * (docs/self-hosting.md). Writes bench/results/cluster.json and cluster.md.
 *
 *   npx tsx bench/serverCluster.ts                # 10 connections, 5 s per run, 2 rounds
 *   npx tsx bench/serverCluster.ts --duration 3 --rounds 1
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { devAccounts } from '../playground/chain/devAccounts.ts'
import { startChain } from '../playground/chain/startChain.ts'
import { openStorage } from '../server/storage/openStorage.ts'
import { postgresClient } from '../server/storage/postgresClient.ts'
import { freePort } from '../test/server/support/freePort.ts'
import { sendTransfers } from '../test/server/support/sendTransfers.ts'
import { haproxyAvailable, startHaproxy } from '../test/server/support/startHaproxy.ts'
import { startTestPostgres } from '../test/server/support/startTestPostgres.ts'
import { type ServeNode, startServeNode } from './clusterNodes.ts'
import { type ClusterSample, clusterMarkdown, clusterRows } from './clusterReport.ts'
import { familyOf, totalCpuMs } from './processCpu.ts'
import { runLoad } from './serverLoad.ts'

const here = dirname(fileURLToPath(import.meta.url))
const projectId = 'latch-bench'
const caip2 = 'eip155:31337'
const holder = devAccounts[1]?.address as `0x${string}`
const peer = devAccounts[2]?.address as `0x${string}`
const owner = devAccounts[0]?.address as string

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '2' },
  },
})
const duration = Number(args.duration)
const connections = Number(args.connections)

/** The endpoints measured, and what each reaches. */
const endpoints = [
  { name: 'GET supported-chains', path: '/v1/supported-chains', touches: 'the config only' },
  {
    name: 'GET balance',
    path: `/v1/account/${holder}/balance?currency=usd&chainId=${caip2}`,
    touches: 'anvil (one batch)',
  },
  {
    name: 'GET history',
    path: `/v1/account/${holder}/history?chainId=${caip2}`,
    touches: 'PostgreSQL: the first page',
  },
  { name: 'GET siwx/nonce', path: '/v1/siwx/nonce', touches: 'PostgreSQL: one INSERT' },
  {
    name: 'GET sessions',
    path: `/v1/sessions/${caip2}:${owner}`,
    touches: 'PostgreSQL: one SELECT',
  },
] as const

const withQuery = (base: string, path: string) =>
  `${base}${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}&st=latch-react&sv=0.1.0`

const seed = async (databaseUrl: string, api: string) => {
  const storage = await openStorage({ databaseUrl })
  for (const nonce of ['benchnonce01', 'benchnonce02', 'benchnonce03'])
    await storage.addSession(projectId, `${caip2}:${owner}`, {
      data: {
        chainId: caip2,
        accountAddress: owner,
        nonce,
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
      },
      message: `127.0.0.1:5173 wants you to sign in with your Ethereum account\nNonce: ${nonce}`,
      signature: '0x1234',
    })
  await storage.close()
  // The history's first page (20 entries) is indexed before any load.
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const body = (await (await fetch(withQuery(api, endpoints[2].path))).json()) as {
      data?: unknown[]
    }
    if ((body.data?.length ?? 0) >= 20) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the history was not indexed in 60 s')
}

type Setup = { readonly name: string; readonly url: string; readonly servers: number[] }

const measure = async (
  setup: Setup,
  endpoint: (typeof endpoints)[number],
  round: number,
  others: { readonly postgres: () => number[]; readonly haproxy: number },
): Promise<ClusterSample> => {
  const url = withQuery(setup.url, endpoint.path)
  if (Number(args.warmup) > 0) await runLoad({ url, seconds: Number(args.warmup), connections })
  const pg = others.postgres()
  const before = [totalCpuMs(setup.servers), totalCpuMs(pg), totalCpuMs([others.haproxy])]
  const result = await runLoad({ url, seconds: duration, connections })
  const after = [totalCpuMs(setup.servers), totalCpuMs(pg), totalCpuMs([others.haproxy])]
  const per1000 = (i: number) =>
    Math.round((((after[i] ?? 0) - (before[i] ?? 0)) / Math.max(1, result.requests)) * 1000)
  const sample: ClusterSample = {
    setup: setup.name,
    endpoint: endpoint.name,
    touches: endpoint.touches,
    round,
    requestsPerSecond: result.requestsPerSecond,
    latencyP99Ms: result.latencyP99Ms,
    requests: result.requests,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuMsPer1000: per1000(0),
    postgresCpuMsPer1000: per1000(1),
    haproxyCpuMsPer1000: setup.servers.length > 1 ? per1000(2) : 0,
  }
  console.log(
    `round ${round} ${setup.name.padEnd(22)} ${endpoint.name.padEnd(21)} ${String(result.requestsPerSecond).padStart(6)} req/s  p99 ${result.latencyP99Ms} ms  CPU/1000: server ${sample.serverCpuMsPer1000} ms, PostgreSQL ${sample.postgresCpuMsPer1000} ms, HAProxy ${sample.haproxyCpuMsPer1000} ms  (${result.non2xx} non-2xx, ${result.errors} errors)`,
  )
  return sample
}

const main = async () => {
  const postgres = await startTestPostgres()
  if (!postgres || !haproxyAvailable())
    throw new Error('bench:cluster needs PostgreSQL (initdb or DATABASE_URL) and haproxy')
  const loadBefore = loadavg()[0] ?? 0
  const chain = await startChain({ port: 0, chainId: 31337 })
  const nodes: ServeNode[] = []
  let lb: Awaited<ReturnType<typeof startHaproxy>> | undefined
  const sql = postgresClient(postgres.url)
  try {
    await sendTransfers(
      chain.url,
      Array.from({ length: 25 }, (_, i) => ({
        from: i % 2 ? peer : holder,
        to: i % 2 ? holder : peer,
        amount: 1000n + BigInt(i),
      })),
    )
    const env = {
      DATABASE_URL: postgres.url,
      LATCH_FRAME_PUBLIC_URL: 'http://127.0.0.1:5174',
      LATCH_PROJECT_IDS: projectId,
      LATCH_ALLOWED_ORIGINS: 'http://127.0.0.1:5173',
      LATCH_CHAINS: caip2,
      LATCH_RPC_31337: chain.url,
      ...(chain.token
        ? { LATCH_TOKENS_31337: `LDT:${chain.token.address}:${chain.token.decimals}` }
        : {}),
      LATCH_START_BLOCK_31337: '0',
      LATCH_PRICES: 'ETH=3000,LDT=1',
      LATCH_MASTER_KEY: 'ab'.repeat(32),
      LATCH_SMTP_URL: 'smtp://127.0.0.1:2525',
    }
    nodes.push(await startServeNode(env))
    nodes.push(await startServeNode(env))
    const [a, b] = nodes as [ServeNode, ServeNode]
    await seed(postgres.url, a.api)
    const lbPort = await freePort()
    lb = await startHaproxy([{ name: 'api', port: lbPort, servers: [a.apiPort, b.apiPort] }])
    const [{ pid }] = (await sql.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [
      { pid: number },
    ]
    const others = { postgres: () => familyOf(Number(pid)), haproxy: lb.pid }
    const setups: Setup[] = [
      { name: 'one server', url: a.api, servers: [a.pid] },
      { name: 'two behind HAProxy', url: `http://127.0.0.1:${lbPort}`, servers: [a.pid, b.pid] },
    ]
    const samples: ClusterSample[] = []
    for (let round = 1; round <= Number(args.rounds); round++)
      for (const endpoint of endpoints)
        for (const setup of setups) samples.push(await measure(setup, endpoint, round, others))
    const cpu = cpus()
    const report = {
      date: new Date().toISOString(),
      machine: `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}`,
      loadAverage: [loadBefore, loadavg()[0] ?? 0].map((n) => Math.round(n * 100) / 100),
      connections,
      durationSeconds: duration,
      warmupSeconds: Number(args.warmup),
      rounds: Number(args.rounds),
      rows: clusterRows(samples),
    }
    mkdirSync(join(here, 'results'), { recursive: true })
    writeFileSync(
      join(here, 'results', 'cluster.json'),
      `${JSON.stringify({ ...report, samples }, null, 2)}\n`,
    )
    writeFileSync(join(here, 'results', 'cluster.md'), clusterMarkdown(report))
    console.log(`\n${clusterMarkdown(report)}\nwrote bench/results/cluster.json and cluster.md`)
  } finally {
    await lb?.stop()
    for (const node of nodes) await node.stop()
    await sql.close()
    await chain.stop()
    await postgres.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
