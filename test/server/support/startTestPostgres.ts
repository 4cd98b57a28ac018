import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './freePort.ts'

/** A PostgreSQL the tests may use, and how to let it go. */
export type TestPostgres = { readonly url: string; readonly stop: () => Promise<void> }

const findBin = (name: string): string | undefined => {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort().reverse()) {
      const path = join(root, version, 'bin', name)
      if (existsSync(path)) return path
    }
  }
  try {
    return execFileSync('which', [name], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

const isRoot = () => process.getuid?.() === 0

/**
 * Runs `bin` as the `postgres` user when we are root (PostgreSQL refuses to run as root).
 * `setpriv` execs in place, so the spawned pid is PostgreSQL's own and signals reach it.
 */
const asPostgres = (bin: string, args: readonly string[]): [string, string[]] =>
  isRoot()
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', bin, ...args]]
    : [bin, [...args]]

/**
 * `DATABASE_URL` when set; otherwise a throwaway PostgreSQL (Debian's `initdb` and `postgres`)
 * in a temporary folder on a free 127.0.0.1 port; `undefined` when neither is available.
 */
export const startTestPostgres = async (): Promise<TestPostgres | undefined> => {
  const fromEnv = process.env.DATABASE_URL
  if (fromEnv) return { url: fromEnv, stop: async () => {} }
  const initdb = findBin('initdb')
  const postgres = findBin('postgres')
  if (!initdb || !postgres) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'latch-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  try {
    const [cmd, args] = asPostgres(initdb, [
      '-D',
      data,
      '-U',
      'latch',
      '--auth=trust',
      '-E',
      'UTF8',
    ])
    execFileSync(cmd, args, { stdio: 'ignore' })
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return undefined
  }
  const port = await freePort()
  const [cmd, args] = asPostgres(
    postgres,
    [
      ['-D', data],
      ['-p', String(port)],
      ['-h', '127.0.0.1'],
      ['-k', dir],
    ].flat(),
  )
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  // If the test process dies without stop(), do not leave PostgreSQL behind.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000)
    let log = ''
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString()
      if (log.includes('ready to accept connections')) {
        clearTimeout(timer)
        resolve(true)
      }
    })
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        // Fast shutdown; if it hangs, kill it rather than the test run.
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
        child.once('exit', () => {
          clearTimeout(force)
          resolve()
        })
        child.kill('SIGINT')
      })
    }
    process.off('exit', killOnExit)
    rmSync(dir, { recursive: true, force: true })
  }
  if (!ready) {
    await stop()
    return undefined
  }
  return { url: `postgres://latch@127.0.0.1:${port}/postgres`, stop }
}
