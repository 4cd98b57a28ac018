import type { SwapProviderTransaction } from './SwapProvider.ts'

/**
 * A swap provider's unsigned transaction as the convert answers carry it: the value, gas and
 * gas price in decimal strings (gas and gas price only when known).
 *
 * @example
 * import { unsignedTx } from './unsignedTx.ts'
 * unsignedTx({ from: '0x…', to: '0x…', data: '0x', value: 0n }) // { …, value: '0', eip155: {} }
 */
export const unsignedTx = (tx: SwapProviderTransaction) => ({
  from: tx.from,
  to: tx.to,
  data: tx.data,
  value: tx.value.toString(),
  eip155: {
    ...(tx.gas !== undefined ? { gas: tx.gas.toString() } : {}),
    ...(tx.gasPrice !== undefined ? { gasPrice: tx.gasPrice.toString() } : {}),
  },
})
