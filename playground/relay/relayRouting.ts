import type { DevRelayPeer } from './devRelayHub.ts'

/** One message kept for a topic nobody listened to when it was published. */
export interface Stored {
  readonly from: DevRelayPeer
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly publishedAt: number
  readonly expiresAt: number
}

/** The hub's state: subscribers and mailbox per topic, the subscription ids, the counts. */
export interface HubState {
  readonly now: () => number
  readonly subscribers: Map<string, Set<DevRelayPeer>>
  readonly mailbox: Map<string, Stored[]>
  readonly subscriptionIds: WeakMap<DevRelayPeer, Map<string, string>>
  subscriptionSeq: number
  deliverySeq: number
  published: number
  delivered: number
  mailboxed: number
}

/** A fresh hub state on the clock `now`. */
export const makeHubState = (now: () => number): HubState => ({
  now,
  subscribers: new Map(),
  mailbox: new Map(),
  subscriptionIds: new WeakMap(),
  subscriptionSeq: 0,
  deliverySeq: 0,
  published: 0,
  delivered: 0,
  mailboxed: 0,
})

/** The peer's subscription id for `topic`, made on first use. */
const subscriptionId = (state: HubState, peer: DevRelayPeer, topic: string): string => {
  let ids = state.subscriptionIds.get(peer)
  if (!ids) {
    ids = new Map()
    state.subscriptionIds.set(peer, ids)
  }
  let id = ids.get(topic)
  if (!id) {
    state.subscriptionSeq += 1
    id = `dev-relay-sub-${state.subscriptionSeq}`
    ids.set(topic, id)
  }
  return id
}

/** The same client: one socket, or one `clientId` across reconnects. */
export const samePeer = (a: DevRelayPeer, b: DevRelayPeer) =>
  a === b || (a.clientId !== undefined && a.clientId === b.clientId)

const deliver = (state: HubState, peer: DevRelayPeer, stored: Stored) => {
  state.deliverySeq += 1
  state.delivered += 1
  peer.send({
    id: state.now() * 1000 + (state.deliverySeq % 1000),
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: {
      id: subscriptionId(state, peer, stored.topic),
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

/** Empties the topic's mailbox: the messages still alive. */
export const takeMailbox = (state: HubState, topic: string): Stored[] => {
  const kept = (state.mailbox.get(topic) ?? []).filter((m) => m.expiresAt > state.now())
  state.mailbox.delete(topic)
  return kept
}

/**
 * Subscribes `peer` to `topic` and hands it what waits there from others (after the answer);
 * its own messages stay in the mailbox. The subscription id.
 *
 * @example
 * import { subscribe } from './relayRouting.ts'
 * const id = subscribe(state, peer, topic)
 */
export const subscribe = (state: HubState, peer: DevRelayPeer, topic: string): string => {
  let peers = state.subscribers.get(topic)
  if (!peers) {
    peers = new Set()
    state.subscribers.set(topic, peers)
  }
  peers.add(peer)
  const id = subscriptionId(state, peer, topic)
  const all = takeMailbox(state, topic)
  const waiting = all.filter((m) => !samePeer(m.from, peer))
  const kept = all.filter((m) => samePeer(m.from, peer))
  if (kept.length > 0) state.mailbox.set(topic, kept)
  // After the subscribe answer has gone out, so the client knows the topic first.
  if (waiting.length > 0)
    queueMicrotask(() => {
      for (const m of waiting) deliver(state, peer, m)
    })
  return id
}

/** One message to publish: where, what, its tag and TTL (seconds). */
export type Publication = {
  readonly topic: string
  readonly message: string
  readonly tag: number
  readonly ttl: number
}

/**
 * Delivers a message to every subscriber of its topic but the publisher, or mailboxes it.
 *
 * @example
 * import { publish } from './relayRouting.ts'
 * publish(state, peer, { topic, message, tag: 1100, ttl: 300 })
 */
export const publish = (state: HubState, from: DevRelayPeer, p: Publication) => {
  state.published += 1
  const stored: Stored = {
    from,
    topic: p.topic,
    message: p.message,
    tag: p.tag,
    publishedAt: state.now(),
    expiresAt: state.now() + p.ttl * 1000,
  }
  const to = [...(state.subscribers.get(p.topic) ?? [])].filter((q) => !samePeer(q, from))
  if (to.length === 0) {
    state.mailboxed += 1
    state.mailbox.set(p.topic, [...(state.mailbox.get(p.topic) ?? []), stored])
    return
  }
  for (const peer of to) deliver(state, peer, stored)
}
