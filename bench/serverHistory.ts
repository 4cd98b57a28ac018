/**
 * `npm run bench:history`: the reference server's history on 127.0.0.1, once per storage
 * backend (embedded PGlite in memory, then PostgreSQL when one can be had). An anvil chain is
 * seeded with 10,000 transfers to and from one account (native and LDT alternating, 10 a
 * block, so 1,000 blocks), then for each backend:
 *
 * - the indexer's catch-up from block 0: blocks per second from `startServer` resolving (the
 *   indexer starts then) to the tip being stored, and transfers per second;
 * - `GET /v1/account/{account}/history` through the API with `fetch` on loopback, one request
 *   at a time: the first page, and pages deep in the list (after a cursor 5,000 transactions
 *   in); p50 and p99 over the requests after a warm-up.
 *
 * Writes bench/results/history.md.
 *
 *   npx tsx bench/serverHistory.ts                 # 10,000 transfers, 300 requests per query
 *   npx tsx bench/serverHistory.ts --transfers 2000 --requests 100
 *
 * PostgreSQL: `DATABASE_URL` when set, otherwise a throwaway server from Debian's
 * `initdb`/`postgres` (as test/server/storage.test.ts does); skipped with a note otherwise.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem'
import { devAccounts } from '../playground/chain/devAccounts.ts'
import { startChain } from '../playground/chain/startChain.ts'
import { startServer } from '../server/startServer.ts'
import { openStorage } from '../server/storage/openStorage.ts'
import type { Storage } from '../server/storage/Storage.ts'
import { startTestPostgres } from '../test/server/support/startTestPostgres.ts'

const here = dirname(fileURLToPath(import.meta.url))
const projectId = 'latch-bench'
const sdk = 'st=latch-react&sv=0.1.0'
const caip2 = 'eip155:31337'
const PER_BLOCK = 10

const { values: args } = parseArgs({
  options: {
    transfers: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '300' },
  },
})
const transferCount = Number(args.transfers)
const requestCount = Number(args.requests)

const rpc = async <T>(url: string, method: string, params: unknown[] = []): Promise<T> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

/** Times `requestCount` sequential GETs of `url` after 20 warm-up ones; ms, sorted. */
const timeRequests = async (url: () => string) => {
  const times: number[] = []
  for (let i = 0; i < requestCount + 20; i++) {
    const started = performance.now()
    const response = await fetch(url())
    const body = (await response.json()) as { data?: unknown[] }
    const took = performance.now() - started
    if (response.status !== 200 || body.data?.length !== 20)
      throw new Error(`history answered ${response.status} with ${body.data?.length} entries`)
    if (i >= 20) times.push(took)
  }
  return times.sort((a, b) => a - b)
}

const main = async () => {
  const chain = await startChain({ port: 0, chainId: 31337 })
  const [holder, account] = [devAccounts[0]!.address, devAccounts[1]!.address]
  const token = chain.token!.address
  console.error(`seeding ${transferCount} transfers…`)
  const seedStarted = performance.now()
  await rpc(chain.url, 'evm_setAutomine', [false])
  for (let i = 0; i < transferCount; i++) {
    const tx =
      i % 2 === 0
        ? { from: holder, to: account, value: toHex(i + 1) }
        : {
            from: holder,
            to: token,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [account, BigInt(i)],
            }),
          }
    await rpc<Hex>(chain.url, 'eth_sendTransaction', [tx])
    if ((i + 1) % PER_BLOCK === 0) await rpc(chain.url, 'evm_mine')
  }
  await rpc(chain.url, 'evm_mine')
  await rpc(chain.url, 'evm_setAutomine', [true])
  const head = BigInt(await rpc<Hex>(chain.url, 'eth_blockNumber'))
  console.error(
    `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; head ${head}`,
  )

  const postgres = await startTestPostgres()
  const backends: Array<[string, () => Promise<Storage>]> = [['pglite', () => openStorage()]]
  if (postgres) backends.push(['postgres', () => openStorage({ databaseUrl: postgres.url })])
  const load = [loadavg()[0] ?? 0]
  const rows: string[] = []
  for (const [name, open] of backends) {
    const storage = await open()
    const server = await startServer({
      port: 0,
      projectIds: [projectId],
      allowedOrigins: [],
      chains: [{ caipNetworkId: caip2, rpcUrl: chain.url, tokens: [chain.token!] }],
      prices: { ETH: 3000, LDT: 1 },
      storage,
      indexer: { pollIntervalMs: 10 },
    })
    const indexStarted = performance.now()
    await server.indexers.get(caip2)!.synced(head, 600_000)
    const indexSeconds = (performance.now() - indexStarted) / 1000
    const blocksPerSecond = Number(head + 1n) / indexSeconds
    const transfersPerSecond = transferCount / indexSeconds
    const base = `${server.url}/v1/account/${account}/history?projectId=${projectId}&${sdk}&chainId=${caip2}`
    // A cursor 5,000 transactions in (250 pages of 20).
    let deep: string | null = null
    for (let page = 0; page < Math.min(250, Math.floor(transferCount / 40)); page++) {
      const answer: { next: string | null } = await (
        await fetch(deep ? `${base}&cursor=${deep}` : base)
      ).json()
      deep = answer.next
    }
    const first = await timeRequests(() => base)
    const deeper = await timeRequests(() => `${base}&cursor=${deep}`)
    await server.stop()
    await storage.close()
    rows.push(
      `| ${name} | ${(Number(head + 1n)).toLocaleString('en')} blocks, ${transferCount.toLocaleString('en')} transfers in ${indexSeconds.toFixed(1)} s | **${blocksPerSecond.toFixed(0)}** blocks/s (${transfersPerSecond.toFixed(0)} transfers/s) | ${percentile(first, 50).toFixed(1)} ms | ${percentile(first, 99).toFixed(1)} ms | ${percentile(deeper, 50).toFixed(1)} ms | ${percentile(deeper, 99).toFixed(1)} ms |`,
    )
    console.error(rows.at(-1))
  }
  load.push(loadavg()[0] ?? 0)
  await postgres?.stop()
  await chain.stop()
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
  const cpu = cpus()
  const md = [
    `# Reference server history — ${new Date().toISOString()}`,
    '',
    `One account with ${transferCount.toLocaleString('en')} indexed transfers (native and LDT alternating, ${PER_BLOCK} a block) on anvil.`,
    `Indexer: catch-up from block 0 with the default 100 blocks a step (one JSON-RPC batch of blocks with`,
    `transactions, block receipts where value moved, one eth_getLogs), each step one transaction in the database.`,
    `History: \`GET /v1/account/{account}/history?chainId=…\` through the API with fetch on 127.0.0.1, one request`,
    `at a time, ${requestCount} timed after 20 warm-up; 20 transactions a page; "deep" is a cursor 5,000 transactions in.`,
    `Server, anvil and PostgreSQL share the machine (${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, Node ${process.version})`,
    `with whatever else runs on it: the 1-minute load average went from ${load[0]?.toFixed(2)} to ${load[1]?.toFixed(2)}. latch @ ${commit}.`,
    '',
    '| backend | indexed | indexer | first page p50 | first page p99 | deep page p50 | deep page p99 |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    postgres ? '' : 'PostgreSQL: none available here (set DATABASE_URL or install postgresql).',
  ].join('\n')
  mkdirSync(join(here, 'results'), { recursive: true })
  writeFileSync(join(here, 'results', 'history.md'), `${md.trimEnd()}\n`)
  console.log(md)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
