/**
 * Shortens an address for buttons and titles: `0x1234…abcd` (the first 6 and last 4
 * characters); short strings stay as they are.
 *
 * @example
 * import { shortenAddress } from './react/format/shortenAddress.ts'
 *
 * shortenAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '0xf39F…2266'
 */
export const shortenAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
