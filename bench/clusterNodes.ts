/**
 * `npm run serve` processes for the cluster bench: each a node process of its own (its CPU
 * read from /proc), its JSON logs written to /dev/null as a production server writes them to
 * its collector (the cost of logging counted, none of the bench's own parsing).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../test/server/support/freePort.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** One running server: its process, and the API's URL on 127.0.0.1. */
export type ServeNode = {
  readonly pid: number
  readonly api: string
  readonly apiPort: number
  readonly framePort: number
  readonly stop: () => Promise<void>
}

const ready = async (child: ChildProcess, url: string, timeoutMs: number) => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`)
    const status = await fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server at ${url} was not ready in ${timeoutMs} ms`)
}

/**
 * Starts `server/main.ts` with exactly `env` (plus PATH) on free ports, resolves once its
 * `/readyz` answers 200.
 *
 * @example
 * import { startServeNode } from './clusterNodes.ts'
 * const node = await startServeNode({ DATABASE_URL: 'postgres://…' })
 * await node.stop()
 */
export const startServeNode = async (env: Record<string, string>): Promise<ServeNode> => {
  const [apiPort, framePort] = [await freePort(), await freePort()]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ...env,
      LATCH_API_HOST: '127.0.0.1',
      LATCH_API_PORT: String(apiPort),
      LATCH_FRAME_PORT: String(framePort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const api = `http://127.0.0.1:${apiPort}`
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  }
  try {
    await ready(child, api, 120_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { pid: child.pid ?? 0, api, apiPort, framePort, stop }
}
