import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

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

/** The tracked and untracked (not ignored) files of the repository: what a fresh clone holds. */
const cloneFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(repoRoot, file)))

/**
 * A checkout of the sources as a fresh clone has them, in `dir`: no `dist/`, nothing ignored,
 * with this repository's node_modules linked in (what `npm ci` would install).
 */
const cleanCheckout = (dir: string) => {
  rmSync(dir, { recursive: true, force: true })
  for (const file of cloneFiles()) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(repoRoot, file), join(dir, file))
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
}

/**
 * The package as a user installs it: `npm pack` in a clean checkout of the sources (no
 * `dist/`), so the pack lifecycle (`prepack`) must build it, as on a fresh clone. Done once per
 * state of the sources (kept under `.latch-data/consumers/pack/<hash>/`), so the consumer tests
 * of one run, and reruns on unchanged sources, share one tarball. Returns the tarball's path.
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
  const checkout = join(consumersData, 'checkout')
  cleanCheckout(checkout)
  rmSync(join(consumersData, 'pack'), { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  try {
    // The lifecycle's output (the build's) shares stdout with the name: the name is read from dir.
    execFileSync('npm', ['pack', '--pack-destination', dir], { cwd: checkout, stdio: 'pipe' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`npm pack failed:\n${stdout ?? ''}\n${stderr ?? ''}`)
  } finally {
    rmSync(checkout, { recursive: true, force: true })
  }
  const name = readdirSync(dir).find((file) => file.endsWith('.tgz'))
  if (!name) throw new Error(`npm pack wrote no tarball into ${dir}`)
  return join(dir, name)
}
