import { NATIVE_DECIMALS } from '../../runtime/constants.ts'
import { defineNetwork, type Network } from '../../runtime/networks.ts'

/**
 * The local Solana chain's genesis hash (fixed: base58 of SHA-256 of `latch-local-solana`);
 * its CAIP-2 id takes the first 32 characters, as for mainnet and devnet.
 */
export const LOCAL_SOLANA_GENESIS_HASH = 'AcnDLQ81CQqaBTrcBvrg6qoL3eADDBUbpezCSnWbf4DE'

/** The local Solana chain's CAIP-2 reference. */
export const LOCAL_SOLANA_REFERENCE = LOCAL_SOLANA_GENESIS_HASH.slice(0, 32)

/**
 * The local Solana chain as a Latch network (SOL, 9 decimals), reading from `rpcUrl`.
 *
 * @example
 * import { localSolanaNetwork } from './localSolanaNetwork.ts'
 * const network = localSolanaNetwork('http://127.0.0.1:8899')
 * network.caipNetworkId // 'solana:AcnDLQ81CQqaBTrcBvrg6qoL3eADDBUb'
 */
export const localSolanaNetwork = (rpcUrl: string): Network =>
  defineNetwork({
    id: LOCAL_SOLANA_REFERENCE,
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: NATIVE_DECIMALS.solana },
    rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
    testnet: true,
  })
