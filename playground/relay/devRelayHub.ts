/**
 * The routing core of the DEVELOPMENT STAND-IN for the WalletConnect relay: topics, the
 * sockets subscribed to them and a mailbox for messages nobody is subscribed to yet. No
 * sockets here (see `startDevRelay`), so the routing is testable on its own. Production
 * apps use the real relay; this speaks only what `@walletconnect/sign-client` 2.25 sends.
 */

/** One connected relay client, as the hub sees it. */
export interface DevRelayPeer {
  /** Sends one JSON-RPC message to the client. */
  readonly send: (payload: unknown) => void
  /**
   * Who the client is across reconnects (the `iss` of its auth JWT), so a publisher that
   * re-subscribes never gets its own message back; `undefined` when it sent none.
   */
  readonly clientId?: string | undefined
}

import {
  type HubState,
  makeHubState,
  publish,
  samePeer,
  subscribe,
  takeMailbox,
} from './relayRouting.ts'

/** One connected relay client, as the hub sees it. */
export interface DevRelayPeer {
  /** Sends one JSON-RPC message to the client. */
  readonly send: (payload: unknown) => void
  /**
   * Who the client is across reconnects (the `iss` of its auth JWT), so a publisher that
   * re-subscribes never gets its own message back; `undefined` when it sent none.
   */
  readonly clientId?: string | undefined
}

/** A JSON-RPC error the hub answers with. */
export class DevRelayRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/** What the hub counts (tests read it). */
export interface DevRelayStats {
  readonly published: number
  readonly delivered: number
  readonly mailboxed: number
}

const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') {
    throw new DevRelayRpcError(-32602, `Missing or invalid "${name}" param`)
  }
  return value
}
const num = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/** sign-client's default publish TTL when a message names none (six hours, seconds). */
const DEFAULT_TTL_SECONDS = 6 * 60 * 60

/** The hub's interface: attach peers, route their requests. */
export interface DevRelayHub {
  /** Forgets a peer's subscriptions (its socket closed). */
  readonly detach: (peer: DevRelayPeer) => void
  /** Answers one relay JSON-RPC request from `peer`; throws `DevRelayRpcError` on bad input. */
  readonly handle: (peer: DevRelayPeer, method: string, params: unknown) => unknown
  readonly stats: () => DevRelayStats
}

type Params = Record<string, unknown>

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** A message of `irn_publish` / `irn_batchPublish` params. */
const publicationOf = (m: Params) => ({
  topic: str(m.topic, 'topic'),
  message: str(m.message, 'message'),
  tag: num(m.tag, 0),
  ttl: num(m.ttl, DEFAULT_TTL_SECONDS),
})

/** `irn_batchFetchMessages`: what waits on each topic from others (the peer's own stay). */
const fetchMessages = (state: HubState, peer: DevRelayPeer, params: Params) => {
  const messages = list(params.topics).flatMap((t) => {
    const topic = str(t, 'topics')
    const all = takeMailbox(state, topic)
    const kept = all.filter((m) => samePeer(m.from, peer))
    if (kept.length > 0) state.mailbox.set(topic, kept)
    return all
      .filter((m) => !samePeer(m.from, peer))
      .map((m) => ({
        topic: m.topic,
        message: m.message,
        publishedAt: m.publishedAt,
        tag: m.tag,
        attestation: '',
      }))
  })
  return { messages, hasMore: false }
}

/** `wc_proposeSession`: subscribes the sender to the pairing topic and publishes (1100). */
const proposeSession = (state: HubState, peer: DevRelayPeer, params: Params) => {
  const pairingTopic = str(params.pairingTopic, 'pairingTopic')
  subscribe(state, peer, pairingTopic)
  publish(state, peer, {
    topic: pairingTopic,
    message: str(params.sessionProposal, 'sessionProposal'),
    tag: 1100,
    ttl: num(params.ttl, 300),
  })
  return true
}

/** `wc_approveSession`: subscribes to the session topic, publishes the answer (1101, 1102). */
const approveSession = (state: HubState, peer: DevRelayPeer, params: Params) => {
  const pairingTopic = str(params.pairingTopic, 'pairingTopic')
  const sessionTopic = str(params.sessionTopic, 'sessionTopic')
  subscribe(state, peer, sessionTopic)
  const ttl = num(params.ttl, 300)
  publish(state, peer, {
    topic: pairingTopic,
    message: str(params.sessionProposalResponse, 'sessionProposalResponse'),
    tag: 1101,
    ttl,
  })
  publish(state, peer, {
    topic: sessionTopic,
    message: str(params.sessionSettlementRequest, 'sessionSettlementRequest'),
    tag: 1102,
    ttl,
  })
  return true
}

/** Answers one relay JSON-RPC request of `peer`. */
const handle = (state: HubState, peer: DevRelayPeer, method: string, rawParams: unknown) => {
  const params = record(rawParams)
  switch (method) {
    case 'irn_subscribe':
      return subscribe(state, peer, str(params.topic, 'topic'))
    case 'irn_batchSubscribe':
      return list(params.topics).map((t) => subscribe(state, peer, str(t, 'topics')))
    case 'irn_unsubscribe':
      state.subscribers.get(str(params.topic, 'topic'))?.delete(peer)
      return true
    case 'irn_batchUnsubscribe':
      for (const s of list(params.subscriptions))
        state.subscribers.get(str(record(s).topic, 'topic'))?.delete(peer)
      return true
    case 'irn_publish':
      publish(state, peer, publicationOf(params))
      return true
    case 'irn_batchPublish':
      for (const raw of list(params.messages)) publish(state, peer, publicationOf(record(raw)))
      return true
    case 'irn_batchFetchMessages':
      return fetchMessages(state, peer, params)
    case 'wc_proposeSession':
      return proposeSession(state, peer, params)
    case 'wc_approveSession':
      return approveSession(state, peer, params)
    default:
      throw new DevRelayRpcError(-32601, `Method not found: ${method}`)
  }
}

/**
 * Makes the hub. Delivery follows the real relay closely enough for sign-client 2.25:
 * `irn_subscription` to every subscriber but the publisher, else into the mailbox until a
 * subscribe or `irn_batchFetchMessages` collects it; `wc_proposeSession` and
 * `wc_approveSession` subscribe the sender implicitly and publish with tags 1100 / 1101 / 1102.
 * `attestation` is always `''`: no Verify API stands behind this relay, and an empty
 * attestation keeps the SDK from asking verify.walletconnect.org.
 */
export const makeDevRelayHub = (now: () => number = Date.now): DevRelayHub => {
  const state = makeHubState(now)
  return {
    detach: (peer) => {
      for (const peers of state.subscribers.values()) peers.delete(peer)
    },
    handle: (peer, method, params) => handle(state, peer, method, params),
    stats: () => ({
      published: state.published,
      delivered: state.delivered,
      mailboxed: state.mailboxed,
    }),
  }
}
