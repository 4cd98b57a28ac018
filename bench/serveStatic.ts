import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
}

/** A static file server on 127.0.0.1; `close` stops it. */
export type StaticServer = { readonly url: string; readonly close: () => Promise<void> }

/**
 * Serves the folder `root` on 127.0.0.1 at a free port (`/` is `index.html`), uncompressed and
 * uncached, so every app pays the same transfer on loopback.
 *
 * @example
 * import { serveStatic } from './bench/serveStatic.ts'
 * const server = await serveStatic('bench/apps/latch/dist')
 * // … page.goto(server.url)
 * await server.close()
 */
export const serveStatic = async (root: string): Promise<StaticServer> => {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        })
        res.end(body)
      },
      () => res.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
