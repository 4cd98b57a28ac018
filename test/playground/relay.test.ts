import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import {
  type DevRelayPeer,
  DevRelayRpcError,
  makeDevRelayHub,
} from '../../playground/relay/devRelayHub.ts'
import { type DevRelay, startDevRelay } from '../../playground/relay/startDevRelay.ts'
import {
  newRelaySeed,
  signRelayJwt,
} from '../../runtime/connectors/walletConnect/client/wcRelayAuth.ts'

const now = () => Math.floor(Date.now() / 1000)
/** A relay auth JWT as a client signs it, for `aud` (the relay URL), valid a minute. */
const jwtFor = (aud: string, seed = newRelaySeed(), nowSeconds = now()) =>
  signRelayJwt({ seed, aud, ttlSeconds: 60, nowSeconds })

type Sent = { method?: string; params?: { id: string; data: Record<string, unknown> } }

const peer = (clientId?: string) => {
  const inbox: Sent[] = []
  const p: DevRelayPeer & { inbox: Sent[] } = {
    clientId,
    inbox,
    send: (payload) => inbox.push(payload as Sent),
  }
  return p
}
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve))
const delivered = (p: { inbox: Sent[] }) =>
  p.inbox.map((m) => ({
    topic: m.params?.data.topic,
    message: m.params?.data.message,
    tag: m.params?.data.tag,
  }))

describe('makeDevRelayHub', () => {
  it('default: irn_publish reaches every subscriber but the publisher, with an empty attestation', () => {
    const hub = makeDevRelayHub(() => 1_000)
    const [a, b] = [peer('a'), peer('b')]
    hub.handle(a, 'irn_subscribe', { topic: 't' })
    hub.handle(b, 'irn_subscribe', { topic: 't' })
    expect(hub.handle(a, 'irn_publish', { topic: 't', message: 'm', ttl: 300, tag: 1108 })).toBe(
      true,
    )
    expect(a.inbox).toEqual([])
    expect(b.inbox).toEqual([
      {
        id: expect.any(Number),
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: expect.any(String),
          data: { topic: 't', message: 'm', publishedAt: 1_000, tag: 1108, attestation: '' },
        },
      },
    ])
  })

  it('behavior: a message for a topic nobody listens to waits in the mailbox for the first subscriber', async () => {
    const hub = makeDevRelayHub()
    const [a, b] = [peer('a'), peer('b')]
    hub.handle(a, 'irn_publish', { topic: 't', message: 'early', ttl: 300 })
    expect(hub.stats().mailboxed).toBe(1)
    hub.handle(b, 'irn_subscribe', { topic: 't' })
    expect(b.inbox).toEqual([]) // the subscribe answer goes out first
    await flush()
    expect(delivered(b)).toEqual([{ topic: 't', message: 'early', tag: 0 }])
    hub.handle(peer('c'), 'irn_subscribe', { topic: 't' })
    await flush()
    expect(hub.stats().delivered).toBe(1)
  })

  it('behavior: the mailbox drops messages past their ttl', async () => {
    let now = 0
    const hub = makeDevRelayHub(() => now)
    hub.handle(peer('a'), 'irn_publish', { topic: 't', message: 'm', ttl: 10 })
    now = 10_000
    const b = peer('b')
    hub.handle(b, 'irn_subscribe', { topic: 't' })
    await flush()
    expect(b.inbox).toEqual([])
  })

  it('behavior: wc_proposeSession subscribes the proposer and holds the proposal (1100) for the wallet', async () => {
    const hub = makeDevRelayHub()
    const [dapp, wallet] = [peer('dapp'), peer('wallet')]
    hub.handle(dapp, 'wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'prop', ttl: 300 })
    hub.handle(wallet, 'irn_subscribe', { topic: 'p' })
    await flush()
    expect(delivered(wallet)).toEqual([{ topic: 'p', message: 'prop', tag: 1100 }])

    hub.handle(wallet, 'wc_approveSession', {
      pairingTopic: 'p',
      sessionTopic: 's',
      sessionProposalResponse: 'resp',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect(delivered(dapp)).toEqual([{ topic: 'p', message: 'resp', tag: 1101 }])
    expect(delivered(wallet)).toHaveLength(1) // never its own messages
    hub.handle(dapp, 'irn_subscribe', { topic: 's' })
    await flush()
    expect(delivered(dapp)[1]).toEqual({ topic: 's', message: 'settle', tag: 1102 })
    // The wallet was subscribed to the session topic implicitly: the dApp's answer reaches it.
    hub.handle(dapp, 'irn_publish', { topic: 's', message: 'ack', ttl: 300, tag: 1103 })
    expect(delivered(wallet)[1]).toEqual({ topic: 's', message: 'ack', tag: 1103 })
  })

  it('behavior: a publisher that reconnects never gets its own mailboxed message back', async () => {
    const hub = makeDevRelayHub()
    const before = peer('dapp')
    hub.handle(before, 'wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'prop' })
    hub.detach(before)
    const after = peer('dapp')
    expect(hub.handle(after, 'irn_batchFetchMessages', { topics: ['p'] })).toEqual({
      messages: [],
      hasMore: false,
    })
    hub.handle(after, 'irn_batchSubscribe', { topics: ['p'] })
    await flush()
    expect(after.inbox).toEqual([])
    const wallet = peer('wallet')
    expect(hub.handle(wallet, 'irn_batchFetchMessages', { topics: ['p'] })).toMatchObject({
      messages: [{ topic: 'p', message: 'prop', tag: 1100, attestation: '' }],
    })
  })

  it('behavior: irn_unsubscribe and detach stop delivery; unknown methods and bad params are JSON-RPC errors', () => {
    const hub = makeDevRelayHub()
    const [a, b] = [peer('a'), peer('b')]
    hub.handle(b, 'irn_subscribe', { topic: 't' })
    expect(hub.handle(b, 'irn_unsubscribe', { topic: 't', id: 'x' })).toBe(true)
    hub.handle(a, 'irn_publish', { topic: 't', message: 'm', ttl: 300 })
    expect(b.inbox).toEqual([])
    expect(() => hub.handle(a, 'irn_nope', {})).toThrow(
      expect.objectContaining({ code: -32601 }) as unknown as Error,
    )
    expect(() => hub.handle(a, 'irn_publish', { message: 'm' })).toThrow(DevRelayRpcError)
  })
})

describe('startDevRelay', () => {
  let relay: DevRelay | undefined
  afterEach(async () => {
    await relay?.stop()
    relay = undefined
  })

  const open = (url: string) =>
    new Promise<{ socket: WebSocket; inbox: Record<string, unknown>[] }>((resolve, reject) => {
      const socket = new WebSocket(`${url}/?auth=${jwtFor(url)}&projectId=p`)
      const inbox: Record<string, unknown>[] = []
      socket.on('message', (d) => inbox.push(JSON.parse(d.toString())))
      socket.once('open', () => resolve({ socket, inbox }))
      socket.once('error', reject)
    })
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setImmediate(r))
    expect(check()).toBe(true)
  }

  it('default: listens on 127.0.0.1 and answers relay JSON-RPC over a socket', async () => {
    relay = await startDevRelay({ port: 0 })
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    const a = await open(relay.url)
    const b = await open(relay.url)
    b.socket.send(
      JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: 't' } }),
    )
    await until(() => b.inbox.length === 1)
    expect(b.inbox[0]).toEqual({ id: 1, jsonrpc: '2.0', result: expect.any(String) })
    a.socket.send(JSON.stringify({ id: 2, jsonrpc: '2.0', method: 'irn_nope', params: {} }))
    await until(() => a.inbox.length === 1)
    expect(a.inbox[0]).toMatchObject({ id: 2, error: { code: -32601 } })
    expect(relay.connections()).toBe(2)
    relay.dropConnections()
    await until(() => relay?.connections() === 0)
  })
  /** The HTTP status the relay refuses a connect with, or 'open'. */
  const statusOf = (url: string) =>
    new Promise<number | 'open'>((resolve) => {
      const socket = new WebSocket(url)
      socket.once('open', () => {
        socket.close()
        resolve('open')
      })
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      socket.once('error', () => undefined)
    })

  it('behavior: refuses with 401 a connect whose auth JWT is forged, for another relay, expired or missing', async () => {
    relay = await startDevRelay({ port: 0 })
    const { url } = relay
    const good = jwtFor(url)
    expect(await statusOf(`${url}/?auth=${good}&projectId=p`)).toBe('open')
    const [header, , signature] = good.split('.')
    const otherClaims = jwtFor(url, newRelaySeed(), now() + 5).split('.')[1]
    expect(await statusOf(`${url}/?auth=${header}.${otherClaims}.${signature}`)).toBe(401)
    expect(await statusOf(`${url}/?auth=${jwtFor('ws://127.0.0.1:1')}`)).toBe(401)
    expect(await statusOf(`${url}/?auth=${jwtFor(url, newRelaySeed(), now() - 120)}`)).toBe(401)
    expect(await statusOf(`${url}/?projectId=p`)).toBe(401)
  })
})
