import {
  WALLETCONNECT_DEFAULT_RELAY_URL,
  WALLETCONNECT_SESSION_EXTEND_S,
} from '../../../constants.ts'
import type { WalletConnectStorage } from '../walletConnectMemoryStorage.ts'
import type { WatchedRelayer } from '../walletConnectWatchdog.ts'
import { formatAuthMessage } from './wcAuthMessage.ts'
import { makeProposer, type WcProposeParams } from './wcProposal.ts'
import { routeRequest, type WcAppRequest } from './wcRequestRouter.ts'
import {
  defaultWalletConnectStorage,
  makeSessionStore,
  type WcStoredSession,
} from './wcSessionStore.ts'
import { makeTransport, type WcIncoming } from './wcTransport.ts'
import type { WcMetadata, WcSession, WcSessionNamespace } from './wcTypes.ts'

/** What the client tells its listeners. */
export interface WcClientEvents {
  readonly display_uri: string
  readonly session_event: {
    readonly chainId: string
    readonly event: { readonly name: string; readonly data: unknown }
  }
  readonly session_update: WcSession
  readonly session_delete: undefined
  readonly session_expire: undefined
}

/** Options of {@link createWalletConnectClient}. */
export interface WcClientOptions {
  readonly projectId: string
  readonly relayUrl?: string | undefined
  readonly metadata?: WcMetadata | undefined
  readonly storage?: WalletConnectStorage | undefined
  /** Prefix of the storage keys; default `latch`. */
  readonly storagePrefix?: string | undefined
  /** CAIP-2 chain → the network's RPC URL, for the chain reads the wallet is not asked. */
  readonly rpcMap: Readonly<Record<string, string>>
}

/** Latch's WalletConnect v2 dApp client: one session at a time. */
export interface WcClient {
  /** The settled (or restored) session; `undefined` when there is none. */
  readonly session: WcSession | undefined
  /** The relay socket's state, for the pairing watchdog. */
  readonly relayer: WatchedRelayer
  on<K extends keyof WcClientEvents>(event: K, listener: (data: WcClientEvents[K]) => void): void
  /** Proposes a session (`display_uri` carries the URI) and resumes once the wallet settles it. */
  connect(params: WcProposeParams): Promise<WcSession>
  /** An app request on `chain` (default: the session's first chain). */
  request(request: WcAppRequest, chain?: string): Promise<unknown>
  /** Ends the session (`wc_sessionDelete`, 6000) and forgets it. */
  disconnect(): Promise<void>
  /** Forgets a pairing that did not end in a session. */
  cleanupPendingPairings(): void
  /** The CAIP-122 message of a CACAO's payload. */
  readonly formatAuthMessage: typeof formatAuthMessage
  /** Closes the relay socket and stops the expiry timer; the session stays stored. */
  close(): Promise<void>
}

const userDisconnected = { code: 6000, message: 'User disconnected.' }
const methodNotFound = { code: -32601, message: 'Method not found' }

/** The first chain of a session, for requests that name none. */
const firstChain = (session: WcSession): string | undefined => {
  const [key, ns] = Object.entries(session.namespaces)[0] ?? []
  return ns?.chains?.[0] ?? ns?.accounts[0]?.split(':').slice(0, 2).join(':') ?? key
}

/**
 * Makes the client: loads the stored session (dropped when expired) and, if there is one,
 * listens on its topic again. It answers the wallet's `wc_sessionUpdate`, `wc_sessionExtend`,
 * `wc_sessionEvent`, `wc_sessionDelete` and pings, and ends the session at its expiry.
 */
export const createWalletConnectClient = async (options: WcClientOptions): Promise<WcClient> => {
  const store = makeSessionStore(
    options.storage ?? defaultWalletConnectStorage(),
    options.storagePrefix ?? 'latch',
  )
  const listeners = new Map<keyof WcClientEvents, Set<(data: never) => void>>()
  const emit = <K extends keyof WcClientEvents>(event: K, data: WcClientEvents[K]) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (d: typeof data) => void)(data)
  }
  let current: WcStoredSession | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined

  const onRequest = (incoming: WcIncoming) => {
    if (proposer.settle(incoming)) return
    const answer = handle(incoming)
    transport.respond(incoming, answer).catch(() => undefined)
  }
  const transport = makeTransport({
    relayUrl: options.relayUrl ?? WALLETCONNECT_DEFAULT_RELAY_URL,
    projectId: options.projectId,
    seed: await store.relaySeed(),
    onRequest: (incoming) => onRequest(incoming),
  })
  const metadata = options.metadata ?? { name: '', description: '', url: '', icons: [] }
  const proposer = makeProposer(transport, metadata)

  const keep = (stored: WcStoredSession | undefined) => {
    current = stored
    if (expiryTimer) clearTimeout(expiryTimer)
    expiryTimer = undefined
    if (!stored) return store.clear().catch(() => undefined)
    const left = stored.session.expiry * 1000 - Date.now()
    expiryTimer = setTimeout(() => end('session_expire'), Math.min(left, 2 ** 31 - 1))
    return store.save(stored).catch(() => undefined)
  }

  const end = (event: 'session_delete' | 'session_expire') => {
    if (!current) return
    transport.forget(current.session.topic)
    keep(undefined)
    emit(event, undefined)
  }

  /** Updates the session with what the wallet changed, keeps it, and says so. */
  const change = (patch: Partial<WcSession>) => {
    if (!current) return
    const session = { ...current.session, ...patch }
    keep({ ...current, session })
    emit('session_update', session)
  }

  /** The answer to one request of the wallet on the session (or its pairing). */
  const handle = (incoming: WcIncoming): { result: unknown } | { error: typeof methodNotFound } => {
    const onSession = current?.session.topic === incoming.topic
    const params = incoming.params as Record<string, unknown>
    switch (incoming.method) {
      case 'wc_sessionPing':
      case 'wc_pairingPing':
        return { result: true }
      case 'wc_sessionUpdate':
        if (onSession)
          change({ namespaces: params.namespaces as Record<string, WcSessionNamespace> })
        return { result: true }
      case 'wc_sessionExtend':
        // It names no expiry: the session lives another seven days from now, as on the wallet.
        if (onSession && current) {
          const expiry = Math.floor(Date.now() / 1000) + WALLETCONNECT_SESSION_EXTEND_S
          keep({ ...current, session: { ...current.session, expiry } })
        }
        return { result: true }
      case 'wc_sessionEvent':
        if (onSession)
          queueMicrotask(() => emit('session_event', params as WcClientEvents['session_event']))
        return { result: true }
      case 'wc_sessionDelete':
        if (onSession) queueMicrotask(() => end('session_delete'))
        return { result: true }
      case 'wc_pairingDelete':
        return { result: true }
      default:
        return { error: methodNotFound }
    }
  }

  const stored = await store.load()
  if (stored && stored.session.expiry * 1000 > Date.now()) {
    keep(stored)
    transport.listen(stored.session.topic, stored.symKey).catch(() => undefined)
  } else if (stored) {
    await store.clear()
  }

  return {
    get session() {
      return current?.session
    },
    relayer: transport.socket,
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (data: never) => void)
      listeners.set(event, set)
    },
    connect: async (params) => {
      const settled = await proposer.propose(params, (uri) => emit('display_uri', uri))
      if (current) transport.forget(current.session.topic)
      await keep(settled)
      return settled.session
    },
    request: (request, chain) => {
      const session = current?.session
      if (!session) return Promise.reject(Object.assign(new Error('No session'), userDisconnected))
      return routeRequest(
        {
          session,
          rpcMap: options.rpcMap,
          wallet: (r, on) =>
            transport.send(session.topic, 'wc_sessionRequest', { request: r, chainId: on }).answer,
        },
        request,
        chain ?? firstChain(session) ?? '',
      )
    },
    disconnect: async () => {
      if (!current) return
      const { topic } = current.session
      const sent = transport.send(topic, 'wc_sessionDelete', userDisconnected)
      await sent.published.catch(() => undefined)
      transport.forget(topic)
      await keep(undefined)
    },
    cleanupPendingPairings: () => proposer.cancel(),
    formatAuthMessage,
    close: async () => {
      if (expiryTimer) clearTimeout(expiryTimer)
      expiryTimer = undefined
      proposer.cancel()
      transport.close()
    },
  }
}
