import type { DevWalletProvider } from './createDevWallet.ts'
import { devWalletInfo } from './devWalletInfo.ts'

/** EIP-6963 provider info: `uuid` is new for each `announceDevWallet` call. */
export type DevWalletProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** The window surface the announcement needs (a browser `window` or a happy-dom `Window`). */
export type AnnounceTarget = {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: Event): boolean
  readonly CustomEvent: typeof CustomEvent
}

/**
 * Announces the dev wallet through EIP-6963: dispatches `eip6963:announceProvider` with
 * `{ info: { uuid, name: 'Latch Dev Wallet', icon, rdns: 'dev.latch.wallet' }, provider }`
 * now and again on every `eip6963:requestProvider`. Returns a function that stops answering.
 *
 * @example
 * import { announceDevWallet } from './announceDevWallet.ts'
 * const stop = announceDevWallet(window, wallet)
 */
export const announceDevWallet = (
  window: AnnounceTarget,
  provider: DevWalletProvider,
  info: Partial<DevWalletProviderInfo> = {},
): (() => void) => {
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), ...devWalletInfo, ...info }),
    provider,
  })
  const announce = () => {
    window.dispatchEvent(new window.CustomEvent('eip6963:announceProvider', { detail }))
  }
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
