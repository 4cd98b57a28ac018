import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Provider from 'oidc-provider'
import type { SocialProviderConfig } from '../../server/index.ts'
import { devLoginPage, readLogin } from './devLoginPage.ts'
import { devClients, devProviderConfig } from './devProviderConfig.ts'

/** A running dev OpenID provider. */
export type DevOidcProvider = {
  /** The issuer, e.g. `http://127.0.0.1:8792`. */
  readonly url: string
  /** Each social provider pointed at this issuer (one client per provider). */
  readonly providers: Readonly<Record<string, SocialProviderConfig>>
  readonly stop: () => Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/**
 * The server, listening before the provider is made (the issuer needs the port): 503 until
 * `route` gives it its handler.
 */
const listenFirst = async (port: number, host: string) => {
  let handler: Handler | undefined
  const server = createServer((req, res) => {
    // Its dev pages @import a web font: held to this origin, the page stays offline.
    res.setHeader(
      'content-security-policy',
      "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
    )
    if (handler) handler(req, res)
    else {
      res.statusCode = 503
      res.end()
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => resolve())
  })
  const route = (next: Handler) => {
    handler = next
  }
  return { server, route, port: (server.address() as AddressInfo).port }
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 standing in for google, github, apple,
 * facebook, x and discord: one issuer, one confidential client per provider
 * (`latch-<provider>`), the authorization code flow with PKCE. Our dev login page
 * (`devLoginPage`) logs in any name with any password; the account's `sub` is the name and
 * its e-mail `<name>@example.com`. Consent is granted at once (a dev stand-in). Its storage
 * (`devOidcAdapter`) and signing key (made at each start) are given explicitly, so the provider
 * starts without its quick-start warnings.
 *
 * @example
 * import { startOidcProvider } from './startOidcProvider.ts'
 * const oidc = await startOidcProvider({ port: 0, redirectUri: 'http://127.0.0.1:8788/frame/social-callback' })
 */
export const startOidcProvider = async (options: {
  readonly port: number
  readonly host?: string
  /** The frame's social callback, the only redirect URI the clients accept. */
  readonly redirectUri: string
}): Promise<DevOidcProvider> => {
  const host = options.host ?? '127.0.0.1'
  const { server, route, port } = await listenFirst(options.port, host)
  const issuer = `http://${host}:${port}`
  const { clients, providers } = devClients(issuer, options.redirectUri)
  const Provider = await importQuietly()
  const provider = new Provider(issuer, devProviderConfig(clients))
  const callback = provider.callback()
  route((req, res) => {
    if (/^\/interaction\/[^/?]+(\?|$)/.test(req.url ?? '')) void interact(provider, req, res)
    else callback(req, res)
  })
  return {
    url: issuer,
    providers,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * oidc-provider, imported with its 'Unsupported runtime' warning (it asks for Node.js 22 LTS
 * or later at import) turned into one line of our own: the dev provider runs on this Node.
 */
const importQuietly = async (): Promise<typeof Provider> => {
  const warn = console.warn
  let unsupported = false
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).includes('oidc-provider WARNING')) unsupported = true
    else warn(...args)
  }
  try {
    return (await import('oidc-provider')).default
  } finally {
    console.warn = warn
    if (unsupported)
      warn(
        `OIDC: a development provider; oidc-provider prefers Node.js 22+ (this is ${process.version})`,
      )
  }
}

/** The login step of an authorization: our page (GET), then the name it submits (POST). */
const interact = async (provider: Provider, req: IncomingMessage, res: ServerResponse) => {
  try {
    const details = await provider.interactionDetails(req, res)
    if (req.method === 'POST') {
      const login = await readLogin(req)
      if (!login) {
        res.statusCode = 400
        res.end('A name is required')
        return
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login } },
        { mergeWithLastSubmission: false },
      )
      return
    }
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(devLoginPage(details.uid, String(details.params.client_id ?? '')))
  } catch (error) {
    res.statusCode = 400
    res.end(error instanceof Error ? error.message : 'The sign-in expired: start again')
  }
}
