import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthService } from '../auth/authService.ts'
import { createAuthHandler } from '../auth/createAuthHandler.ts'
import { toFetchRequest } from '../http/toFetchRequest.ts'
import { writeResponse } from '../http/writeResponse.ts'
import { bundleFramePage } from './bundleFramePage.ts'
import { framePageCss } from './framePageCss.ts'
import { framePageCsp, framePageHtml } from './framePageHtml.ts'
import type { FrameChain } from './page/FrameConfig.ts'
import {
  socialCallbackCsp,
  socialCallbackHtml,
  socialCallbackLocation,
  socialCallbackScript,
} from './socialCallbackPage.ts'

/** A running frame page. */
export type RunningFramePage = {
  /** The page, e.g. `http://127.0.0.1:8788/frame`. */
  readonly url: string
  readonly port: number
  readonly stop: () => Promise<void>
}

/** Options of `startFramePage`. */
export type StartFramePageOptions = {
  readonly port: number
  readonly host?: string
  /** Project id → the app origins allowed to embed the frame and talk to it. */
  readonly projects?: Readonly<Record<string, readonly string[]>>
  /** The chains the embedded wallet signs and sends on; the first is the default. */
  readonly chains?: readonly FrameChain[]
  /** The auth service (e-mail codes, sessions, keys); without it `/auth/*` answers 503. */
  readonly auth?: AuthService
}

const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders },
  })

/**
 * Serves the secure frame on its own origin (server/frame/SECURITY.md): `GET /frame?projectId=`
 * (the page, with `frame-ancestors` of that project's origins), `GET /frame/frame.js` (the
 * frame script), `GET /frame/frame.css` (its stylesheet) and the auth service under `/auth/`. `port: 0` picks a free port.
 *
 * @example
 * import { startFramePage } from './startFramePage.ts'
 * const frame = await startFramePage({ port: 8788, projects: { demo: ['http://127.0.0.1:5173'] } })
 * console.log(`Frame: ${frame.url}`)
 */
export const startFramePage = async (options: StartFramePageOptions): Promise<RunningFramePage> => {
  const host = options.host ?? '127.0.0.1'
  const projects = options.projects ?? {}
  const chains = options.chains ?? []
  const auth = options.auth
    ? createAuthHandler(options.auth, { projectIds: Object.keys(projects) })
    : undefined
  const script = bundleFramePage()
  script.catch(() => undefined)

  const handle = async (request: Request, clientAddress?: string): Promise<Response> => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/auth/'))
      return (
        (await auth?.(request, clientAddress)) ?? text(503, 'The auth service is not configured')
      )
    if (request.method === 'POST' && url.pathname === '/frame/social-callback')
      return new Response(null, {
        status: 303,
        headers: { location: socialCallbackLocation(await request.text()), ...securityHeaders },
      })
    if (request.method !== 'GET') return text(405, 'Method not allowed')
    if (url.pathname === '/frame') {
      const projectId = url.searchParams.get('projectId') ?? ''
      const allowedOrigins = Object.hasOwn(projects, projectId) ? (projects[projectId] ?? []) : []
      const config = { projectId, allowedOrigins, chains }
      return new Response(framePageHtml(config), {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': framePageCsp(config),
          ...securityHeaders,
        },
      })
    }
    if (url.pathname === '/frame/social-callback') {
      // Only a live, unused login's project origins hear the popup.
      const state = url.searchParams.get('state') ?? ''
      const projectId =
        state && options.auth ? await options.auth.social.projectOf(state) : undefined
      const origins =
        projectId !== undefined && Object.hasOwn(projects, projectId)
          ? (projects[projectId] ?? [])
          : []
      return new Response(socialCallbackHtml(origins), {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': socialCallbackCsp,
          ...securityHeaders,
        },
      })
    }
    if (url.pathname === '/frame/social-callback.js')
      return new Response(socialCallbackScript, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      })
    if (url.pathname === '/frame/frame.css')
      return new Response(framePageCss, {
        headers: { 'content-type': 'text/css; charset=utf-8', ...securityHeaders },
      })
    if (url.pathname === '/frame/frame.js')
      return new Response(await script, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      })
    return text(404, 'Not found')
  }

  const server = createServer(async (req, res) => {
    try {
      const address = server.address() as AddressInfo
      const request = toFetchRequest(req, `http://${host}:${address.port}`)
      // The TCP peer: behind a proxy this is the proxy (put the limit there, or pass the header).
      await writeResponse(res, await handle(request, req.socket.remoteAddress))
    } catch (error) {
      console.error('[latch frame]', error)
      if (!res.headersSent) await writeResponse(res, text(500, 'Server Error'))
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port, host, exclusive: true }, () => resolve())
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
