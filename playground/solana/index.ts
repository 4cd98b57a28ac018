export { createDevSvm, type DevSvm } from './createDevSvm.ts'
export {
  DEV_SOLANA_KEY_COUNT,
  DEV_SOLANA_LAMPORTS,
  devSolanaKeys,
  devSolanaSeed,
} from './devSolanaKeys.ts'
export { devSplMint, devSplToken, solanaPlaygroundPrices } from './devSplToken.ts'
export {
  LOCAL_SOLANA_GENESIS_HASH,
  LOCAL_SOLANA_REFERENCE,
  localSolanaNetwork,
} from './localSolanaNetwork.ts'
export {
  type SolanaChain,
  type StartSolanaChainOptions,
  startSolanaChain,
} from './startSolanaChain.ts'
