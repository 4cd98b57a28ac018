import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createSiweMessage } from 'viem/siwe'
import { devCustody } from './devCustody.ts'
import { bearer, escapeHtml, page, readBody, send, text } from './relayHttp.ts'

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

/** One sign-in channel. */
export type Channel = {
  readonly nonce: string
  readonly domain: string
  readonly siweUri: string
  readonly expiresAt: number
  readonly notBefore: string | undefined
  readonly expirationTime: string | undefined
  readonly requestId: string | undefined
  completion: FarcasterCompletion | undefined
}

/** The relay's channels, its clock and its base URL (known once it listens). */
export type RelayState = {
  readonly channels: Map<string, Channel>
  readonly now: () => number
  base: string
}

/** The channel of `token` while it lives; an expired one is dropped. */
const live = (relay: RelayState, token: string | undefined) => {
  if (!token) return undefined
  const channel = relay.channels.get(token)
  if (!channel) return undefined
  if (relay.now() >= channel.expiresAt) {
    relay.channels.delete(token)
    return undefined
  }
  return channel
}

const approveUrl = (relay: RelayState, token: string) =>
  `${relay.base}/~/siwf?channelToken=${encodeURIComponent(token)}`

const expired = (res: ServerResponse) =>
  page(res, 410, 'Sign-in expired', '<h1>This sign-in request expired</h1>')

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

/** The fid and username of the approve form, when both are valid. */
const userOf = (form: URLSearchParams) => {
  const fid = Number(form.get('fid'))
  const username = (form.get('username') ?? '').trim()
  const valid =
    Number.isInteger(fid) &&
    fid >= 1 &&
    fid <= 1_000_000_000 &&
    /^[a-z0-9][a-z0-9-]{0,39}$/.test(username)
  return valid ? { fid, username } : undefined
}

/** The dev custody key of `fid` signs the channel's Sign In With Farcaster message. */
const complete = async (
  relay: RelayState,
  channel: Channel,
  { fid, username }: { fid: number; username: string },
): Promise<FarcasterCompletion> => {
  const custody = devCustody(fid)
  const message = createSiweMessage({
    domain: channel.domain,
    address: custody.address,
    statement: SIWF_STATEMENT,
    uri: channel.siweUri,
    version: '1',
    chainId: SIWF_CHAIN_ID,
    nonce: channel.nonce,
    issuedAt: new Date(relay.now()),
    resources: [`farcaster://fid/${fid}`],
    ...(channel.notBefore ? { notBefore: new Date(channel.notBefore) } : {}),
    ...(channel.expirationTime ? { expirationTime: new Date(channel.expirationTime) } : {}),
    ...(channel.requestId ? { requestId: channel.requestId } : {}),
  })
  return {
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
}

/** `POST /~/siwf`: the approve form, signed in as its dev user. */
const approve = async (relay: RelayState, req: IncomingMessage, res: ServerResponse) => {
  const form = new URLSearchParams(await readBody(req))
  const channel = live(relay, form.get('channelToken') ?? '')
  if (!channel) return expired(res)
  if (channel.completion)
    return page(res, 409, 'Already signed in', '<h1>This sign-in is already done</h1>')
  const user = userOf(form)
  if (!user) return page(res, 400, 'Invalid input', '<h1>Enter a fid and a username</h1>')
  channel.completion = await complete(relay, channel, user)
  page(
    res,
    200,
    'Signed in',
    `<h1 data-farcaster-done="">Signed in as @${escapeHtml(user.username)}</h1><p>You can go back to the app.</p>`,
  )
}

/** `POST /v1/channel`: a new channel for `{ siweUri, domain, nonce?, … }`. */
const openChannel = async (relay: RelayState, req: IncomingMessage, res: ServerResponse) => {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(await readBody(req)) as Record<string, unknown>
  } catch {
    return send(res, 400, { error: 'Invalid JSON' })
  }
  const siweUri = text(body?.siweUri)
  const domain = text(body?.domain, 253)
  if (!siweUri || !domain) return send(res, 400, { error: 'siweUri and domain are required' })
  const nonce = text(body.nonce, 200) ?? randomBytes(12).toString('hex')
  const token = randomBytes(24).toString('base64url')
  relay.channels.set(token, {
    nonce,
    domain,
    siweUri,
    expiresAt: relay.now() + FARCASTER_CHANNEL_TTL_MS,
    notBefore: text(body.notBefore, 64),
    expirationTime: text(body.expirationTime, 64),
    requestId: text(body.requestId, 200),
    completion: undefined,
  })
  return send(res, 201, { channelToken: token, url: approveUrl(relay, token), nonce })
}

/** `GET /v1/channel/status`: pending (202) or completed (200) for the bearer's channel. */
const channelStatus = (relay: RelayState, req: IncomingMessage, res: ServerResponse) => {
  const token = bearer(req)
  const channel = live(relay, token)
  if (!token || !channel) return send(res, 401, { error: 'Unauthorized' })
  const url = approveUrl(relay, token)
  if (!channel.completion) return send(res, 202, { state: 'pending', nonce: channel.nonce, url })
  return send(res, 200, { state: 'completed', nonce: channel.nonce, url, ...channel.completion })
}

/**
 * Answers one request of the dev Farcaster relay (the routes `startFarcasterRelay` lists).
 *
 * @example
 * import { handleRelay } from './relayRoutes.ts'
 * createServer((req, res) => void handleRelay(relay, req, res, new URL(req.url ?? '/', base)))
 */
export const handleRelay = async (
  relay: RelayState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => {
  switch (`${req.method} ${url.pathname}`) {
    case 'POST /v1/channel':
      return openChannel(relay, req, res)
    case 'GET /v1/channel/status':
      return channelStatus(relay, req, res)
    case 'GET /~/siwf': {
      const token = url.searchParams.get('channelToken') ?? ''
      const channel = live(relay, token)
      return channel ? approvePage(res, token, channel) : expired(res)
    }
    case 'POST /~/siwf':
      return approve(relay, req, res)
    case 'GET /':
      return page(
        res,
        200,
        'Latch dev Farcaster relay',
        `<h1>Latch dev Farcaster relay</h1><p>${relay.channels.size} channel(s). Scan or open a sign-in link from the app.</p>`,
      )
    default:
      return send(res, 404, { error: 'Not found' })
  }
}
