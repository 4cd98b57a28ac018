import { fileURLToPath } from 'node:url'

const entry = fileURLToPath(new URL('./page/main.ts', import.meta.url))
let cached: Promise<string> | undefined

/**
 * The frame script: `page/main.ts` and what it imports (viem accounts, the generated zod
 * validators) bundled into one file with esbuild, once per process.
 *
 * @example
 * import { bundleFramePage } from './bundleFramePage.ts'
 * const script = await bundleFramePage()
 */
export const bundleFramePage = (): Promise<string> => {
  cached ??= (async () => {
    const { build } = await import('esbuild')
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      logLevel: 'silent',
    })
    const [output] = result.outputFiles
    if (!output) throw new Error('the frame script did not build')
    return output.text
  })()
  cached.catch(() => {
    cached = undefined
  })
  return cached
}
