import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { consumersData, repoRoot } from './latchTarball.ts'

/** A consumer app copied out of `test/consumers/apps/` with the tarball installed. */
export type InstalledConsumer = {
  readonly dir: string
  /** Whether its node_modules came from the cache (only the tarball was unpacked again). */
  readonly cached: boolean
  readonly installMs: number
}

const run = (dir: string, command: string, args: readonly string[]) =>
  execFileSync(command, args, { cwd: dir, stdio: 'pipe', env: { ...process.env, CI: 'true' } })

/**
 * Copies `test/consumers/apps/<app>` to `.latch-data/consumers/<app>/` and installs it the way a
 * user does: `npm install <latch tarball>` (never the source tree) over the app's own lockfile,
 * which also brings Latch's own dependencies. The installed node_modules are kept, keyed
 * by the app's lockfile and Latch's dependency ranges; while that key holds, a run only unpacks
 * the new tarball into node_modules/latch, exactly where npm put it.
 *
 * @example
 * import { installConsumer } from './installConsumer.ts'
 * const app = installConsumer('vite-react19', latchTarball())
 */
export const installConsumer = (app: string, tarball: string): InstalledConsumer => {
  const started = performance.now()
  const source = join(repoRoot, 'test', 'consumers', 'apps', app)
  const dir = join(consumersData, app)
  const latchPkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    dependencies?: unknown
    peerDependencies?: unknown
  }
  const key = createHash('sha256')
    .update(readFileSync(join(source, 'package-lock.json')))
    .update(JSON.stringify([latchPkg.dependencies, latchPkg.peerDependencies]))
    .digest('hex')
  const keyFile = join(dir, 'node_modules', '.latch-consumer-key')
  const cached = existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key
  if (!cached) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // The app's own files, fresh each run (its build output too goes away).
  for (const out of ['dist', '.next']) rmSync(join(dir, out), { recursive: true, force: true })
  cpSync(source, dir, { recursive: true })
  if (cached) {
    const latch = join(dir, 'node_modules', 'latch')
    rmSync(latch, { recursive: true, force: true })
    mkdirSync(latch)
    run(dir, 'tar', ['-xzf', tarball, '-C', latch, '--strip-components=1'])
  } else {
    // npm install, not npm ci: a lockfile made on Linux lacks other platforms' optional
    // binaries (Next's SWC), which npm ci counts as out of sync. One install reads the app's
    // lockfile and adds the tarball with Latch's own dependencies.
    run(dir, 'npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball])
    writeFileSync(keyFile, key)
  }
  return { dir, cached, installMs: Math.round(performance.now() - started) }
}
