import { MAX_EVM_CHAIN_ID } from '../../runtime/constants.ts'

/** ENSIP-9's coin type of Ethereum mainnet (chain 1 may also use its ENSIP-11 form). */
export const ETHEREUM_COIN_TYPE = 60

/** ENSIP-11: an EVM chain's coin type is `0x80000000 | chainId`. */
const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * The CAIP-2 EVM chain of an ENSIP-11 coin type (`0x80000000 | chainId`, chain ids below
 * 2147483648), or ENSIP-9's 60 for Ethereum; `undefined` for any other coin type.
 *
 * @example
 * import { chainOfCoinType } from './chainOfCoinType.ts'
 * chainOfCoinType(2147514985) // 'eip155:31337'
 * chainOfCoinType(60) // 'eip155:1'
 */
export const chainOfCoinType = (coinType: number): string | undefined => {
  if (coinType === ETHEREUM_COIN_TYPE) return 'eip155:1'
  if (!Number.isSafeInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG) return undefined
  const chainId = coinType - EVM_COIN_TYPE_FLAG
  return chainId < MAX_EVM_CHAIN_ID ? `eip155:${chainId}` : undefined
}
