import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve, sep } from 'node:path'
import { build } from 'vite'
import type { PlaygroundConfig } from '../../../playground/app/playgroundConfig.ts'
import { localChainDefaults } from '../../../playground/chain/index.ts'
import { playgroundViteConfig } from '../../../playground/vite.config.ts'
import type { ProvidedPlayground } from './globalSetup.ts'

/** The built demo page on its own static server. */
export type ServedPlaygroundBuild = {
  /** The page, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  /** Stops the server and removes the build. */
  readonly close: () => Promise<void>
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

const fileOf = (root: string, pathname: string): string | undefined => {
  let path: string
  try {
    path = resolve(root, `.${decodeURIComponent(pathname)}`)
  } catch {
    return undefined
  }
  if (path === root || pathname.endsWith('/')) path = join(path, 'index.html')
  if (!path.startsWith(root + sep)) return undefined
  try {
    return statSync(path).isFile() ? path : undefined
  } catch {
    return undefined
  }
}

/** Forwards a request to the Data API as a server-to-server call (no `Origin`, its own Host). */
const forward = (api: URL, req: IncomingMessage, res: ServerResponse) => {
  const { origin: _origin, host: _host, referer: _referer, ...headers } = req.headers
  const upstream = request(
    { host: api.hostname, port: api.port, method: req.method, path: req.url, headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    },
  )
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502)
    res.end()
  })
  req.pipe(upstream)
}

/**
 * Builds the demo page (`vite build` of the `npm start` configuration, production mode) for the
 * running stack into a temporary folder and serves it on 127.0.0.1 with `headers` (the CSP) on
 * every response. The page's Data API is this same server: any path the build does not hold is
 * forwarded to the stack's API, because that API admits exactly one origin through CORS (the
 * dev page's). Chains and the relay are reached directly.
 *
 * @example
 * import { servePlaygroundBuild } from './support/servePlaygroundBuild.ts'
 * const served = await servePlaygroundBuild(playground(), { 'content-security-policy': "default-src 'self'" })
 * await page.goto(served.url)
 * await served.close()
 */
export const servePlaygroundBuild = async (
  stack: ProvidedPlayground,
  headers: Readonly<Record<string, string>>,
): Promise<ServedPlaygroundBuild> => {
  const outDir = resolve(mkdtempSync(join(tmpdir(), 'latch-playground-build-')))
  const api = new URL(stack.apiUrl)
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1')
    const file =
      req.method === 'GET' || req.method === 'HEAD' ? fileOf(outDir, pathname) : undefined
    if (!file) return forward(api, req, res)
    res.writeHead(200, {
      ...headers,
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = async () => {
    server.closeAllConnections()
    await new Promise<void>((done) => server.close(() => done()))
    rmSync(outDir, { recursive: true, force: true })
  }
  try {
    await build({
      ...playgroundViteConfig({ port: 0, playground: playgroundConfigOf(stack, url) }),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, sourcemap: false },
    })
  } catch (error) {
    await close()
    throw error
  }
  return { url, close }
}

/** What `startPlayground` bakes into the dev page, with the Data API at `apiUrl`. */
const playgroundConfigOf = (stack: ProvidedPlayground, apiUrl: string): PlaygroundConfig => {
  const chain = (index: 0 | 1) => {
    const running = stack.chains[index]
    if (!running) throw new Error('the e2e playground runs two chains')
    const name = localChainDefaults.find((c) => c.chainId === running.chainId)?.name
    return {
      chainId: running.chainId,
      name: name ?? `Chain ${running.chainId}`,
      rpcUrl: running.url,
    }
  }
  return {
    projectId: 'latch-playground',
    apiUrl,
    chains: [chain(0), chain(1)],
    relayUrl: stack.relayUrl || undefined,
  }
}
