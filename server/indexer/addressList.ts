/** A set of addresses an operator lists (spam, onramp providers), each on every chain or one. */
export type AddressList = {
  /** Whether `address` (any case) is listed for every chain or for `chainId`. */
  readonly has: (chainId: string, address: string) => boolean
  /** The lowercased addresses listed for `chainId` (and for every chain). */
  readonly on: (chainId: string) => readonly string[]
}

/**
 * An operator's address list: each entry a plain `0x…` address (every chain) or a CAIP-10
 * account (`eip155:31337:0x…`, that chain only); case is ignored.
 *
 * @example
 * import { addressList } from './addressList.ts'
 * const spam = addressList(['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'])
 * spam.has('eip155:31337', '0xa0ee7a142d267c1f36714e4a8f75612f20a79720') // true
 */
export const addressList = (entries: readonly string[] = []): AddressList => {
  const everywhere = new Set<string>()
  const byChain = new Map<string, Set<string>>()
  for (const entry of entries) {
    const parts = entry.toLowerCase().split(':')
    const address = parts.at(-1) ?? ''
    if (parts.length === 3) {
      const chainId = `${parts[0]}:${parts[1]}`
      const set = byChain.get(chainId) ?? new Set<string>()
      set.add(address)
      byChain.set(chainId, set)
    } else everywhere.add(address)
  }
  return {
    has: (chainId, address) => {
      const a = address.toLowerCase()
      return everywhere.has(a) || byChain.get(chainId)?.has(a) === true
    },
    on: (chainId) => [...everywhere, ...(byChain.get(chainId) ?? [])],
  }
}
