import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { ChainStartError } from './ChainStartError.ts'
import { devAccounts, devMnemonic } from './devAccounts.ts'

/** The only interface a local chain listens on. */
export const host = '127.0.0.1'

/** Whether nothing listens on `port` of 127.0.0.1 now. */
export const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })

/** The failure of a chain whose port is taken. */
export const portInUse = (port: number, chainId: number) =>
  new ChainStartError(
    'port-in-use',
    `Port ${port} on ${host} is already in use, so chain ${chainId} cannot start: stop what holds it or choose another port`,
  )

/** Stops `child`: SIGTERM, then SIGKILL after 3 s; at once if it has exited. */
export const stopProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })

/** Spawns anvil on 127.0.0.1 with the ten funded dev accounts (Prague, for EIP-7702). */
export const spawnAnvil = (binary: string, port: number, chainId: number) =>
  spawn(
    binary,
    [
      ['--host', host],
      ['--port', String(port)],
      ['--chain-id', String(chainId)],
      // Prague brings EIP-7702 (type 4 transactions), which the dev wallet's batches use.
      ['--hardfork', 'prague'],
      ['--accounts', String(devAccounts.length)],
      ['--balance', '10000'],
      ['--mnemonic', devMnemonic],
    ].flat(),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )

/** What `listeningPort` needs besides the process. */
export type ListenOptions = {
  readonly binary: string
  readonly port: number
  readonly chainId: number
  readonly onLog?: ((line: string) => void) | undefined
  readonly startTimeoutMs?: number | undefined
}

/** Why anvil exited before listening: the port taken, or its last lines. */
const exitedEarly = (
  options: ListenOptions,
  recent: readonly string[],
  why: number | NodeJS.Signals | null,
) => {
  const output = recent.join('\n')
  if (/address already in use/i.test(output)) return portInUse(options.port, options.chainId)
  return new ChainStartError(
    'exited',
    `anvil (chain ${options.chainId}) exited (${why}) before listening:\n${output}`,
  )
}

/**
 * The port anvil says it listens on; fails with a `ChainStartError` when it does not start
 * (`binary-missing`), exits first (`exited`, `port-in-use`) or takes too long (`timeout`).
 */
export const listeningPort = (child: ChildProcess, options: ListenOptions) =>
  new Promise<number>((resolve, reject) => {
    const { chainId } = options
    const recent: string[] = []
    const timer = setTimeout(() => {
      reject(
        new ChainStartError(
          'timeout',
          `anvil (chain ${chainId}) did not listen within ${options.startTimeoutMs ?? 15_000} ms`,
        ),
      )
    }, options.startTimeoutMs ?? 15_000)
    const done = () => clearTimeout(timer)
    const onLine = (line: string) => {
      options.onLog?.(line)
      recent.push(line)
      if (recent.length > 20) recent.shift()
      const listening = /^Listening on 127\.0\.0\.1:(\d+)/.exec(line)
      if (listening?.[1]) {
        done()
        resolve(Number(listening[1]))
      }
    }
    createInterface({ input: child.stdout! }).on('line', onLine)
    createInterface({ input: child.stderr! }).on('line', onLine)
    child.once('error', (cause) => {
      done()
      reject(
        new ChainStartError(
          'binary-missing',
          `anvil could not be started from ${options.binary}: ${cause.message}`,
          { cause },
        ),
      )
    })
    child.once('exit', (code, signal) => {
      done()
      reject(exitedEarly(options, recent, signal ?? code))
    })
  })
