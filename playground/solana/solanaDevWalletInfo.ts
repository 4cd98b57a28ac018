const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#9945ff"/>' +
  '<path d="M32 44V34a16 16 0 0 1 32 0v10" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>' +
  '<rect x="22" y="44" width="52" height="34" rx="8" fill="#fff"/>' +
  '<circle cx="48" cy="61" r="6" fill="#9945ff"/></svg>'

/**
 * How the Solana dev wallet presents itself (the Wallet Standard wants a base64 data URI).
 *
 * @example
 * import { solanaDevWalletInfo } from './solanaDevWalletInfo.ts'
 * solanaDevWalletInfo.name // 'Latch Solana Dev Wallet'
 */
export const solanaDevWalletInfo = {
  name: 'Latch Solana Dev Wallet',
  icon: `data:image/svg+xml;base64,${btoa(iconSvg)}`,
} as const satisfies { name: string; icon: `data:image/svg+xml;base64,${string}` }
