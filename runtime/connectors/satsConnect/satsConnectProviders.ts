/** A sats-connect (WBIP001) answer: JSON-RPC 2.0, a result or an error. */
export type SatsConnectResponse =
  | { readonly jsonrpc?: '2.0'; readonly id?: unknown; readonly result: unknown }
  | {
      readonly jsonrpc?: '2.0'
      readonly id?: unknown
      readonly error: { readonly code: number; readonly message: string; readonly data?: unknown }
    }

/** A Bitcoin wallet's sats-connect provider (`window.XverseProviders.BitcoinProvider`, …). */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  /** Wallet events (`accountChange`, `networkChange`, `disconnect`); returns the remover. */
  addListener?(event: string, listener: (event: unknown) => void): (() => void) | undefined
}

/** How a wallet lists itself in `window.btc_providers` (WBIP004). */
export interface SatsConnectListing {
  /** Where the provider is on `window`, as a dot path (`XverseProviders.BitcoinProvider`). */
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
}

/** A provider found through `window.btc_providers`, with its listing. */
export interface FoundSatsConnectProvider {
  readonly listing: SatsConnectListing
  readonly provider: SatsConnectProvider
}

const isProvider = (value: unknown): value is SatsConnectProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

/** The value at a dot path of `root`, `undefined` when any step is missing. */
const at = (root: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      root,
    )

/**
 * The sats-connect Bitcoin wallets a page has: each entry of `window.btc_providers` (WBIP004)
 * whose `id` names a provider on `window` with a `request` method. Entries that are malformed
 * or point at nothing are skipped; each provider once.
 */
export const findSatsConnectProviders = (window: unknown): FoundSatsConnectProvider[] => {
  const listed = at(window, 'btc_providers')
  if (!Array.isArray(listed)) return []
  const found: FoundSatsConnectProvider[] = []
  for (const entry of listed as unknown[]) {
    const { id, name, icon } = (entry ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string') continue
    const provider = at(window, id)
    if (!isProvider(provider) || found.some((f) => f.provider === provider)) continue
    found.push({
      listing: { id, name, icon: typeof icon === 'string' ? icon : undefined },
      provider,
    })
  }
  return found
}
