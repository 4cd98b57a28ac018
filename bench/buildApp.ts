import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { type CompressedSize, compressedSize, sumSizes } from './compressedSize.ts'
import { staticClosure } from './staticClosure.ts'

/** The JS weight of one built app. */
export type AppSizes = {
  /** The entry chunk and its static imports: what loads before the button can paint. */
  readonly firstPaint: CompressedSize
  /** How many JS files `firstPaint` is. */
  readonly firstPaintFiles: number
  /** Every JS file of the build, lazy chunks included. */
  readonly total: CompressedSize
  /** How many JS files `total` is. */
  readonly totalFiles: number
}

type ManifestChunk = { readonly file: string; readonly imports?: ReadonlyArray<string> }

/**
 * Builds one app of `bench/apps/` for production with Vite and React (minified, no source
 * maps, a manifest) into its `dist/`, then measures its JS from that manifest.
 *
 * @example
 * import { buildApp } from './bench/buildApp.ts'
 * const sizes = await buildApp('bench/apps/latch')
 * sizes.firstPaint.gzip
 */
export const buildApp = async (appDir: string): Promise<AppSizes> => {
  const outDir = join(appDir, 'dist')
  await build({
    configFile: false,
    root: appDir,
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: 'manifest.json',
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
    },
  })
  const manifest = JSON.parse(await readFile(join(outDir, 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entryKey = Object.keys(manifest).find((key) => key.endsWith('index.html'))
  if (!entryKey) throw new Error(`${appDir}: the manifest has no index.html entry`)
  const firstKeys = staticClosure([entryKey], (key) => manifest[key]?.imports ?? [])
  const firstFiles = new Set(firstKeys.map((key) => manifest[key]!.file))
  const jsFiles = (await readdir(join(outDir, 'assets'))).filter((file) => file.endsWith('.js'))
  const sized = new Map<string, CompressedSize>()
  for (const file of jsFiles)
    sized.set(`assets/${file}`, compressedSize(await readFile(join(outDir, 'assets', file))))
  const firstPaint = [...firstFiles].map((file) => {
    const size = sized.get(file)
    if (!size) throw new Error(`${appDir}: ${file} is in the manifest but not in dist/assets`)
    return size
  })
  return {
    firstPaint: sumSizes(firstPaint),
    firstPaintFiles: firstPaint.length,
    total: sumSizes([...sized.values()]),
    totalFiles: sized.size,
  }
}
