/** The key-value store sign-client keeps the mobile wallet's pairings, sessions and keys in. */
export interface MobileWalletStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * The mobile wallet's store in memory (sign-client without `indexedDB` would write files): JSON
 * in and out, as a phone's store keeps it. Pass one to two wallets to act out an app restart.
 */
export const makeMobileWalletStorage = (): MobileWalletStorage => {
  const items = new Map<string, string>()
  const read = <T>(key: string) => {
    const text = items.get(key)
    return text === undefined ? undefined : (JSON.parse(text) as T)
  }
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() =>
      [...items.keys()].map((key): [string, T] => [key, read<T>(key) as T]),
    getItem: async (key) => read(key),
    setItem: async (key, value) => void items.set(key, JSON.stringify(value)),
    removeItem: async (key) => void items.delete(key),
  }
}
