import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** The repository's root. */
export const repoRoot = join(import.meta.dirname, '..', '..', '..')

/** Where the consumer tests keep their packed tarballs and installed apps (gitignored). */
export const consumersData = join(repoRoot, '.latch-data', 'consumers')

/** What `npm run build` and `npm pack` read: a change to any of these makes a new tarball. */
const packInputs = [
  'runtime',
  'react',
  'generated',
  'wagmi',
  'build',
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'vite.lib.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
]

/** A hash of the tracked and untracked (not ignored) files the package is built from. */
const sourceHash = (): string => {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...packInputs],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(repoRoot, file)))
    .sort()
  const hash = createHash('sha256')
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(repoRoot, file)))
  return hash.digest('hex').slice(0, 16)
}

/**
 * The package as a user installs it: `npm run build` then `npm pack`, done once per state of the
 * sources (kept under `.latch-data/consumers/pack/<hash>/`), so the consumer tests of one run, and
 * reruns on unchanged sources, share one tarball. Returns the tarball's path.
 *
 * @example
 * import { latchTarball } from './latchTarball.ts'
 * const tarball = latchTarball() // …/latch-0.1.0.tgz
 */
export const latchTarball = (): string => {
  const dir = join(consumersData, 'pack', sourceHash())
  const packed = existsSync(dir)
    ? readdirSync(dir).find((name) => name.endsWith('.tgz'))
    : undefined
  if (packed) return join(dir, packed)
  try {
    execFileSync('npm', ['run', '-s', 'build'], { cwd: repoRoot, stdio: 'pipe' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`npm run build failed:\n${stdout ?? ''}\n${stderr ?? ''}`)
  }
  rmSync(join(consumersData, 'pack'), { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const name = execFileSync('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim()
  return join(dir, name)
}
