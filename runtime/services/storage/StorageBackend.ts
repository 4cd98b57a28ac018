/**
 * Where strings are kept: the `getItem` / `setItem` / `removeItem` subset of Web Storage, so
 * `window.localStorage` or `sessionStorage` fit as they are. Any call may throw.
 */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A fresh in-memory backend (Node, tests, and browsers without usable storage). */
export const makeMemoryBackend = (): StorageBackend => {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value))
    },
    removeItem: (key) => {
      items.delete(key)
    },
  }
}

/** `window.localStorage` when present and reachable (a sandbox may throw on access). */
export const browserBackend = (): StorageBackend | undefined => {
  try {
    const storage = (globalThis as { localStorage?: StorageBackend }).localStorage
    return storage && typeof storage.getItem === 'function' ? storage : undefined
  } catch {
    return undefined
  }
}
