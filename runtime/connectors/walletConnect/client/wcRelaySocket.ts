import {
  WALLETCONNECT_RECONNECT_MAX_MS,
  WALLETCONNECT_RECONNECT_MIN_MS,
  WALLETCONNECT_RELAY_JWT_TTL_S,
} from '../../../constants.ts'
import type { WatchedRelayer } from '../walletConnectWatchdog.ts'
import { signRelayJwt } from './wcRelayAuth.ts'

/** One message the relay delivered on a subscribed topic (`irn_subscription`). */
export interface WcRelayMessage {
  readonly topic: string
  readonly message: string
  readonly publishedAt: number
  readonly tag: number
}

/** Options of {@link makeRelaySocket}. */
export interface WcRelaySocketOptions {
  readonly relayUrl: string
  readonly projectId: string
  /** The client's ed25519 seed: its `did:key` on the relay. */
  readonly seed: Uint8Array
  readonly onMessage: (message: WcRelayMessage) => void
}

/** The relay connection: subscribe, publish, and the state the watchdog follows. */
export interface WcRelaySocket extends WatchedRelayer {
  /** Subscribes to `topic`; resumes once the relay has answered (re-subscribed on reconnect). */
  subscribe(topic: string): Promise<void>
  unsubscribe(topic: string): void
  /** Publishes `message` on `topic`; resumes once the relay has taken it. */
  publish(topic: string, message: string, opts: { ttl: number; tag: number }): Promise<void>
  /** Closes the socket for good; pending calls never resume. */
  close(): void
}

interface Pending {
  readonly payload: string
  readonly resolve: (result: unknown) => void
  readonly reject: (error: Error) => void
}

type Socket = Pick<WebSocket, 'send' | 'close' | 'addEventListener' | 'readyState'>

/** The WebSocket of the page, or `ws` in Node without one (Node 20), loaded on first use. */
const webSocketClass = async (): Promise<new (url: string) => Socket> => {
  if (typeof WebSocket !== 'undefined') return WebSocket
  const name = 'ws'
  const loaded = await import(/* @vite-ignore */ name)
  return loaded.WebSocket ?? loaded.default
}

let lastId = 0
/** A JSON-RPC id as sign-client makes them: milliseconds × 1000 plus a counter, unique here. */
export const payloadId = (): number => {
  lastId = Math.max(lastId + 1, Date.now() * 1000)
  return lastId
}

/**
 * The relay socket: opened on first use with a fresh auth JWT in the URL (`?auth=…&projectId=…
 * &ua=…`), JSON-RPC over it (`irn_subscribe`, `irn_publish`, `irn_unsubscribe`), each
 * `irn_subscription` acknowledged and handed to `onMessage` once (the relay delivers at least
 * once). A dropped socket emits `relayer_disconnect` and reconnects with a doubling backoff,
 * re-subscribing every topic and re-sending what the relay had not answered.
 */
export const makeRelaySocket = (options: WcRelaySocketOptions): WcRelaySocket => {
  const pending = new Map<number, Pending>()
  /** Subscribed topics → the relay's subscription id (for `irn_unsubscribe`). */
  const topics = new Map<string, string>()
  const seen = new Set<string>()
  const downListeners = new Set<() => void>()
  let socket: Socket | undefined
  let opening: Promise<void> | undefined
  let connected = false
  let closed = false
  let backoff = WALLETCONNECT_RECONNECT_MIN_MS
  let retry: ReturnType<typeof setTimeout> | undefined

  const url = () => {
    const auth = signRelayJwt({
      seed: options.seed,
      aud: options.relayUrl,
      ttlSeconds: WALLETCONNECT_RELAY_JWT_TTL_S,
      nowSeconds: Math.floor(Date.now() / 1000),
    })
    const query = new URLSearchParams({
      auth,
      projectId: options.projectId,
      ua: 'wc-2/latch/browser',
      useOnCloseEvent: 'true',
    })
    return `${options.relayUrl}${options.relayUrl.includes('?') ? '&' : '?'}${query}`
  }

  const onData = (raw: unknown) => {
    let data: { id?: number; method?: string; params?: unknown; result?: unknown; error?: unknown }
    try {
      data = JSON.parse(String(raw))
    } catch {
      return
    }
    if (data.method === 'irn_subscription') {
      socket?.send(JSON.stringify({ id: data.id, jsonrpc: '2.0', result: true }))
      const message = (data.params as { data?: WcRelayMessage } | undefined)?.data
      if (!message || seen.has(message.message)) return
      seen.add(message.message)
      if (seen.size > 500) seen.delete(seen.values().next().value as string)
      return options.onMessage(message)
    }
    const call = typeof data.id === 'number' ? pending.get(data.id) : undefined
    if (!call || data.id === undefined) return
    pending.delete(data.id)
    const error = data.error as { message?: string } | undefined
    if (error) call.reject(new Error(error.message ?? 'Relay error'))
    else call.resolve(data.result)
  }

  const onDown = () => {
    const wasConnected = connected
    connected = false
    socket = undefined
    opening = undefined
    if (closed) return
    if (wasConnected) for (const listener of [...downListeners]) listener()
    retry = setTimeout(() => {
      retry = undefined
      open().catch(() => undefined)
    }, backoff)
    backoff = Math.min(backoff * 2, WALLETCONNECT_RECONNECT_MAX_MS)
  }

  const open = (): Promise<void> => {
    if (closed) return Promise.reject(new Error('Relay socket closed'))
    opening ??= webSocketClass().then(
      (Class) =>
        new Promise<void>((resolve, reject) => {
          const next = new Class(url())
          socket = next
          next.addEventListener('open', () => {
            connected = true
            backoff = WALLETCONNECT_RECONNECT_MIN_MS
            for (const topic of topics.keys()) {
              request('irn_subscribe', { topic })
                .then((id) => topics.has(topic) && topics.set(topic, String(id)))
                .catch(() => undefined)
            }
            for (const call of pending.values()) next.send(call.payload)
            resolve()
          })
          next.addEventListener('message', (event) => onData(event.data))
          // A refused or failed socket closes next: the close is what counts.
          next.addEventListener('error', () => undefined)
          next.addEventListener('close', () => {
            reject(new Error(`WalletConnect relay unreachable: ${options.relayUrl}`))
            if (socket === next) onDown()
          })
        }),
    )
    return opening
  }

  const request = (method: string, params: object): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = payloadId()
      const payload = JSON.stringify({ id, jsonrpc: '2.0', method, params })
      pending.set(id, { payload, resolve, reject })
      if (connected) socket?.send(payload)
      else open().catch(() => undefined)
    })

  return {
    get connected() {
      return connected
    },
    on: (_event, listener) => downListeners.add(listener),
    off: (_event, listener) => downListeners.delete(listener),
    subscribe: async (topic) => {
      topics.set(topic, topics.get(topic) ?? '')
      const id = await request('irn_subscribe', { topic })
      if (topics.has(topic)) topics.set(topic, String(id))
    },
    unsubscribe: (topic) => {
      const id = topics.get(topic)
      topics.delete(topic)
      if (id === undefined || !connected) return
      request('irn_unsubscribe', { topic, id }).catch(() => undefined)
    },
    publish: async (topic, message, opts) => {
      await request('irn_publish', { topic, message, ttl: opts.ttl, tag: opts.tag })
    },
    close: () => {
      closed = true
      if (retry) clearTimeout(retry)
      pending.clear()
      const current = socket
      socket = undefined
      connected = false
      current?.close()
    },
  }
}
