/**
 * Shortens an address for buttons and titles: `0x1234…abcd` (the first 6 and last 4
 * characters); short strings stay as they are.
 */
export const shortenAddress = (address: string): string =>
  address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
