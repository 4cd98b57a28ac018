import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The secure-frame page's placeholder. The embedded wallet (e-mail and social login) is not
 * built yet; this page holds its origin and URL so apps and the playground can be configured
 * for it now. It runs no script and answers no frame message, so a client that mounts it
 * fails with 'iframe_load_failed' rather than talking to a fake wallet.
 */
const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Latch secure frame</title></head>
<body><p>Latch secure frame — placeholder. The embedded wallet (e-mail and social login) is not available yet.</p></body>
</html>
`

/** A running frame page. */
export type RunningFramePage = {
  /** The page, e.g. `http://127.0.0.1:8788/frame`. */
  readonly url: string
  readonly port: number
  readonly stop: () => Promise<void>
}

/** Serves the frame placeholder at `/frame` on 127.0.0.1 (`port: 0` picks a free port). */
export const startFramePage = async (options: {
  readonly port: number
  readonly host?: string
}): Promise<RunningFramePage> => {
  const host = options.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', `http://${host}`).pathname
    if (req.method === 'GET' && path === '/frame') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'",
      })
      res.end(page)
      return
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    res.end('Not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}/frame`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
