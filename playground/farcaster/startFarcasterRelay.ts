import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiweMessage } from 'viem/siwe'
import { devCustody } from './devCustody.ts'

/** A channel lives this long after it is made (then its status is 401, as for an unknown one). */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60 * 1000
/** The chain a Sign In With Farcaster message names: OP Mainnet, where the ID registry is. */
const SIWF_CHAIN_ID = 10
/** AuthKit's statement for a Farcaster sign-in. */
const SIWF_STATEMENT = 'Farcaster Auth'

/** The completed sign-in, as `GET /v1/channel/status` reports it (AuthKit's field names). */
export interface FarcasterCompletion {
  readonly message: string
  readonly signature: `0x${string}`
  readonly fid: number
  readonly username: string
  readonly displayName: string
  readonly bio: string
  readonly pfpUrl: string
  readonly custody: `0x${string}`
  readonly verifications: readonly string[]
}

type Channel = {
  readonly nonce: string
  readonly domain: string
  readonly siweUri: string
  readonly expiresAt: number
  readonly notBefore: string | undefined
  readonly expirationTime: string | undefined
  readonly requestId: string | undefined
  completion: FarcasterCompletion | undefined
}

/** A running dev Farcaster auth relay. */
export type FarcasterRelay = {
  /** Its base URL, e.g. `http://127.0.0.1:8793`. */
  readonly url: string
  readonly stop: () => Promise<void>
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  })
  res.end(JSON.stringify(body))
}
const page = (res: ServerResponse, status: number, title: string, body: string) => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  })
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.4rem;font:inherit}button{margin-top:1rem;padding:.5rem 1rem;font:inherit}</style>
</head><body><main>${body}</main></body></html>
`)
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 16_384) req.destroy(new Error('body too large'))
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

const bearer = (req: IncomingMessage) => {
  const header = req.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

const text = (value: unknown, max = 300) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

/**
 * A dev stand-in of the Farcaster AuthKit relay on 127.0.0.1, in its public shape:
 * `POST /v1/channel` (`{ siweUri, domain, nonce?, notBefore?, expirationTime?, requestId? }` →
 * 201 `{ channelToken, url, nonce }`) and `GET /v1/channel/status` with the channel token as a
 * bearer (202 `{ state: 'pending', nonce, url }`, then 200 `{ state: 'completed', message,
 * signature, fid, username, … }`; 401 for an unknown or expired channel). The channel's `url`
 * is this relay's dev approve page (`/~/siwf?channelToken=…`), standing in for a Farcaster
 * client: there a visitor "signs in" as a dev Farcaster user (fid, username), and the user's dev
 * custody key (`devCustody`) signs the Sign In With Farcaster message (a SIWE message with the
 * resource `farcaster://fid/<fid>`) with viem, so the auth service verifies a real signature.
 *
 * @example
 * import { startFarcasterRelay } from './startFarcasterRelay.ts'
 * const relay = await startFarcasterRelay({ port: 0 })
 * console.log(`Farcaster: ${relay.url}`)
 */
export const startFarcasterRelay = async (options: {
  readonly port: number
  readonly host?: string
  /** Milliseconds since the epoch; default `Date.now` (tests move it). */
  readonly now?: () => number
}): Promise<FarcasterRelay> => {
  const host = options.host ?? '127.0.0.1'
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()
  let base = ''

  const live = (token: string | undefined) => {
    if (!token) return undefined
    const channel = channels.get(token)
    if (!channel) return undefined
    if (now() >= channel.expiresAt) {
      channels.delete(token)
      return undefined
    }
    return channel
  }
  const approveUrl = (token: string) => `${base}/~/siwf?channelToken=${encodeURIComponent(token)}`

  const approvePage = (res: ServerResponse, token: string, channel: Channel) =>
    page(
      res,
      200,
      'Sign in with Farcaster (dev)',
      `<h1>Sign in with Farcaster</h1>
<p>Dev stand-in of a Farcaster client. <strong>${escapeHtml(channel.domain)}</strong> asks you to sign in.</p>
<form method="post" action="/~/siwf">
<input type="hidden" name="channelToken" value="${escapeHtml(token)}">
<label>Farcaster ID (fid)<input name="fid" type="number" min="1" max="1000000000" required value="1"></label>
<label>Username<input name="username" required maxlength="40" pattern="[a-z0-9][a-z0-9\\-]{0,39}" value="latch-dev"></label>
<button type="submit" data-farcaster-approve="">Sign in</button>
</form>`,
    )

  const approve = async (req: IncomingMessage, res: ServerResponse) => {
    const form = new URLSearchParams(await readBody(req))
    const token = form.get('channelToken') ?? ''
    const channel = live(token)
    if (!channel) return page(res, 410, 'Sign-in expired', '<h1>This sign-in request expired</h1>')
    if (channel.completion)
      return page(res, 409, 'Already signed in', '<h1>This sign-in is already done</h1>')
    const fid = Number(form.get('fid'))
    const username = (form.get('username') ?? '').trim()
    if (
      !Number.isInteger(fid) ||
      fid < 1 ||
      fid > 1_000_000_000 ||
      !/^[a-z0-9][a-z0-9-]{0,39}$/.test(username)
    )
      return page(res, 400, 'Invalid input', '<h1>Enter a fid and a username</h1>')
    const custody = devCustody(fid)
    const message = createSiweMessage({
      domain: channel.domain,
      address: custody.address,
      statement: SIWF_STATEMENT,
      uri: channel.siweUri,
      version: '1',
      chainId: SIWF_CHAIN_ID,
      nonce: channel.nonce,
      issuedAt: new Date(now()),
      resources: [`farcaster://fid/${fid}`],
      ...(channel.notBefore ? { notBefore: new Date(channel.notBefore) } : {}),
      ...(channel.expirationTime ? { expirationTime: new Date(channel.expirationTime) } : {}),
      ...(channel.requestId ? { requestId: channel.requestId } : {}),
    })
    channel.completion = {
      message,
      signature: await custody.signMessage({ message }),
      fid,
      username,
      displayName: username,
      bio: '',
      pfpUrl: '',
      custody: custody.address,
      verifications: [],
    }
    page(
      res,
      200,
      'Signed in',
      `<h1 data-farcaster-done="">Signed in as @${escapeHtml(username)}</h1><p>You can go back to the app.</p>`,
    )
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    const route = `${req.method} ${url.pathname}`
    const handle = async () => {
      switch (route) {
        case 'POST /v1/channel': {
          let body: Record<string, unknown>
          try {
            body = JSON.parse(await readBody(req)) as Record<string, unknown>
          } catch {
            return send(res, 400, { error: 'Invalid JSON' })
          }
          const siweUri = text(body?.siweUri)
          const domain = text(body?.domain, 253)
          if (!siweUri || !domain)
            return send(res, 400, { error: 'siweUri and domain are required' })
          const nonce = text(body.nonce, 200) ?? randomBytes(12).toString('hex')
          const token = randomBytes(24).toString('base64url')
          channels.set(token, {
            nonce,
            domain,
            siweUri,
            expiresAt: now() + FARCASTER_CHANNEL_TTL_MS,
            notBefore: text(body.notBefore, 64),
            expirationTime: text(body.expirationTime, 64),
            requestId: text(body.requestId, 200),
            completion: undefined,
          })
          return send(res, 201, { channelToken: token, url: approveUrl(token), nonce })
        }
        case 'GET /v1/channel/status': {
          const token = bearer(req)
          const channel = live(token)
          if (!token || !channel) return send(res, 401, { error: 'Unauthorized' })
          if (!channel.completion)
            return send(res, 202, {
              state: 'pending',
              nonce: channel.nonce,
              url: approveUrl(token),
            })
          return send(res, 200, {
            state: 'completed',
            nonce: channel.nonce,
            url: approveUrl(token),
            ...channel.completion,
          })
        }
        case 'GET /~/siwf': {
          const token = url.searchParams.get('channelToken') ?? ''
          const channel = live(token)
          if (!channel)
            return page(res, 410, 'Sign-in expired', '<h1>This sign-in request expired</h1>')
          return approvePage(res, token, channel)
        }
        case 'POST /~/siwf':
          return approve(req, res)
        case 'GET /':
          return page(
            res,
            200,
            'Latch dev Farcaster relay',
            `<h1>Latch dev Farcaster relay</h1><p>${channels.size} channel(s). Scan or open a sign-in link from the app.</p>`,
          )
        default:
          return send(res, 404, { error: 'Not found' })
      }
    }
    handle().catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'Internal error' })
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  base = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
