import { type Hex, stringToHex } from 'viem'
import { latchDevTokenBytecode } from './latchDevToken.ts'

/** What sets a dev token apart from the Latch Dev Token: its name, symbol and decimals. */
export type DevTokenIdentity = {
  /** At most 15 bytes of UTF-8 (the Latch Dev Token's code holds a 15-byte name). */
  readonly name: string
  /** At most 3 bytes of UTF-8. */
  readonly symbol: string
  readonly decimals: number
}

/** The Latch Dev Token's name, symbol and decimals as its compiled code pushes them. */
const NAME = { at: '600f81526020016e2630ba31b4102232bb102a37b5b2b760891b', bytes: 15 }
const SYMBOL = { at: '600381526020016213111560ea1b', bytes: 3 }
const DECIMALS = '610131601281565b'

const hexBytes = (value: number) => value.toString(16).padStart(2, '0')

/** `PUSH<n> value, PUSH1 shift, SHL`: `text` left-aligned in a 32-byte word, after its length. */
const pushLeftAligned = (text: string, width: number): string => {
  const hex = stringToHex(text).slice(2)
  const length = hex.length / 2
  if (length === 0 || length > width)
    throw new Error(`'${text}' must be 1 to ${width} bytes of UTF-8 for a dev token`)
  // Padded to the PUSH width with trailing zero bytes, so the shift keeps the text first.
  return `60${hexBytes(length)}8152602001${hexBytes(0x5f + width)}${hex.padEnd(width * 2, '0')}60${hexBytes((32 - width) * 8)}1b`
}

/**
 * The creation code of another dev ERC-20: the Latch Dev Token's compiled code (same
 * constructor `(address[] holders, uint256 amountEach)`, same behaviour) with its constant
 * name, symbol and decimals swapped in place. Each swap keeps the code's length, so no jump
 * moves; there is no Solidity compiler in the dependencies to build a second contract.
 *
 * @example
 * import { devTokenBytecode } from './devTokenBytecode.ts'
 * const bytecode = devTokenBytecode({ name: 'Latch Dev USD', symbol: 'LDU', decimals: 6 })
 */
export const devTokenBytecode = (token: DevTokenIdentity): Hex => {
  if (!Number.isInteger(token.decimals) || token.decimals < 0 || token.decimals > 255)
    throw new Error(`decimals must be 0 to 255, got ${token.decimals}`)
  const swaps: ReadonlyArray<readonly [string, string]> = [
    [NAME.at, pushLeftAligned(token.name, NAME.bytes)],
    [SYMBOL.at, pushLeftAligned(token.symbol, SYMBOL.bytes)],
    [DECIMALS, `61013160${hexBytes(token.decimals)}81565b`],
  ]
  let code: string = latchDevTokenBytecode
  for (const [from, to] of swaps) {
    if (from.length !== to.length || code.split(from).length !== 2)
      throw new Error('the Latch Dev Token code changed: update devTokenBytecode.ts')
    code = code.replace(from, to)
  }
  return code as Hex
}

/** The playground's second dev token: a 6-decimal dollar, deployed after LDT by `npm start`. */
export const latchDevUsd = { name: 'Latch Dev USD', symbol: 'LDU', decimals: 6 } as const
