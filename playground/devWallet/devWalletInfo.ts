const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#3b82f6"/>' +
  '<path d="M32 44V34a16 16 0 0 1 32 0v10" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' +
  '<rect x="22" y="44" width="52" height="34" rx="8" fill="#fff"/>' +
  '<circle cx="48" cy="61" r="6" fill="#3b82f6"/></svg>'

/**
 * The dev wallet's EIP-6963 provider info, without the per-session `uuid`.
 *
 * @example
 * import { devWalletInfo } from './devWalletInfo.ts'
 * devWalletInfo.rdns // 'dev.latch.wallet'
 */
export const devWalletInfo = {
  name: 'Latch Dev Wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(iconSvg)}`,
  rdns: 'dev.latch.wallet',
} as const
