import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const apps = join(import.meta.dirname, 'effectApp')
const out = await mkdtemp(join(tmpdir(), 'latch-effect-app-'))
afterAll(() => rm(out, { recursive: true, force: true }))

/**
 * Builds one app of effectApp/ as an app's bundler would (Vite, over the package's sources with
 * their `"sideEffects": false`, every dependency bundled), runs it with Node and answers what it
 * printed.
 */
const buildAndRun = async (app: string): Promise<string> => {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: {
      alias: [
        { find: /^latch\/effect$/, replacement: join(root, 'runtime/effect.ts') },
        { find: /^latch$/, replacement: join(root, 'runtime/index.ts') },
      ],
    },
    ssr: { noExternal: true },
    build: {
      ssr: join(apps, `${app}.ts`),
      outDir: out,
      emptyOutDir: false,
      minify: false,
      rolldownOptions: {
        output: { entryFileNames: `${app}.mjs`, chunkFileNames: `${app}-[name]-[hash].mjs` },
      },
    },
  })
  const { stdout } = await promisify(execFile)(process.execPath, [join(out, `${app}.mjs`)], {
    cwd: out,
  })
  return stdout.trim()
}

describe('Effect support for the Latch errors, bundled with "sideEffects": false', () => {
  it('behavior: under layerTest a yielded Latch error is the program’s failure', async () => {
    expect(await buildAndRun('layers')).toBe('failed with ConnectionError')
  }, 60_000)

  it('behavior: without a layer, the explicit installYieldableErrors() does it', async () => {
    expect(await buildAndRun('explicit')).toBe('failed with ConnectionError')
  }, 60_000)

  it('behavior: the guard, a barrel’s top-level install alone is dropped by the bundler', async () => {
    expect(await buildAndRun('barrel')).toMatch(
      /ConnectionError was yielded before Latch's Effect support loaded/,
    )
  }, 60_000)
})
