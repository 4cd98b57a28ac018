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

/** One message kept for a topic nobody listened to when it was published. */
interface Stored {
  readonly from: DevRelayPeer
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly publishedAt: number
  readonly expiresAt: number
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

/**
 * Makes the hub. Delivery follows the real relay closely enough for sign-client 2.25:
 * `irn_subscription` to every subscriber but the publisher, else into the mailbox until a
 * subscribe or `irn_batchFetchMessages` collects it; `wc_proposeSession` and
 * `wc_approveSession` subscribe the sender implicitly and publish with tags 1100 / 1101 / 1102.
 * `attestation` is always `''`: no Verify API stands behind this relay, and an empty
 * attestation keeps the SDK from asking verify.walletconnect.org.
 */
export const makeDevRelayHub = (now: () => number = Date.now): DevRelayHub => {
  const subscribers = new Map<string, Set<DevRelayPeer>>()
  const mailbox = new Map<string, Stored[]>()
  let subscriptionSeq = 0
  let deliverySeq = 0
  let published = 0
  let delivered = 0
  let mailboxed = 0
  const subscriptionIds = new WeakMap<DevRelayPeer, Map<string, string>>()

  const subscriptionId = (peer: DevRelayPeer, topic: string): string => {
    let ids = subscriptionIds.get(peer)
    if (!ids) {
      ids = new Map()
      subscriptionIds.set(peer, ids)
    }
    let id = ids.get(topic)
    if (!id) {
      subscriptionSeq += 1
      id = `dev-relay-sub-${subscriptionSeq}`
      ids.set(topic, id)
    }
    return id
  }

  const samePeer = (a: DevRelayPeer, b: DevRelayPeer) =>
    a === b || (a.clientId !== undefined && a.clientId === b.clientId)

  const deliver = (peer: DevRelayPeer, stored: Stored) => {
    deliverySeq += 1
    delivered += 1
    peer.send({
      id: now() * 1000 + (deliverySeq % 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(peer, stored.topic),
        data: {
          topic: stored.topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          attestation: '',
        },
      },
    })
  }

  const takeMailbox = (topic: string): Stored[] => {
    const kept = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > now())
    mailbox.delete(topic)
    return kept
  }

  const subscribe = (peer: DevRelayPeer, topic: string): string => {
    let peers = subscribers.get(topic)
    if (!peers) {
      peers = new Set()
      subscribers.set(topic, peers)
    }
    peers.add(peer)
    const id = subscriptionId(peer, topic)
    const all = takeMailbox(topic)
    const waiting = all.filter((m) => !samePeer(m.from, peer))
    const kept = all.filter((m) => samePeer(m.from, peer))
    if (kept.length > 0) mailbox.set(topic, kept)
    // After the subscribe answer has gone out, so the client knows the topic first.
    if (waiting.length > 0)
      queueMicrotask(() => {
        for (const m of waiting) deliver(peer, m)
      })
    return id
  }

  const publish = (
    from: DevRelayPeer,
    topic: string,
    message: string,
    tag: number,
    ttl: number,
  ) => {
    published += 1
    const stored: Stored = {
      from,
      topic,
      message,
      tag,
      publishedAt: now(),
      expiresAt: now() + ttl * 1000,
    }
    const to = [...(subscribers.get(topic) ?? [])].filter((p) => !samePeer(p, from))
    if (to.length === 0) {
      mailboxed += 1
      mailbox.set(topic, [...(mailbox.get(topic) ?? []), stored])
      return
    }
    for (const peer of to) deliver(peer, stored)
  }

  const handle: DevRelayHub['handle'] = (peer, method, rawParams) => {
    const params = record(rawParams)
    switch (method) {
      case 'irn_subscribe':
        return subscribe(peer, str(params.topic, 'topic'))
      case 'irn_batchSubscribe': {
        const topics = Array.isArray(params.topics) ? params.topics : []
        return topics.map((t) => subscribe(peer, str(t, 'topics')))
      }
      case 'irn_unsubscribe': {
        subscribers.get(str(params.topic, 'topic'))?.delete(peer)
        return true
      }
      case 'irn_batchUnsubscribe': {
        const subs = Array.isArray(params.subscriptions) ? params.subscriptions : []
        for (const s of subs) subscribers.get(str(record(s).topic, 'topic'))?.delete(peer)
        return true
      }
      case 'irn_publish': {
        publish(
          peer,
          str(params.topic, 'topic'),
          str(params.message, 'message'),
          num(params.tag, 0),
          num(params.ttl, DEFAULT_TTL_SECONDS),
        )
        return true
      }
      case 'irn_batchPublish': {
        const messages = Array.isArray(params.messages) ? params.messages : []
        for (const raw of messages) {
          const m = record(raw)
          publish(
            peer,
            str(m.topic, 'topic'),
            str(m.message, 'message'),
            num(m.tag, 0),
            num(m.ttl, DEFAULT_TTL_SECONDS),
          )
        }
        return true
      }
      case 'irn_batchFetchMessages': {
        const topics = Array.isArray(params.topics) ? params.topics : []
        const messages = topics.flatMap((t) => {
          const topic = str(t, 'topics')
          const all = takeMailbox(topic)
          const kept = all.filter((m) => samePeer(m.from, peer))
          if (kept.length > 0) mailbox.set(topic, kept)
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
      case 'wc_proposeSession': {
        const pairingTopic = str(params.pairingTopic, 'pairingTopic')
        subscribe(peer, pairingTopic)
        publish(
          peer,
          pairingTopic,
          str(params.sessionProposal, 'sessionProposal'),
          1100,
          num(params.ttl, 300),
        )
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = str(params.pairingTopic, 'pairingTopic')
        const sessionTopic = str(params.sessionTopic, 'sessionTopic')
        subscribe(peer, sessionTopic)
        const ttl = num(params.ttl, 300)
        publish(
          peer,
          pairingTopic,
          str(params.sessionProposalResponse, 'sessionProposalResponse'),
          1101,
          ttl,
        )
        publish(
          peer,
          sessionTopic,
          str(params.sessionSettlementRequest, 'sessionSettlementRequest'),
          1102,
          ttl,
        )
        return true
      }
      default:
        throw new DevRelayRpcError(-32601, `Method not found: ${method}`)
    }
  }

  return {
    detach: (peer) => {
      for (const peers of subscribers.values()) peers.delete(peer)
    },
    handle,
    stats: () => ({ published, delivered, mailboxed }),
  }
}
