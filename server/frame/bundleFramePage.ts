import { fileURLToPath } from 'node:url'

/** The frame's scripts: the frame page, and the approval popup (F7). */
const entries = {
  frame: fileURLToPath(new URL('../../frame/main.ts', import.meta.url)),
  approvalPopup: fileURLToPath(new URL('../../frame/approvalPopupMain.ts', import.meta.url)),
} as const
const cache = new Map<keyof typeof entries, Promise<string>>()

/**
 * A frame script (`page/main.ts`, or the approval popup's `page/approvalPopupMain.ts`) and what it imports (viem accounts, the generated zod
 * validators) bundled into one file with esbuild, once per process.
 *
 * @example
 * import { bundleFramePage } from './bundleFramePage.ts'
 * const script = await bundleFramePage()
 */
export const bundleFramePage = (which: keyof typeof entries = 'frame'): Promise<string> => {
  const kept = cache.get(which)
  if (kept) return kept
  const entry = entries[which]
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
