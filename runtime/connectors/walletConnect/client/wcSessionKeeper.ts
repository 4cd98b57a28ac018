import type { WcClock } from './wcClock.ts'
import type { WcSessionStore, WcStoredSession } from './wcSessionStore.ts'
import type { WcTransport } from './wcTransport.ts'
import type { WcEmit, WcSession } from './wcTypes.ts'

/** The client's one session: kept in memory and in the store, ended at its expiry. */
export interface WcSessionKeeper {
  readonly current: () => WcStoredSession | undefined
  /** The client's clock (an extend counts from its now). */
  readonly clock: WcClock
  /** Keeps `stored` (or forgets the session) and stores it; restarts the expiry timer. */
  keep(stored: WcStoredSession | undefined): Promise<void>
  /** Ends the session: stops listening on its topic, forgets it, tells the listeners. */
  end(event: 'session_delete' | 'session_expire'): void
  /** Applies what the wallet changed, keeps it, and tells `session_update`. */
  change(patch: Partial<WcSession>): void
  /** Stops the expiry timer (the session stays stored). */
  stop(): void
}

/** Makes the keeper over the session store and the transport; the expiry waits on `clock`. */
export const makeSessionKeeper = (
  store: WcSessionStore,
  transport: WcTransport,
  emit: WcEmit,
  clock: WcClock,
): WcSessionKeeper => {
  let current: WcStoredSession | undefined
  let cancelExpiry: (() => void) | undefined
  const stop = () => {
    cancelExpiry?.()
    cancelExpiry = undefined
  }
  const keep = (stored: WcStoredSession | undefined) => {
    current = stored
    stop()
    if (!stored) return store.clear().catch(() => undefined)
    const left = stored.session.expiry * 1000 - clock.now()
    cancelExpiry = clock.after(left, () => end('session_expire'))
    return store.save(stored).catch(() => undefined)
  }
  const end = (event: 'session_delete' | 'session_expire') => {
    if (!current) return
    transport.forget(current.session.topic)
    keep(undefined)
    emit(event, undefined)
  }
  return {
    current: () => current,
    clock,
    keep,
    end,
    change: (patch) => {
      if (!current) return
      const session = { ...current.session, ...patch }
      keep({ ...current, session })
      emit('session_update', session)
    },
    stop,
  }
}
