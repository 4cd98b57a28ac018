/**
 * The side-by-side run's preparation (`run.ts`): commands, installed versions, and each app's
 * install (Latch from its packed tarball, the peers from their lockfiles).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchApp } from './benchApps.ts'
import type { AppSizes } from './buildApp.ts'
import { installLatchTarball } from './installLatchTarball.ts'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Runs a command; resolves with its exit code and its output (both streams, last 4 KB). */
export const exec = (
  command: string,
  args: ReadonlyArray<string>,
  options: { readonly echo?: boolean; readonly env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...options.env } })
    let output = ''
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if (options.echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', (error) => resolve({ code: -1, output: String(error) }))
    child.on('close', (code) => resolve({ code: code ?? -1, output }))
  })

/** The installed version of `name` as seen from `dir` (walking up node_modules folders). */
export const installedVersion = async (dir: string, name: string): Promise<string> => {
  for (let at = dir; ; at = dirname(at)) {
    const file = join(at, 'node_modules', name, 'package.json')
    if (existsSync(file))
      return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version
    if (dirname(at) === at) return 'not installed'
  }
}

export const latchVersion = async (): Promise<string> => {
  const pkg = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as {
    version: string
  }
  const git = (args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim()
  const dirty = git(['status', '--porcelain', '--', 'runtime', 'react', 'generated']) !== ''
  return `${pkg.version} @ ${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' + uncommitted' : ''}`
}

export type Prepared = {
  app: BenchApp
  dir: string
  status: string
  notes: string[]
  sizes: AppSizes | null
}

type Lockfile = { readonly packages?: Readonly<Record<string, { readonly version?: string }>> }

/** Whether node_modules already holds exactly the lockfile (npm's hidden lockfile agrees). */
const upToDate = async (dir: string): Promise<boolean> => {
  const read = async (file: string): Promise<Lockfile | undefined> =>
    existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Lockfile) : undefined
  const wanted = await read(join(dir, 'package-lock.json'))
  const present = await read(join(dir, 'node_modules', '.package-lock.json'))
  if (!wanted?.packages || !present?.packages) return false
  return Object.entries(wanted.packages).every(
    ([path, entry]) => path === '' || present.packages?.[path]?.version === entry.version,
  )
}

export const install = async (
  app: BenchApp,
  dir: string,
  notes: string[],
  options: { readonly skipInstall: boolean; readonly log: (line: string) => void },
): Promise<string> => {
  const { log } = options
  if (app.name === 'latch') {
    // What users get: the packed tarball, rebuilt only when the sources changed.
    log('latch: npm run build + npm pack, unpacked into bench/apps/latch/node_modules/latch')
    try {
      notes.push(`installed from ${installLatchTarball(dir)}`)
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      return `not measured: the packed tarball failed (${message})`
    }
    return 'ok'
  }
  if (app.install === undefined || options.skipInstall) return 'ok'
  // Offline, npm would retry the registry for minutes: skip when nothing is missing.
  if (await upToDate(dir)) {
    log(`${app.name}: node_modules matches package-lock.json`)
    return 'ok'
  }
  log(`${app.name}: npm install (pinned in bench/apps/${app.name}/package.json)`)
  const { code, output } = await exec('npm', [
    'install',
    '--prefix',
    dir,
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    '--fetch-retries=1',
    '--fetch-timeout=30000',
    ...app.install,
  ])
  if (code === 0) return 'ok'
  const tail = output
    .split('\n')
    .filter((line) => line.includes('ERR'))
    .slice(-3)
    .join(' / ')
  if (existsSync(join(dir, 'node_modules', '.package-lock.json'))) {
    notes.push(`npm install failed (${tail}); measured the node_modules already there`)
    return 'ok'
  }
  return `not measured: npm install failed (${tail || `exit ${code}`})`
}
