/**
 * EIP-6963 wallet discovery: collects the providers that browser wallets announce, plus the
 * legacy `window.ethereum` when no announced wallet is the same object.
 */

/** A minimal EIP-1193 provider: what Latch calls on an injected or external wallet. */
export interface Eip1193Provider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/** EIP-6963 provider info. */
export interface Eip6963Info {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** One wallet found in the page. */
export interface DiscoveredWallet {
  /** `rdns` for announced wallets, `injected` for the legacy fallback. */
  readonly id: string
  readonly info: Eip6963Info | undefined
  readonly provider: Eip1193Provider
  readonly announced: boolean
}

/** The slice of `window` discovery needs, so it runs in any DOM (happy-dom in tests). */
export interface DiscoveryTarget {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  readonly ethereum?: unknown
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { request?: unknown }).request === 'function'

const isInfo = (value: unknown): value is Eip6963Info => {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.uuid === 'string' &&
    typeof v.name === 'string' &&
    typeof v.icon === 'string' &&
    typeof v.rdns === 'string' &&
    v.rdns.length > 0
  )
}

/**
 * Listens for announcements, asks wallets to announce, and reports the list on every change.
 * Returns a function that stops listening.
 */
export const watchInjectedWallets = (
  target: DiscoveryTarget,
  onChange: (wallets: readonly DiscoveredWallet[]) => void,
): (() => void) => {
  const announced = new Map<string, DiscoveredWallet>()

  const legacy = (): DiscoveredWallet[] => {
    const eth = target.ethereum
    if (!isProvider(eth)) return []
    for (const w of announced.values()) if (w.provider === eth) return []
    return [{ id: 'injected', info: undefined, provider: eth, announced: false }]
  }
  const emit = () => onChange([...announced.values(), ...legacy()])

  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail as
      | { info?: unknown; provider?: unknown }
      | undefined
    if (!detail || !isInfo(detail.info) || !isProvider(detail.provider)) return
    const existing = announced.get(detail.info.rdns)
    if (existing?.provider === detail.provider) return
    announced.set(detail.info.rdns, {
      id: detail.info.rdns,
      info: detail.info,
      provider: detail.provider,
      announced: true,
    })
    emit()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  emit()
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}
