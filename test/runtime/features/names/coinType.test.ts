import { describe, expect, it } from 'vitest'
import { MAX_EVM_CHAIN_ID } from '../../../../runtime/constants.ts'
import { evmCoinType } from '../../../../runtime/features/names/coinType.ts'

describe('evmCoinType', () => {
  it.each([
    [1, 2147483649],
    [8453, 2147492101],
    [MAX_EVM_CHAIN_ID - 1, 4294967295],
  ])('parameters: chain %i', (chainId, want) => {
    expect(evmCoinType(chainId)).toBe(want)
  })

  it("rule: 2147483648 and above is 'Invalid chainId'", () => {
    expect(() => evmCoinType(MAX_EVM_CHAIN_ID)).toThrowErrorMatchingInlineSnapshot(
      `[NetworkError: Invalid chainId]`,
    )
    expect(() => evmCoinType(-1)).toThrow('Invalid chainId')
  })
})
