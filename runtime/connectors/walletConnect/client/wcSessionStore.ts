import {
  makeWalletConnectMemoryStorage,
  type WalletConnectStorage,
} from '../walletConnectMemoryStorage.ts'
import { bytesToHex, hexToBytes } from './wcBytes.ts'
import { newRelaySeed } from './wcRelayAuth.ts'
import type { WcSession } from './wcTypes.ts'

/** A session and its symmetric key, as stored for a restore after a reload. */
export interface WcStoredSession {
  readonly session: WcSession
  readonly symKey: string
}

/** What the client keeps between page loads. */
export interface WcSessionStore {
  /** The client's relay identity (an ed25519 seed), made and kept on first use. */
  relaySeed(): Promise<Uint8Array>
  load(): Promise<WcStoredSession | undefined>
  save(stored: WcStoredSession): Promise<void>
  clear(): Promise<void>
}

/** `localStorage` as a WalletConnect storage (JSON values). */
const localStorageBackend = (store: Storage): WalletConnectStorage => ({
  getKeys: async () => Object.keys(store),
  getEntries: async <T>() =>
    Object.keys(store).map((k) => [k, JSON.parse(store.getItem(k) ?? 'null') as T] as [string, T]),
  getItem: async <T>(key: string) => {
    const text = store.getItem(key)
    return text === null ? undefined : (JSON.parse(text) as T)
  },
  setItem: async (key, value) => store.setItem(key, JSON.stringify(value)),
  removeItem: async (key) => store.removeItem(key),
})

/** The page's `localStorage`, or memory where there is none (Node, a sandboxed frame). */
export const defaultWalletConnectStorage = (): WalletConnectStorage => {
  try {
    if (typeof localStorage !== 'undefined') return localStorageBackend(localStorage)
  } catch {
    // A sandboxed frame throws on access: memory it is.
  }
  return makeWalletConnectMemoryStorage()
}

/** The session store over `storage`, its keys under `prefix` (`latch:wc:session`, …). */
export const makeSessionStore = (storage: WalletConnectStorage, prefix: string): WcSessionStore => {
  const sessionKey = `${prefix}:wc:session`
  const seedKey = `${prefix}:wc:relaySeed`
  return {
    relaySeed: async () => {
      const kept = await storage.getItem<string>(seedKey)
      if (typeof kept === 'string' && kept.length === 64) return hexToBytes(kept)
      const seed = newRelaySeed()
      await storage.setItem(seedKey, bytesToHex(seed))
      return seed
    },
    load: async () => {
      const stored = await storage.getItem<WcStoredSession>(sessionKey)
      return stored?.session && typeof stored.symKey === 'string' ? stored : undefined
    },
    save: (stored) => storage.setItem(sessionKey, stored),
    clear: () => storage.removeItem(sessionKey),
  }
}
