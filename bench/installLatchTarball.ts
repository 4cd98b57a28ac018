import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { latchTarball } from '../test/consumers/support/latchTarball.ts'

/**
 * Puts Latch into `<appDir>/node_modules/latch` as a user gets it: the packed tarball of
 * `npm run build` + `npm pack` (the consumer tests' `latchTarball`, cached per state of the
 * sources), unpacked where npm would put it. Latch's own dependencies and peers resolve, as
 * Node does, up to the repository's node_modules, which holds the same ranges. Returns the
 * tarball's file name, for the results.
 *
 * @example
 * import { installLatchTarball } from './bench/installLatchTarball.ts'
 * installLatchTarball('bench/apps/latch') // 'latch-0.1.0.tgz'
 */
export const installLatchTarball = (appDir: string): string => {
  const tarball = latchTarball()
  const target = join(appDir, 'node_modules', 'latch')
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'])
  return basename(tarball)
}
