import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from './freePort.ts'
import { writePrismNetworkGuard } from './prismNetworkGuard.ts'

/** Options of `startPrismProxy`. */
export type PrismProxyOptions = {
  /** The OpenAPI document prism checks against (a local file). */
  readonly document: string
  /** The server prism forwards to, e.g. `http://127.0.0.1:8787`. */
  readonly upstream: string
  /** A folder for the network guard preload (a temporary directory). */
  readonly workDir: string
  /** Whether prism also checks requests (422 before forwarding); default `true`. */
  readonly validateRequest?: boolean
  /** How long prism may take to listen; default 30,000 ms. */
  readonly startTimeoutMs?: number
}

/** A running `prism proxy --errors`. */
export type PrismProxy = {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  /** Everything prism printed so far, stdout and stderr interleaved. */
  readonly output: () => string
  /** Stops prism (SIGTERM, then SIGKILL after 3 s); safe to call twice. */
  readonly stop: () => Promise<void>
}

const prismCli = (): string => {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist/index.js')
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/**
 * Starts `prism proxy <document> <upstream> --errors` from `@stoplight/prism-cli` as a child
 * process on a free 127.0.0.1 port, with a preload that refuses any connection off 127.0.0.1.
 * With `--errors`, an answer that breaks the document becomes prism's own 500
 * (`application/problem+json`, `sl-violations` header) instead of the server's answer.
 */
export const startPrismProxy = async (options: PrismProxyOptions): Promise<PrismProxy> => {
  const port = await freePort()
  const guard = writePrismNetworkGuard(options.workDir)
  const args = [
    ['--require', guard, prismCli(), 'proxy', options.document, options.upstream],
    ['--errors', '--port', String(port), '--host', '127.0.0.1'],
    // The server's own CORS answers pass through untouched.
    ['--cors', 'false'],
    ['--validate-request', String(options.validateRequest ?? true)],
  ].flat()
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  // If the test process dies without stop(), do not leave prism behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)

  const stop = async () => {
    process.off('exit', killOnExit)
    if (exited(child)) return
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await gone
    clearTimeout(timer)
  }

  const timeoutMs = options.startTimeoutMs ?? 30_000
  await new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      clearInterval(poll)
      clearTimeout(timer)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolve()
    }
    const onExit = () => done(new Error(`prism exited before listening:\n${output}`))
    const poll = setInterval(() => {
      if (output.includes('Prism is listening on')) done()
    }, 50)
    const timer = setTimeout(() => {
      void stop()
      done(new Error(`prism did not listen within ${timeoutMs} ms:\n${output}`))
    }, timeoutMs)
    child.once('exit', onExit)
  })
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop }
}
