/**
 * Where each endpoint's time goes: `node --cpu-prof` on a server process under autocannon,
 * one process per endpoint, then each profile summed up by package and by function.
 *
 *   npx tsx bench/serverProfile.ts                 # every endpoint, PGlite, 5 s each
 *   npx tsx bench/serverProfile.ts --seconds 3 --only supported-chains,balance
 *   npx tsx bench/serverProfile.ts --backend postgres --only siwx/nonce,sessions
 *
 * A child (`--serve <endpoint>`) starts anvil and the server, loads itself through
 * autocannon in its own process, and exits so V8 writes the profile. Prints Markdown.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { devAccounts } from '../playground/chain/devAccounts.ts'
import { startChain } from '../playground/chain/startChain.ts'
import { PRODUCTION_RESPONSE_VALIDATION_SHARE } from '../server/http/httpConstants.ts'
import { startServer } from '../server/startServer.ts'
import { openStorage } from '../server/storage/openStorage.ts'
import { startTestPostgres } from '../test/server/support/startTestPostgres.ts'
import { type CpuProfile, summarizeProfile } from './cpuProfileSummary.ts'
import { runLoad } from './serverLoad.ts'

const caip2 = 'eip155:31337'
const owner = devAccounts[0]?.address as string
const paths: Record<string, string> = {
  'supported-chains': '/v1/supported-chains',
  wallets: '/v1/wallets',
  balance: `/v1/account/${devAccounts[1]?.address}/balance?currency=usd&chainId=${caip2}`,
  'siwx/nonce': '/v1/siwx/nonce',
  sessions: `/v1/sessions/${caip2}:${owner}`,
}

const { values: args } = parseArgs({
  options: {
    serve: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    only: { type: 'string' },
    window: { type: 'string' },
    backend: { type: 'string', default: 'pglite' },
  },
})

/** PGlite in this process, or a throwaway PostgreSQL (as bench/server.ts) with 3 sessions. */
const openBackend = async () => {
  if (args.backend !== 'postgres') {
    const storage = await openStorage()
    return { storage, stop: () => storage.close() }
  }
  const postgres = await startTestPostgres()
  if (!postgres) throw new Error('no DATABASE_URL and no initdb/postgres installed')
  const storage = await openStorage({ databaseUrl: postgres.url })
  for (const nonce of ['profnonce01', 'profnonce02', 'profnonce03'])
    await storage.addSession('latch-bench', `${caip2}:${owner}`, {
      data: {
        chainId: caip2,
        accountAddress: owner,
        nonce,
        domain: 'x',
        uri: 'http://x',
        version: '1',
      },
      message: `x wants you to sign in\nNonce: ${nonce}`,
      signature: '0x1234',
    })
  return {
    storage,
    stop: async () => {
      await storage.close()
      await postgres.stop()
    },
  }
}

const serve = async (endpoint: string) => {
  const chain = await startChain({ port: 0, chainId: 31337 })
  const backend = await openBackend()
  const server = await startServer({
    storage: backend.storage,
    port: 0,
    projectIds: ['latch-bench'],
    allowedOrigins: [],
    chains: [{ caipNetworkId: caip2, rpcUrl: chain.url, tokens: chain.token ? [chain.token] : [] }],
    prices: { ETH: 3000, LDT: 1 },
    indexer: false,
    // One load generator's address asks far over BALANCE_LIMIT a minute; the count is still kept.
    balanceLimit: Number.MAX_SAFE_INTEGER,
    responseValidation: PRODUCTION_RESPONSE_VALIDATION_SHARE,
  })
  const path = paths[endpoint] ?? ''
  const url = `${server.url}${path}${path.includes('?') ? '&' : '?'}projectId=latch-bench&st=latch-react&sv=0.1.0`
  await runLoad({ url, seconds: 1, connections: 10 })
  const from = Number(process.hrtime.bigint() / 1000n)
  const result = await runLoad({ url, seconds: Number(args.seconds), connections: 10 })
  writeFileSync(args.window ?? '', JSON.stringify([from, Number(process.hrtime.bigint() / 1000n)]))
  console.error(
    `${endpoint}: ${result.requestsPerSecond} req/s, ${result.cpuMsPer1000} CPU ms / 1,000`,
  )
  await server.stop()
  await backend.stop()
  await chain.stop()
}

const profileOne = (endpoint: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'latch-prof-'))
  try {
    spawnSync(
      process.execPath,
      [
        '--cpu-prof',
        `--cpu-prof-dir=${dir}`,
        '--import',
        'tsx',
        fileURLToPath(import.meta.url),
        '--serve',
        endpoint,
        '--window',
        join(dir, 'window.json'),
        '--seconds',
        String(args.seconds),
        '--backend',
        String(args.backend),
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    )
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
    if (!file) throw new Error(`no profile for ${endpoint}`)
    const window = JSON.parse(readFileSync(join(dir, 'window.json'), 'utf8')) as [number, number]
    return summarizeProfile(
      JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile,
      14,
      window,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const main = async () => {
  if (args.serve) return serve(args.serve)
  const endpoints = args.only ? args.only.split(',') : Object.keys(paths)
  for (const endpoint of endpoints) {
    const summary = profileOne(endpoint)
    const list = (shares: readonly { name: string; percent: number }[]) =>
      shares.map((s) => `${s.name} ${s.percent} %`).join(', ')
    console.log(
      `\n### GET ${endpoint} on ${args.backend} (busy ${summary.busyPercent} % of the run)\n`,
    )
    console.log(`- by part: ${list(summary.byCategory)}`)
    console.log(`- by function: ${list(summary.byFunction)}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
