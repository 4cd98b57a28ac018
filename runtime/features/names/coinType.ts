import { MAX_EVM_CHAIN_ID } from '../../constants.ts'
import { NetworkError } from '../../errors/NetworkError.ts'

/**
 * ENSIP-11 coin type of an EVM chain: `(0x80000000 | chainId) >>> 0`. SPEC §5: a chain id of
 * 2147483648 or more cannot be converted and is 'Invalid chainId'.
 *
 * @example
 * import { evmCoinType } from 'latch/effect'
 *
 * evmCoinType(8453) // 2147492101
 */
export const evmCoinType = (chainId: number): number => {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= MAX_EVM_CHAIN_ID) {
    throw NetworkError.of('InvalidChainId')
  }
  return (0x80000000 | chainId) >>> 0
}
