import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { createServer } from 'vite'

const repoRoot = join(import.meta.dirname, '..', '..', '..')

/** The view gallery (test/e2e/gallery) on a Vite dev server. */
export type ServedGallery = {
  /** The page, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string
  readonly close: () => Promise<void>
}

/**
 * Serves the view gallery on a free port of 127.0.0.1: the repository's sources as they are
 * (no build), its dependency cache kept in `.latch-data/vite-gallery` so a rerun starts in a
 * second or two. Every view module is a crawl entry, so the dependencies a lazy view imports
 * are bundled at start: one found later would make Vite reload the page mid-test.
 *
 * @example
 * import { serveGallery } from './support/serveGallery.ts'
 * const gallery = await serveGallery()
 * await page.goto(gallery.url)
 * await gallery.close()
 */
export const serveGallery = async (): Promise<ServedGallery> => {
  const server = await createServer({
    configFile: false,
    root: join(repoRoot, 'test', 'e2e', 'gallery'),
    cacheDir: join(repoRoot, '.latch-data', 'vite-gallery'),
    logLevel: 'warn',
    clearScreen: false,
    plugins: [react()],
    optimizeDeps: {
      entries: [join(repoRoot, 'test/e2e/gallery/main.tsx'), join(repoRoot, 'react/**/*.tsx')],
      include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', 'uqr'],
    },
    server: {
      host: '127.0.0.1',
      port: 0,
      fs: { allow: [repoRoot] },
      hmr: false,
      watch: null,
      warmup: { clientFiles: ['./main.tsx'] },
    },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the gallery server has no address')
  return { url, close: () => server.close() }
}
