import { createHash, randomBytes } from 'node:crypto'
import { isAddress, verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import {
  type FarcasterChannel,
  type FarcasterChannels,
  memoryFarcasterChannels,
} from './farcasterChannels.ts'

/** A started Farcaster sign-in must be approved within 10 minutes; its channel is single use. */
export const FARCASTER_CHANNEL_TTL_MS = 10 * 60 * 1000

/** Where the Farcaster auth relay is (AuthKit's `https://relay.farcaster.xyz`, or the dev one). */
export interface FarcasterRelayConfig {
  readonly relayUrl: string
}

/** One look at a started sign-in. */
export type FarcasterStatus =
  | { readonly status: 'pending' }
  | {
      readonly status: 'ok'
      readonly projectId: string
      /** The Farcaster ID, as a decimal string (the user's subject). */
      readonly fid: string
      readonly userName: string
    }
  | { readonly status: 'refused'; readonly message: string }

/** Farcaster login of the auth service. */
export interface FarcasterLogin {
  /** `false` while no relay is configured (the login is refused). */
  readonly configured: () => boolean
  /**
   * Opens a relay channel for a SIWF message of `domain` and `siweUri` with a nonce made here;
   * gives the sign-in URL (the QR) and an opaque handle of the channel for the frame.
   */
  readonly start: (input: {
    readonly projectId: string
    readonly domain: string
    readonly siweUri: string
  }) => Promise<{ readonly url: string; readonly channel: string }>
  /** Asks the relay once; a completed sign-in is verified and its channel spent. */
  readonly status: (input: {
    readonly projectId: string
    readonly channel: string
  }) => Promise<FarcasterStatus>
}

type Started = FarcasterChannel

type Completed = {
  readonly state?: unknown
  readonly message?: unknown
  readonly signature?: unknown
  readonly fid?: unknown
  readonly username?: unknown
  readonly custody?: unknown
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex')

export const FARCASTER_MESSAGES = {
  unavailable: 'Farcaster login is not available',
  unknown: 'This Farcaster sign-in is unknown or was already used: try again',
  expired: 'This Farcaster sign-in expired: try again',
  otherApp: 'This Farcaster sign-in belongs to another app',
  relay: 'The Farcaster relay did not answer: try again',
  invalid: 'The Farcaster sign-in could not be verified',
} as const

/**
 * A completed sign-in, accepted only when its fields are well formed and its SIWE message names
 * the started channel's domain, URI and nonce, its fid, is within its time window by `now()`,
 * and is signed by the custody address.
 */
const verifyCompleted = async (
  entry: Started,
  body: Completed,
  now: () => number,
): Promise<FarcasterStatus> => {
  const refused = { status: 'refused', message: FARCASTER_MESSAGES.invalid } as const
  const { message, signature, fid, username, custody } = body
  if (
    typeof message !== 'string' ||
    typeof signature !== 'string' ||
    !/^0x[0-9a-fA-F]+$/.test(signature) ||
    typeof fid !== 'number' ||
    !Number.isSafeInteger(fid) ||
    fid < 1 ||
    typeof username !== 'string' ||
    username.length === 0 ||
    username.length > 64 ||
    typeof custody !== 'string' ||
    !isAddress(custody)
  )
    return refused
  const siwe = parseSiweMessage(message)
  const at = now()
  if (
    siwe.domain !== entry.domain ||
    siwe.uri !== entry.siweUri ||
    siwe.nonce !== entry.nonce ||
    siwe.version !== '1' ||
    !siwe.address ||
    siwe.address.toLowerCase() !== custody.toLowerCase() ||
    !(siwe.resources ?? []).includes(`farcaster://fid/${fid}`) ||
    (siwe.expirationTime && at >= siwe.expirationTime.getTime()) ||
    (siwe.notBefore && at < siwe.notBefore.getTime())
  )
    return refused
  const signed = await verifyMessage({
    address: siwe.address,
    message,
    signature: signature as `0x${string}`,
  }).catch(() => false)
  if (!signed) return refused
  return { status: 'ok', projectId: entry.projectId, fid: String(fid), userName: username }
}

/**
 * Sign In With Farcaster through an AuthKit relay: `POST /v1/channel` with our own nonce,
 * domain and URI, then `GET /v1/channel/status` (bearer: the channel token, which stays on the
 * server; the frame holds only an opaque handle, kept here hashed). A completed sign-in is
 * accepted only when its SIWE message names our domain, URI and nonce, is within its time
 * window, carries the resource `farcaster://fid/<fid>`, and is signed by the custody address
 * the relay reports (viem `verifyMessage`). That the custody address owns the fid is the
 * relay's word: checking it needs the ID registry on OP Mainnet (docs/DECISIONS.md).
 * Started channels wait in `channels` (the database in the auth service, so any server of a
 * cluster finishes a sign-in another started; memory by default).
 *
 * @example
 * import { farcasterLogin } from './farcasterLogin.ts'
 * const farcaster = farcasterLogin({ relay: { relayUrl: 'http://127.0.0.1:8793' } })
 */
export const farcasterLogin = (options: {
  /** Read at each login, so a relay that starts later can be filled in. */
  readonly relay: Partial<FarcasterRelayConfig>
  readonly now?: () => number
  readonly fetch?: typeof fetch
  /** Where started sign-ins wait; default memory (one process). */
  readonly channels?: FarcasterChannels
}): FarcasterLogin => {
  const now = options.now ?? Date.now
  const get = options.fetch ?? globalThis.fetch
  const started = options.channels ?? memoryFarcasterChannels()
  const relayUrl = () => options.relay.relayUrl?.replace(/\/$/, '')

  return {
    configured: () => relayUrl() !== undefined,
    start: async ({ projectId, domain, siweUri }) => {
      const relay = relayUrl()
      if (!relay) throw new Error(FARCASTER_MESSAGES.unavailable)
      await started.sweep(now())
      const nonce = randomBytes(16).toString('hex')
      const response = await get(`${relay}/v1/channel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siweUri, domain, nonce }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        channelToken?: unknown
        url?: unknown
      }
      if (!response.ok || typeof body.channelToken !== 'string' || typeof body.url !== 'string')
        throw new Error(FARCASTER_MESSAGES.relay)
      const channel = randomBytes(32).toString('base64url')
      await started.put(hash(channel), {
        projectId,
        channelToken: body.channelToken,
        nonce,
        domain,
        siweUri,
        expiresAt: now() + FARCASTER_CHANNEL_TTL_MS,
      })
      return { url: body.url, channel }
    },
    status: async ({ projectId, channel }) => {
      const key = hash(channel)
      const entry = await started.get(key)
      if (!entry) return { status: 'refused', message: FARCASTER_MESSAGES.unknown }
      if (now() >= entry.expiresAt) {
        await started.take(key)
        return { status: 'refused', message: FARCASTER_MESSAGES.expired }
      }
      if (entry.projectId !== projectId)
        return { status: 'refused', message: FARCASTER_MESSAGES.otherApp }
      const relay = relayUrl()
      if (!relay) return { status: 'refused', message: FARCASTER_MESSAGES.unavailable }
      let response: Response
      try {
        response = await get(`${relay}/v1/channel/status`, {
          headers: { authorization: `Bearer ${entry.channelToken}` },
        })
      } catch {
        return { status: 'refused', message: FARCASTER_MESSAGES.relay }
      }
      if (response.status === 401) {
        await started.take(key)
        return { status: 'refused', message: FARCASTER_MESSAGES.expired }
      }
      const body = (await response.json().catch(() => ({}))) as Completed
      if (response.status === 202 || body.state === 'pending') return { status: 'pending' }
      if (!response.ok || body.state !== 'completed')
        return { status: 'refused', message: FARCASTER_MESSAGES.relay }
      // Spent before it is checked: a completed channel is looked at once, whatever it holds.
      if (!(await started.take(key)))
        return { status: 'refused', message: FARCASTER_MESSAGES.unknown }
      return verifyCompleted(entry, body, now)
    },
  }
}
