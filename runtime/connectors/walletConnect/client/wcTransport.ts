import { WALLETCONNECT_RPC_OPTS } from '../../../constants.ts'
import type { WcClock } from './wcClock.ts'
import { decrypt, encrypt } from './wcCrypto.ts'
import { makeRelaySocket, payloadId, type WcRelaySocket } from './wcRelaySocket.ts'
import type { WcPayload, WcRpcError } from './wcTypes.ts'

/** An incoming JSON-RPC request on a topic. */
export interface WcIncoming {
  readonly topic: string
  readonly id: number
  readonly method: string
  readonly params: unknown
}

/** Options of {@link makeTransport}. */
export interface WcTransportOptions {
  readonly relayUrl: string
  readonly projectId: string
  readonly seed: Uint8Array
  /** The clock the relay socket's reconnect waits on. */
  readonly clock: WcClock
  /** Called with each request the peer sends; answer it with `respond`. */
  readonly onRequest: (request: WcIncoming) => void
}

/** A request on its way. */
export interface WcSent<T> {
  readonly published: Promise<void>
  readonly answer: Promise<T>
}

/** JSON-RPC between the two peers, sealed per topic, over the relay socket. */
export interface WcTransport {
  readonly socket: WcRelaySocket
  /** Listens on `topic`, opening its envelopes with `symKey`. */
  listen(topic: string, symKey: string): Promise<void>
  /** Stops listening on `topic` and forgets its key. */
  forget(topic: string): void
  /**
   * Sends a request: `published` resumes once the relay took it, `answer` with the peer's
   * result (it fails with the peer's error, `code` and all).
   */
  send<T>(topic: string, method: string, params: unknown, id?: number): WcSent<T>
  /** Answers a request of the peer. */
  respond(incoming: WcIncoming, answer: { result: unknown } | { error: WcRpcError }): Promise<void>
  close(): void
}

type Method = keyof typeof WALLETCONNECT_RPC_OPTS
const optsOf = (method: string) =>
  WALLETCONNECT_RPC_OPTS[method as Method] ?? { ttl: 300, req: 0, res: 0 }

/** A wallet's JSON-RPC error as a thrown value with its `code`, as the SDK threw it. */
export const rpcError = (error: WcRpcError): Error & WcRpcError =>
  Object.assign(new Error(error.message), { code: error.code })

/**
 * Makes the transport: each message is a JSON-RPC payload in a type 0 envelope under its
 * topic's key, published with the method's tag and TTL (`WALLETCONNECT_RPC_OPTS`); answers are
 * matched to requests by id, whatever topic they come on.
 */
export const makeTransport = (options: WcTransportOptions): WcTransport => {
  const keys = new Map<string, string>()
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()
  const socket = makeRelaySocket({
    relayUrl: options.relayUrl,
    projectId: options.projectId,
    seed: options.seed,
    clock: options.clock,
    onMessage: ({ topic, message }) => {
      const symKey = keys.get(topic)
      if (!symKey) return
      let payload: WcPayload
      try {
        payload = JSON.parse(decrypt({ symKey, encoded: message }))
      } catch {
        return
      }
      if ('method' in payload) {
        return options.onRequest({ topic, ...payload })
      }
      const wait = waiting.get(payload.id)
      if (!wait) return
      waiting.delete(payload.id)
      if ('error' in payload) wait.reject(rpcError(payload.error))
      else wait.resolve(payload.result)
    },
  })

  const publish = (topic: string, payload: object, ttl: number, tag: number) => {
    const symKey = keys.get(topic)
    if (!symKey) return Promise.reject(new Error(`No key for topic ${topic}`))
    const message = encrypt({ symKey, message: JSON.stringify(payload) })
    return socket.publish(topic, message, { ttl, tag })
  }

  return {
    socket,
    listen: (topic, symKey) => {
      keys.set(topic, symKey)
      return socket.subscribe(topic)
    },
    forget: (topic) => {
      keys.delete(topic)
      socket.unsubscribe(topic)
    },
    send: <T>(topic: string, method: string, params: unknown, id = payloadId()): WcSent<T> => {
      const opts = optsOf(method)
      const answer = new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
      })
      const published = publish(topic, { id, jsonrpc: '2.0', method, params }, opts.ttl, opts.req)
      published.catch((error: Error) => {
        waiting.get(id)?.reject(error)
        waiting.delete(id)
      })
      // Nobody may wait for the answer (a delete): no unhandled rejection then.
      answer.catch(() => undefined)
      return { published, answer }
    },
    respond: (incoming, answer) => {
      const opts = optsOf(incoming.method)
      return publish(
        incoming.topic,
        { id: incoming.id, jsonrpc: '2.0', ...answer },
        opts.ttl,
        opts.res,
      )
    },
    close: () => {
      waiting.clear()
      socket.close()
    },
  }
}
