import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const repoRoot = join(import.meta.dirname, '..', '..', '..')

/** A log line of `npm run serve` (pino JSON), or `{ text }` for a line that is not JSON. */
export type LogLine = Record<string, unknown>

/** `npm run serve` running as a child process (node with tsx, so signals reach it directly). */
export type ServeProcess = {
  readonly child: ChildProcess
  readonly logs: LogLine[]
  readonly stderr: () => string
  /** Resolves with the first log line (past or future) `match` accepts. */
  readonly waitForLog: (match: (line: LogLine) => boolean, timeoutMs?: number) => Promise<LogLine>
  /** Resolves with the exit code once the process ends. */
  readonly exited: Promise<number | null>
}

/**
 * Spawns `server/main.ts` with `args` and exactly `env` (plus PATH), as `npm run serve` does.
 *
 * @example
 * import { spawnServe } from './spawnServe.ts'
 * const serve = spawnServe(['--check'], { DATABASE_URL: 'pglite:memory' })
 * const code = await serve.exited
 */
export const spawnServe = (args: readonly string[], env: Record<string, string>): ServeProcess => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: LogLine[] = []
  const waiters = new Set<() => void>()
  let err = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString()
  })
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
    try {
      logs.push(JSON.parse(line) as LogLine)
    } catch {
      logs.push({ text: line })
    }
    for (const notify of waiters) notify()
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 60_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match)
        if (!found) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(
          new Error(
            `no such log line in ${timeoutMs} ms; stderr: ${err}; logs: ${JSON.stringify(logs.slice(-5))}`,
          ),
        )
      }, timeoutMs)
      waiters.add(check)
      exited.then(() => {
        if (waiters.has(check)) {
          clearTimeout(timer)
          waiters.delete(check)
          reject(new Error(`the server exited; stderr: ${err}`))
        }
      })
      check()
    })
  return { child, logs, stderr: () => err, waitForLog, exited }
}
