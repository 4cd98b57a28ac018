import { fileURLToPath } from 'node:url'
import { frameScripts } from '../../frame/index.ts'

const cache = new Map<keyof typeof frameScripts, Promise<string>>()

/**
 * A frame script (`frame/main.ts`, or the approval popup's `frame/approvalPopupMain.ts`) and
 * what it imports (viem accounts, the generated zod validators) bundled into one file with
 * esbuild, once per process.
 *
 * @example
 * import { bundleFramePage } from './bundleFramePage.ts'
 * const script = await bundleFramePage()
 */
export const bundleFramePage = (which: keyof typeof frameScripts = 'frame'): Promise<string> => {
  const kept = cache.get(which)
  if (kept) return kept
  const entry = fileURLToPath(new URL(`../../frame/${frameScripts[which]}`, import.meta.url))
  const cached = (async () => {
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
  cache.set(which, cached)
  cached.catch(() => {
    cache.delete(which)
  })
  return cached
}
