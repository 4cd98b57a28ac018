import fc from 'fast-check'
import { type Address, encodeAbiParameters, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { readerArguments, readerResult } from '../../../server/chain/balanceReaderAbi.ts'

const ARGUMENTS = [{ type: 'address[]' }, { type: 'address[]' }] as const
const RESULT = [{ type: 'uint256[]' }, { type: 'bool[]' }] as const

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as Address)
const entries = fc.array(fc.tuple(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.boolean()), {
  maxLength: 120,
})

/** The reader's answer as solc's `abi.encode` writes it (viem's encoder, the reference). */
const answerOf = (pairs: readonly (readonly [bigint, boolean])[]) =>
  encodeAbiParameters(RESULT, [pairs.map(([amount]) => amount), pairs.map(([, read]) => read)])

describe('the balance reader ABI, by hand', () => {
  it('rule: the arguments are viem encodeAbiParameters word for word', () => {
    fc.assert(
      fc.property(
        fc.array(address, { maxLength: 60 }),
        fc.array(address, { maxLength: 5 }),
        (owners, tokens) => {
          const byHand = readerArguments(tokens)(owners)
          expect(`0x${byHand}`).toBe(encodeAbiParameters(ARGUMENTS, [owners, tokens]))
        },
      ),
    )
  })

  it('rule: the answer decodes to the amounts and flags encoded', () => {
    fc.assert(
      fc.property(entries, (pairs) => {
        expect(readerResult(answerOf(pairs), pairs.length)).toEqual({
          amounts: pairs.map(([amount]) => amount),
          read: pairs.map(([, read]) => read),
        })
      }),
    )
  })

  it('error: an answer that is not the reader canonical one is undefined', () => {
    const pairs = [
      [5n, true],
      [7n, false],
    ] as const
    const good = answerOf(pairs)
    const word = (hex: Hex, index: number, value: string) =>
      `${hex.slice(0, 2 + 64 * index)}${value}${hex.slice(2 + 64 * (index + 1))}`
    expect(readerResult(good, 2)).toBeDefined()
    expect(readerResult(good, 3)).toBeUndefined()
    expect(readerResult(`${good}00`, 2)).toBeUndefined()
    expect(readerResult(good.slice(2), 2)).toBeUndefined()
    expect(readerResult(undefined, 0)).toBeUndefined()
    expect(readerResult('0x', 0)).toBeUndefined()
    // A first offset that is not 0x40, a bool that is 2, an amount with a non-hex digit.
    expect(readerResult(word(good, 0, `${'0'.repeat(62)}60`), 2)).toBeUndefined()
    expect(readerResult(word(good, 7, `${'0'.repeat(63)}2`), 2)).toBeUndefined()
    expect(readerResult(word(good, 3, `${'0'.repeat(63)}g`), 2)).toBeUndefined()
  })

  it('error: a token that is not an address is refused when the reader is made', () => {
    expect(() => readerArguments(['0x1234'])).toThrow('0x1234 is not an EVM address')
  })
})
