import { WALLETCONNECT_DEFAULT_RELAY_URL } from '../../../constants.ts'
import type { WalletConnectStorage } from '../walletConnectMemoryStorage.ts'
import type { WatchedRelayer } from '../walletConnectWatchdog.ts'
import { formatAuthMessage } from './wcAuthMessage.ts'
import type { WcClock } from './wcClock.ts'
import { makeProposer, type WcProposeParams } from './wcProposal.ts'
import { routeRequest, type WcAppRequest } from './wcRequestRouter.ts'
import { makeSessionKeeper } from './wcSessionKeeper.ts'
import { defaultWalletConnectStorage, makeSessionStore } from './wcSessionStore.ts'
import { makeTransport, type WcTransport } from './wcTransport.ts'
import type { WcClientEvents, WcEmit, WcMetadata, WcSession } from './wcTypes.ts'
import { answerWallet } from './wcWalletRequests.ts'

export type { WcClientEvents } from './wcTypes.ts'

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
  /** The clock of the session's expiry and the relay's reconnect (`walletConnectClock.ts`). */
  readonly clock: WcClock
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

/** The first chain of a session, for requests that name none. */
const firstChain = (session: WcSession): string | undefined => {
  const [key, ns] = Object.entries(session.namespaces)[0] ?? []
  return ns?.chains?.[0] ?? ns?.accounts[0]?.split(':').slice(0, 2).join(':') ?? key
}

/** An app request on the session: answered locally, by the wallet or by the chain's RPC. */
const requestOn = (
  transport: WcTransport,
  rpcMap: Readonly<Record<string, string>>,
  session: WcSession | undefined,
  request: WcAppRequest,
  chain: string | undefined,
) => {
  if (!session) return Promise.reject(Object.assign(new Error('No session'), userDisconnected))
  const wallet = (r: WcAppRequest, on: string) =>
    transport.send(session.topic, 'wc_sessionRequest', { request: r, chainId: on }).answer
  return routeRequest({ session, rpcMap, wallet }, request, chain ?? firstChain(session) ?? '')
}

/** A listener registry for the client's events. */
const makeEmitter = () => {
  const listeners = new Map<keyof WcClientEvents, Set<(data: never) => void>>()
  const emit: WcEmit = (event, data) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (d: typeof data) => void)(data)
  }
  const on: WcClient['on'] = (event, listener) => {
    const set = listeners.get(event) ?? new Set()
    set.add(listener as (data: never) => void)
    listeners.set(event, set)
  }
  return { emit, on }
}

/**
 * Makes the client: loads the stored session (dropped when expired) and, if there is one,
 * listens on its topic again. It answers the wallet's `wc_sessionUpdate`, `wc_sessionExtend`,
 * `wc_sessionEvent`, `wc_sessionDelete` and pings (`answerWallet`), and ends the session at
 * its expiry (`wcSessionKeeper.ts`).
 */
export const createWalletConnectClient = async (options: WcClientOptions): Promise<WcClient> => {
  const store = makeSessionStore(
    options.storage ?? defaultWalletConnectStorage(),
    options.storagePrefix ?? 'latch',
  )
  const { emit, on } = makeEmitter()
  const { clock } = options
  const transport = makeTransport({
    relayUrl: options.relayUrl ?? WALLETCONNECT_DEFAULT_RELAY_URL,
    projectId: options.projectId,
    seed: await store.relaySeed(),
    clock,
    onRequest: (incoming) => {
      if (proposer.settle(incoming)) return
      transport.respond(incoming, answerWallet(incoming, keeper, emit)).catch(() => undefined)
    },
  })
  const keeper = makeSessionKeeper(store, transport, emit, clock)
  const metadata = options.metadata ?? { name: '', description: '', url: '', icons: [] }
  const proposer = makeProposer(transport, metadata)
  const stored = await store.load()
  if (stored && stored.session.expiry * 1000 > clock.now()) {
    keeper.keep(stored)
    transport.listen(stored.session.topic, stored.symKey).catch(() => undefined)
  } else if (stored) await store.clear()

  return {
    get session() {
      return keeper.current()?.session
    },
    relayer: transport.socket,
    on,
    connect: async (params) => {
      const settled = await proposer.propose(params, (uri) => emit('display_uri', uri))
      const previous = keeper.current()
      if (previous) transport.forget(previous.session.topic)
      await keeper.keep(settled)
      return settled.session
    },
    request: (request, chain) =>
      requestOn(transport, options.rpcMap, keeper.current()?.session, request, chain),
    disconnect: async () => {
      const current = keeper.current()
      if (!current) return
      const sent = transport.send(current.session.topic, 'wc_sessionDelete', userDisconnected)
      await sent.published.catch(() => undefined)
      transport.forget(current.session.topic)
      await keeper.keep(undefined)
    },
    cleanupPendingPairings: () => proposer.cancel(),
    formatAuthMessage,
    close: async () => {
      keeper.stop()
      proposer.cancel()
      transport.close()
    },
  }
}
