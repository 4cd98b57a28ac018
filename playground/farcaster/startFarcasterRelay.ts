import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { send } from './relayHttp.ts'
import { handleRelay, type RelayState } from './relayRoutes.ts'

export { FARCASTER_CHANNEL_TTL_MS } from './relayRoutes.ts'

/** A running dev Farcaster auth relay. */
export type FarcasterRelay = {
  /** Its base URL, e.g. `http://127.0.0.1:8793`. */
  readonly url: string
  readonly stop: () => Promise<void>
}

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
  const relay: RelayState = { channels: new Map(), now: options.now ?? Date.now, base: '' }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    handleRelay(relay, req, res, url).catch(() => {
      if (!res.headersSent) send(res, 500, { error: 'Internal error' })
      else res.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  relay.base = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url: relay.base,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
