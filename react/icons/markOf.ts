import type { Network } from '../../runtime/index.ts'

/** The social logins' marks (SPEC §1), drawn by Latch too. */
export type SocialMarkName =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'

/**
 * The marks Latch draws itself (react/icons/marks.tsx): WalletConnect's, the networks' and the
 * social logins'.
 */
export type MarkName =
  | SocialMarkName
  | 'walletConnect'
  | 'ethereum'
  | 'arbitrum'
  | 'avalanche'
  | 'base'
  | 'bsc'
  | 'optimism'
  | 'polygon'
  | 'solana'
  | 'bitcoin'

// The built-in EVM networks (runtime/networks.ts) by chain id, with their public testnets.
const evm: Readonly<Record<string, MarkName>> = {
  'eip155:1': 'ethereum',
  'eip155:11155111': 'ethereum',
  'eip155:17000': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:421614': 'arbitrum',
  'eip155:43114': 'avalanche',
  'eip155:43113': 'avalanche',
  'eip155:8453': 'base',
  'eip155:84532': 'base',
  'eip155:56': 'bsc',
  'eip155:97': 'bsc',
  'eip155:10': 'optimism',
  'eip155:11155420': 'optimism',
  'eip155:137': 'polygon',
  'eip155:80002': 'polygon',
}

/**
 * The mark of a network: its chain's by CAIP-2 id on eip155; on solana and bitcoin every
 * network of the namespace (mainnet, devnet, testnet, a local validator) is that chain's.
 * `undefined` for another EVM chain (a local node): the caller draws its initial.
 */
export const markOf = (network: Pick<Network, 'caipNetworkId' | 'chainNamespace'>) => {
  if (network.chainNamespace === 'solana') return 'solana'
  if (network.chainNamespace === 'bitcoin') return 'bitcoin'
  return evm[network.caipNetworkId]
}
