import { execFile } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { describe, expect, it } from 'vitest'
import { latchTarball, repoRoot } from './support/latchTarball.ts'

const execFileAsync = promisify(execFile)

type AttwProblem = {
  readonly kind: string
  readonly entrypoint: string
  readonly resolutionKind?: string
}

/** The files of the tarball, as `npm pack` listed them (`tar -tzf`). */
const filesOf = async (tarball: string): Promise<string[]> =>
  (await execFileAsync('tar', ['-tzf', tarball])).stdout.split('\n').filter((line) => line !== '')

// The built package as a user gets it: npm run build, then npm pack (test/consumers/support).
describe('packed tarball', () => {
  it('behavior: publint finds no error', { timeout: 600_000 }, async () => {
    const tarball = latchTarball()
    const { messages, pkg } = await publint({
      pack: { tarball: readFileSync(tarball).buffer as ArrayBuffer },
      level: 'error',
    })
    expect(messages.map((message) => formatMessage(message, pkg))).toEqual([])
  })

  it('behavior: are-the-types-wrong finds no problem for ES module resolution', {
    timeout: 600_000,
  }, async () => {
    const tarball = latchTarball()
    const attw = join(repoRoot, 'node_modules', '.bin', 'attw')
    // The esm-only profile: Latch ships no CommonJS, so node10 and require() resolutions are
    // out of scope; node16 (import) and bundler resolution must both find types and code.
    const result = await execFileAsync(attw, [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'json',
    ]).catch((error: { stdout: string }) => error)
    const { problems } = JSON.parse(result.stdout) as {
      problems: Readonly<Record<string, readonly AttwProblem[]>>
    }
    const found = Object.values(problems)
      .flat()
      .filter(
        (problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs',
      )
    expect(found).toEqual([])
  })

  it('behavior: it ships the build and its types, never the source or tests', {
    timeout: 600_000,
  }, async () => {
    const tarball = latchTarball()
    const files = await filesOf(tarball)
    expect(files).toContain('package/dist/index.js')
    expect(files).toContain('package/dist/types/react/index.d.ts')
    expect(
      files.filter(
        (file) => !/^package\/(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/.test(file),
      ),
    ).toEqual([])
    expect(files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
    // React's production JSX runtime only: jsxDEV is undefined in an app's production build.
    const { stdout } = await execFileAsync(
      'tar',
      ['-xzOf', tarball, '--wildcards', 'package/dist/*.js'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect(stdout).not.toContain('jsx-dev-runtime')
    expect(stdout).toContain('react/jsx-runtime')
    console.info(`tarball: ${statSync(tarball).size} bytes, ${files.length} files`)
  })
})
