/** The key-value storage WalletConnect's core persists pairings, sessions and keys in. */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * An in-memory WalletConnect storage, for Node and tests: WalletConnect 2.25 without
 * `indexedDB`/`localStorage` falls back to `unstorage` on the file system, which a library
 * must not write to. Share one instance between two connectors to act out a page reload.
 * Values are cloned in and out, as a real store would serialise them.
 */
export const makeWalletConnectMemoryStorage = (): WalletConnectStorage => {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() =>
      [...items.entries()].map(([k, v]) => [k, structuredClone(v) as T] as [string, T]),
    getItem: async <T>(key: string) =>
      items.has(key) ? (structuredClone(items.get(key)) as T) : undefined,
    setItem: async (key, value) => {
      items.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
