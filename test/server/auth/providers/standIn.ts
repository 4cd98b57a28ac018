import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a stand-in received. */
export interface StandInRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly form: URLSearchParams
  readonly headers: IncomingHttpHeaders
}

/** A stand-in's answer: JSON, a redirect or HTML. */
export interface StandInAnswer {
  readonly status?: number
  readonly json?: unknown
  readonly location?: string
  readonly html?: string
}

/** A provider stand-in on 127.0.0.1 (a node:http server; the routes are the provider's). */
export const startStandIn = async (
  handle: (request: StandInRequest, origin: string) => StandInAnswer | Promise<StandInAnswer>,
) => {
  let origin = ''
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', origin)
      const answer = await handle(
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
          headers: req.headers,
        },
        origin,
      )
      if (answer.location) {
        res.writeHead(answer.status ?? 302, { location: answer.location }).end()
      } else if (answer.html !== undefined) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/html' }).end(answer.html)
      } else {
        res
          .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.json ?? {}))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A login the stand-in's authorize endpoint handed a code for. */
export interface IssuedCode {
  readonly clientId: string
  readonly redirectUri: string
  readonly scope: string
  readonly challenge: string | undefined
  readonly nonce: string | undefined
}

/** The codes and tokens of one stand-in: authorize issues, token redeems once. */
export const codeBook = () => {
  const codes = new Map<string, IssuedCode>()
  const tokens = new Set<string>()
  return {
    tokens,
    /** The authorize endpoint: a code for the login, or undefined when its query is wrong. */
    issue: (query: URLSearchParams, clientId: string): string | undefined => {
      if (query.get('response_type') !== 'code' || query.get('client_id') !== clientId) return
      const redirectUri = query.get('redirect_uri')
      if (!redirectUri || !query.get('state')) return
      const challenge = query.get('code_challenge') ?? undefined
      if (challenge && query.get('code_challenge_method') !== 'S256') return
      const code = randomBytes(16).toString('hex')
      codes.set(code, {
        clientId,
        redirectUri,
        scope: query.get('scope') ?? '',
        challenge,
        nonce: query.get('nonce') ?? undefined,
      })
      return code
    },
    /** The token endpoint: the login of a live code whose redirect URI and verifier match. */
    redeem: (form: URLSearchParams): IssuedCode | undefined => {
      const issued = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      if (!issued || form.get('grant_type') !== 'authorization_code') return
      if (form.get('redirect_uri') !== issued.redirectUri) return
      const verifier = form.get('code_verifier')
      if (issued.challenge !== undefined) {
        const hashed = createHash('sha256')
          .update(verifier ?? '')
          .digest('base64url')
        if (hashed !== issued.challenge) return
      } else if (verifier !== null) return
      return issued
    },
    newToken: () => {
      const token = randomBytes(16).toString('hex')
      tokens.add(token)
      return token
    },
  }
}

/** Whether a request carries this client's credentials, HTTP Basic or in the form. */
export const clientAuthenticated = (
  request: StandInRequest,
  clientId: string,
  clientSecret: string,
  how: 'basic' | 'post',
): boolean => {
  if (how === 'post')
    return (
      request.form.get('client_id') === clientId &&
      request.form.get('client_secret') === clientSecret
    )
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  const pair = Buffer.from(basic ?? '', 'base64').toString('utf8')
  const at = pair.indexOf(':')
  // RFC 6749 §2.3.1 form-encodes both (oauth4webapi does, arctic does not): either decodes.
  return (
    at > 0 &&
    decodeURIComponent(pair.slice(0, at)) === clientId &&
    decodeURIComponent(pair.slice(at + 1)) === clientSecret
  )
}

/** The bearer token of a user API request, when the stand-in issued it. */
export const bearerOf = (request: StandInRequest, tokens: ReadonlySet<string>) => {
  const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
  return token !== undefined && tokens.has(token)
}

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/** A PKCE pair as the frame makes it. */
export const pkcePair = () => {
  const verifier = b64url(randomBytes(32))
  return { verifier, challenge: b64url(createHash('sha256').update(verifier).digest()) }
}
