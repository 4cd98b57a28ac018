import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameChain } from '../../frame/index.ts'
import { AUTH_BODY_MAX_BYTES, AUTH_SWEEP_INTERVAL_MS } from '../auth/authConstants.ts'
import { fail } from '../auth/authHttp.ts'
import type { AuthService } from '../auth/authService.ts'
import { createAuthHandler } from '../auth/createAuthHandler.ts'
import { BodyTooLargeError } from '../http/limitedBody.ts'
import { toFetchRequest } from '../http/toFetchRequest.ts'
import { writeResponse } from '../http/writeResponse.ts'
import { closeGracefully } from '../ops/closeGracefully.ts'
import { frameOperationOf } from '../ops/operationOf.ts'
import type { ReadinessCheck } from '../ops/readiness.ts'
import { type Operations, withOperations } from '../ops/withOperations.ts'
import { sweepTimer } from '../storage/sweepTimer.ts'
import { bundleFramePage } from './bundleFramePage.ts'
import { framePageCss } from './framePageCss.ts'
import {
  approvalPopupCsp,
  approvalPopupHtml,
  framePageCsp,
  framePageHtml,
} from './framePageHtml.ts'
import { nativePriceRoute } from './nativePriceRoute.ts'
import { neverFramedUnlessSaid, securityHeaders } from './securityHeaders.ts'
import { socialCallbackScript } from './socialCallbackPage.ts'
import { socialCallbackRoutes } from './socialCallbackRoutes.ts'

/** A running frame page. */
export type RunningFramePage = {
  /** The page, e.g. `http://127.0.0.1:8788/frame`. */
  readonly url: string
  readonly port: number
  /** Stops listening, waits up to `graceMs` (default 0) for requests in flight, then drops the rest. */
  readonly stop: (graceMs?: number) => Promise<void>
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
  /**
   * The load balancers in front (addresses or CIDR ranges): their `X-Forwarded-For` names the
   * client the auth routes' limits count (clientKey). Default none: the TCP peer is the client.
   */
  readonly trustedProxies?: readonly string[]
  /**
   * The reference server's Data API: the approval's fee in USD comes from its prices
   * (`GET /frame/price`). Without it the fee is shown in the native unit only.
   */
  readonly dataApiUrl?: string
  /**
   * The frame's origin as browsers reach it (`https://frame.example.com` behind a TLS proxy):
   * the origin the auth routes expect and put in e-mailed links and callback URLs. Default
   * `http://<host>:<port>`.
   */
  readonly publicOrigin?: string
  /** Logs, metrics and the probes (`npm run serve`), with what `/readyz` checks; default none. */
  readonly operations?: Pick<Operations, 'logger' | 'metrics' | 'draining'> & {
    readonly checks: readonly ReadinessCheck[]
  }
}

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...securityHeaders },
  })

/** What the frame's routes answer with. */
type FrameRoutes = {
  readonly auth: ReturnType<typeof createAuthHandler> | undefined
  readonly callback: ReturnType<typeof socialCallbackRoutes>
  readonly projects: Readonly<Record<string, readonly string[]>>
  readonly chains: readonly FrameChain[]
  readonly price: ReturnType<typeof nativePriceRoute> | undefined
  readonly script: Promise<string>
  readonly popupScript: Promise<string>
}

/** The frame's routes: auth, the social callback, the frame page, its assets and price. */
const frameHandler =
  (routes: FrameRoutes) =>
  async (request: Request, clientAddress?: string): Promise<Response> => {
    const { auth, callback, projects, chains, price, script, popupScript } = routes
    const url = new URL(request.url)
    if (url.pathname.startsWith('/auth/'))
      return (
        (await auth?.(request, clientAddress)) ?? text(503, 'The auth service is not configured')
      )
    const returned = await callback(request, clientAddress)
    if (returned) return returned
    if (request.method !== 'GET') return text(405, 'Method not allowed')
    if (url.pathname === '/frame') {
      const projectId = url.searchParams.get('projectId') ?? ''
      const allowedOrigins = Object.hasOwn(projects, projectId) ? (projects[projectId] ?? []) : []
      const config = { projectId, allowedOrigins, chains }
      return new Response(framePageHtml(config), {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': framePageCsp(config),
          // A browser without CSP's frame-ancestors still refuses to frame a page no app may embed.
          ...(allowedOrigins.length === 0 ? { 'x-frame-options': 'DENY' } : {}),
          ...securityHeaders,
        },
      })
    }
    if (url.pathname === '/frame/social-callback.js')
      return new Response(socialCallbackScript, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      })
    if (url.pathname === '/frame/approve')
      return new Response(approvalPopupHtml, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': approvalPopupCsp,
          'x-frame-options': 'DENY',
          ...securityHeaders,
        },
      })
    if (url.pathname === '/frame/approval.js')
      return new Response(await popupScript, {
        headers: { 'content-type': 'text/javascript; charset=utf-8', ...securityHeaders },
      })
    if (url.pathname === '/frame/price')
      return price ? price(url) : Response.json({ usd: null }, { headers: securityHeaders })
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

/**
 * Serves the secure frame on its own origin (server/frame/SECURITY.md): `GET /frame?projectId=`
 * (the page, with `frame-ancestors` of that project's origins), `GET /frame/frame.js` (the
 * frame script), `GET /frame/frame.css` (its stylesheet), `GET|POST /frame/social-callback`
 * (socialCallbackRoutes) and the auth service under `/auth/`. `port: 0` picks a free port.
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
    ? createAuthHandler(options.auth, {
        projectIds: Object.keys(projects),
        projects,
        trustedProxies: options.trustedProxies ?? [],
      })
    : undefined
  const price = options.dataApiUrl
    ? nativePriceRoute({
        dataApiUrl: options.dataApiUrl,
        projectIds: Object.keys(projects),
        chainIds: chains.map((chain) => chain.chainId),
      })
    : undefined
  const script = bundleFramePage()
  script.catch(() => undefined)
  const popupScript = bundleFramePage('approvalPopup')
  popupScript.catch(() => undefined)

  const handle = frameHandler({
    auth,
    callback: socialCallbackRoutes({
      service: options.auth,
      projects,
      trustedProxies: options.trustedProxies ?? [],
    }),
    projects,
    chains,
    price,
    script,
    popupScript,
  })

  let origin = ''
  const tooLarge = () => fail(413, new BodyTooLargeError(AUTH_BODY_MAX_BYTES).message)
  const listener: RequestListener = async (req, res) => {
    // Error pages included: nothing of this origin is framed where it does not say so.
    const write = (response: Response) => writeResponse(res, neverFramedUnlessSaid(response))
    try {
      // Declared too long: refused before a byte of it is read.
      if (Number(req.headers['content-length'] ?? 0) > AUTH_BODY_MAX_BYTES)
        return await write(tooLarge())
      const request = toFetchRequest(req, options.publicOrigin ?? origin, AUTH_BODY_MAX_BYTES)
      // The TCP peer; behind a trusted proxy the auth handler reads the client from its header.
      await write(await handle(request, req.socket.remoteAddress))
    } catch (error) {
      if (error instanceof BodyTooLargeError) return await write(tooLarge())
      console.error('[latch frame]', error)
      if (!res.headersSent) await write(text(500, 'Server Error'))
    }
  }
  const ops = options.operations && {
    ...options.operations,
    service: 'frame',
    operationOf: frameOperationOf,
  }
  const server = createServer(ops ? withOperations(ops, listener) : listener)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port, host, exclusive: true }, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  origin = `http://${host}:${port}`
  const service = options.auth
  const sweeper = service ? sweepTimer(() => service.sweep(), AUTH_SWEEP_INTERVAL_MS) : undefined
  return {
    url: `${origin}/frame`,
    port,
    stop: async (graceMs = 0) => {
      await Promise.all([closeGracefully(server, graceMs), sweeper?.stop()])
    },
  }
}
