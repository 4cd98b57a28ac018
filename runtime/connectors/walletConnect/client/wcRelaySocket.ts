import {
  WALLETCONNECT_RECONNECT_MAX_MS,
  WALLETCONNECT_RECONNECT_MIN_MS,
  WALLETCONNECT_RELAY_JWT_TTL_S,
} from '../../../constants.ts'
import type { WatchedRelayer } from '../walletConnectWatchdog.ts'
import type { WcClock } from './wcClock.ts'
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
  /** The clock the reconnect backoff waits on. */
  readonly clock: WcClock
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

/** The socket's state, shared by the functions below. */
interface SocketState {
  readonly options: WcRelaySocketOptions
  readonly pending: Map<number, Pending>
  /** Subscribed topics → the relay's subscription id (for `irn_unsubscribe`). */
  readonly topics: Map<string, string>
  /** The messages already handed on (the relay delivers at least once). */
  readonly seen: Set<string>
  readonly downListeners: Set<() => void>
  socket: Socket | undefined
  opening: Promise<void> | undefined
  connected: boolean
  closed: boolean
  backoff: number
  /** Cancels the reconnect waiting for its backoff. */
  retry: (() => void) | undefined
}

/** The relay URL with a fresh auth JWT, the project id and the user agent. */
const connectUrl = (options: WcRelaySocketOptions) => {
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

/** One frame from the relay: a delivery (acknowledged, handed on once) or an answer. */
const onData = (state: SocketState, raw: unknown) => {
  let data: { id?: number; method?: string; params?: unknown; result?: unknown; error?: unknown }
  try {
    data = JSON.parse(String(raw))
  } catch {
    return
  }
  if (data.method === 'irn_subscription') {
    state.socket?.send(JSON.stringify({ id: data.id, jsonrpc: '2.0', result: true }))
    const message = (data.params as { data?: WcRelayMessage } | undefined)?.data
    if (!message || state.seen.has(message.message)) return
    state.seen.add(message.message)
    if (state.seen.size > 500) state.seen.delete(state.seen.values().next().value as string)
    return state.options.onMessage(message)
  }
  const call = typeof data.id === 'number' ? state.pending.get(data.id) : undefined
  if (!call || data.id === undefined) return
  state.pending.delete(data.id)
  const error = data.error as { message?: string } | undefined
  if (error) call.reject(new Error(error.message ?? 'Relay error'))
  else call.resolve(data.result)
}

/** The socket dropped: tell the watchers, then reconnect after the backoff. */
const onDown = (state: SocketState) => {
  const wasConnected = state.connected
  state.connected = false
  state.socket = undefined
  state.opening = undefined
  if (state.closed) return
  if (wasConnected) for (const listener of [...state.downListeners]) listener()
  state.retry = state.options.clock.after(state.backoff, () => {
    state.retry = undefined
    open(state).catch(() => undefined)
  })
  state.backoff = Math.min(state.backoff * 2, WALLETCONNECT_RECONNECT_MAX_MS)
}

/** Once open: re-subscribe every topic and re-send what the relay has not answered. */
const onOpen = (state: SocketState, socket: Socket) => {
  state.connected = true
  state.backoff = WALLETCONNECT_RECONNECT_MIN_MS
  for (const topic of state.topics.keys()) {
    request(state, 'irn_subscribe', { topic })
      .then((id) => state.topics.has(topic) && state.topics.set(topic, String(id)))
      .catch(() => undefined)
  }
  for (const call of state.pending.values()) socket.send(call.payload)
}

/** Opens the socket (once at a time); resumes when it is open. */
const open = (state: SocketState): Promise<void> => {
  if (state.closed) return Promise.reject(new Error('Relay socket closed'))
  state.opening ??= webSocketClass().then(
    (Class) =>
      new Promise<void>((resolve, reject) => {
        const socket = new Class(connectUrl(state.options))
        state.socket = socket
        socket.addEventListener('open', () => {
          onOpen(state, socket)
          resolve()
        })
        socket.addEventListener('message', (event) => onData(state, event.data))
        // A refused or failed socket closes next: the close is what counts.
        socket.addEventListener('error', () => undefined)
        socket.addEventListener('close', () => {
          reject(new Error(`WalletConnect relay unreachable: ${state.options.relayUrl}`))
          if (state.socket === socket) onDown(state)
        })
      }),
  )
  return state.opening
}

/** A relay JSON-RPC request; sent now when open, else once the socket opens. */
const request = (state: SocketState, method: string, params: object): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const id = payloadId()
    const payload = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    state.pending.set(id, { payload, resolve, reject })
    if (state.connected) state.socket?.send(payload)
    else open(state).catch(() => undefined)
  })

/**
 * The relay socket: opened on first use with a fresh auth JWT in the URL (`?auth=…&projectId=…
 * &ua=…`), JSON-RPC over it (`irn_subscribe`, `irn_publish`, `irn_unsubscribe`), each
 * `irn_subscription` acknowledged and handed to `onMessage` once (the relay delivers at least
 * once). A dropped socket emits `relayer_disconnect` and reconnects with a backoff on `clock`
 * (500 ms, doubling to 5 s, back to 500 ms once open), re-subscribing every topic and re-sending what the relay had not answered.
 */
export const makeRelaySocket = (options: WcRelaySocketOptions): WcRelaySocket => {
  const state: SocketState = {
    options,
    pending: new Map(),
    topics: new Map(),
    seen: new Set(),
    downListeners: new Set(),
    socket: undefined,
    opening: undefined,
    connected: false,
    closed: false,
    backoff: WALLETCONNECT_RECONNECT_MIN_MS,
    retry: undefined,
  }
  return {
    get connected() {
      return state.connected
    },
    on: (_event, listener) => state.downListeners.add(listener),
    off: (_event, listener) => state.downListeners.delete(listener),
    subscribe: async (topic) => {
      state.topics.set(topic, state.topics.get(topic) ?? '')
      const id = await request(state, 'irn_subscribe', { topic })
      if (state.topics.has(topic)) state.topics.set(topic, String(id))
    },
    unsubscribe: (topic) => {
      const id = state.topics.get(topic)
      state.topics.delete(topic)
      if (id === undefined || !state.connected) return
      request(state, 'irn_unsubscribe', { topic, id }).catch(() => undefined)
    },
    publish: async (topic, message, opts) => {
      await request(state, 'irn_publish', { topic, message, ttl: opts.ttl, tag: opts.tag })
    },
    close: () => {
      state.closed = true
      state.retry?.()
      state.pending.clear()
      const current = state.socket
      state.socket = undefined
      state.connected = false
      current?.close()
    },
  }
}
