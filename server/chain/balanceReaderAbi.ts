/** One 32-byte ABI word of a number, as 64 hex digits. */
const word = (value: number) => value.toString(16).padStart(64, '0')

/** An address (`0x` and 40 hex digits) as one ABI word. */
const addressWord = (address: string) => `000000000000000000000000${address.slice(2)}`

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const WORD = 64
const ZERO = '0'.repeat(WORD)
const ONE = `${'0'.repeat(WORD - 1)}1`

/**
 * The ABI encoding of the reader's constructor arguments `(address[] owners, address[] tokens)`
 * (hex digits, no `0x`), written by hand for the hot path: the token part is fixed per chain,
 * so it is written once (a token that is not a `0x` address throws here), and only the owners'
 * words per call (each a checked `0x` address: readBalances tests every owner). The encoding is
 * viem's `encodeAbiParameters` word for word (a property test holds it).
 *
 * @example
 * import { readerArguments } from './balanceReaderAbi.ts'
 * const encode = readerArguments(['0x5FbDB2315678afecb367f032d93F642f64180aa3'])
 * const hex = encode(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
 */
export const readerArguments = (
  tokens: readonly string[],
): ((owners: readonly string[]) => string) => {
  const wrong = tokens.find((token) => !ADDRESS.test(token))
  if (wrong !== undefined) throw new Error(`${wrong} is not an EVM address`)
  const tokenPart =
    word(tokens.length) + tokens.map((token) => addressWord(token.toLowerCase())).join('')
  return (owners) => {
    let hex = word(0x40) + word(0x40 + 32 * (1 + owners.length)) + word(owners.length)
    for (const owner of owners) hex += addressWord(owner)
    return hex + tokenPart
  }
}

/** The reader's answer: every amount, and whether each was read (a `balanceOf` may fail). */
export type ReaderResult = {
  readonly amounts: readonly bigint[]
  readonly read: readonly boolean[]
}

/**
 * Decodes the reader's answer `abi.encode(uint256[] amounts, bool[] read)`, both of `entries`
 * items, written by hand for the hot path. Only the canonical encoding the reader returns is
 * taken (its offsets, lengths, a bool that is 0 or 1, nothing after): anything else is
 * `undefined`, as is a result that is not a `0x` string, so a node that ran other code is told
 * apart from one that answered.
 *
 * @example
 * import { readerResult } from './balanceReaderAbi.ts'
 * const found = readerResult('0x' + '0'.repeat(256), 0)
 */
export const readerResult = (result: unknown, entries: number): ReaderResult | undefined => {
  if (typeof result !== 'string' || result.length !== 2 + WORD * (4 + 2 * entries)) return
  if (!result.startsWith('0x')) return
  const at = (index: number) => result.slice(2 + WORD * index, 2 + WORD * (index + 1))
  const readStart = 0x40 + 32 * (1 + entries)
  if (at(0) !== word(0x40) || at(1) !== word(readStart) || at(2) !== word(entries)) return
  if (at(3 + entries) !== word(entries)) return
  const amounts: bigint[] = []
  const read: boolean[] = []
  for (let i = 0; i < entries; i++) {
    const amount = at(3 + i)
    if (!/^[0-9a-fA-F]{64}$/.test(amount)) return
    amounts.push(BigInt(`0x${amount}`))
    const flag = at(4 + entries + i)
    if (flag !== ZERO && flag !== ONE) return
    read.push(flag === ONE)
  }
  return { amounts, read }
}
