/**
 * The load generator of the server benches: autocannon in its own process (so it never shares
 * the server's event loop), and the CPU time the serving process spent meanwhile.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Result } from 'autocannon'

const autocannonBin = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'node_modules',
  'autocannon',
  'autocannon.js',
)

/** What one load run sends. */
export type Load = {
  readonly url: string
  readonly seconds: number
  readonly connections: number
  readonly method?: 'GET' | 'POST'
  readonly body?: string
}

/** One load run's figures, with the serving process's CPU time per 1,000 answers. */
export type LoadResult = {
  readonly requestsPerSecond: number
  readonly latencyP50Ms: number
  readonly latencyP99Ms: number
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
  /** CPU (user + system) this process spent per 1,000 answers; the load generator not counted. */
  readonly cpuMsPer1000: number
}

/** autocannon in its own process (`--json` prints the `Result` on stdout). */
const cannon = (load: Load): Promise<Result> =>
  new Promise((resolve, reject) => {
    const extra =
      load.method === 'POST'
        ? ['-m', 'POST', '-H', 'content-type=application/json', '-b', load.body ?? '']
        : []
    const child = spawn(
      process.execPath,
      [
        autocannonBin,
        '--json',
        '-c',
        String(load.connections),
        '-d',
        String(load.seconds),
        ...extra,
        load.url,
      ],
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

/**
 * Runs one load against a server in this process and measures it.
 *
 * @example
 * import { runLoad } from './serverLoad.ts'
 * const result = await runLoad({ url: 'http://127.0.0.1:8787/', seconds: 1, connections: 4 })
 */
export const runLoad = async (load: Load): Promise<LoadResult> => {
  const cpuBefore = process.cpuUsage()
  const result = await cannon(load)
  const cpu = process.cpuUsage(cpuBefore)
  const answered = Math.max(1, result.requests.total)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPer1000: Math.round(((cpu.user + cpu.system) / 1000 / answered) * 1000 * 100) / 100,
  }
}

/** A running bare server. */
export type BareServer = { readonly url: string; readonly stop: () => Promise<void> }

/**
 * The baseline: a bare `node:http` server answering one fixed JSON text to every request,
 * the least a Node server can do per request.
 *
 * @example
 * import { startBareServer } from './serverLoad.ts'
 * const bare = await startBareServer('{"http":[],"ws":[]}')
 * await bare.stop()
 */
export const startBareServer = async (json: string): Promise<BareServer> => {
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(json)),
    })
    res.end(json)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * The JSON-RPC batch the balance endpoint sends its chain node (`eth_getBalance` and the
 * token's `balanceOf`), for the direct baseline from the same load generator.
 *
 * @example
 * import { balanceBatch } from './serverLoad.ts'
 * balanceBatch('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0x5FbDB2315678afecb367f032d93F642f64180aa3')
 */
export const balanceBatch = (holder: string, token: string): string =>
  JSON.stringify([
    { jsonrpc: '2.0', id: 0, method: 'eth_getBalance', params: [holder, 'latest'] },
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [
        { to: token, data: `0x70a08231${holder.slice(2).toLowerCase().padStart(64, '0')}` },
        'latest',
      ],
    },
  ])
