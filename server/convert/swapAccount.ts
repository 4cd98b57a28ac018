import { type Address, getAddress, isAddress } from 'viem'
import { SwapFailure } from './SwapProvider.ts'

/**
 * Splits a CAIP-10 account of the convert API (`eip155:31337:0x…`) into its CAIP-2 chain and
 * EVM address; a malformed one fails naming `field`.
 *
 * @example
 * import { swapAccount } from './swapAccount.ts'
 * const { chainId, address } = swapAccount('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'from')
 */
export const swapAccount = (
  caip10: string,
  field: string,
): { readonly chainId: string; readonly address: Address } => {
  const [namespace, reference, address = ''] = caip10.split(':')
  if (!isAddress(address, { strict: false }))
    throw new SwapFailure('unknown-token', `Invalid '${field}': ${caip10} is not an EVM account`)
  return { chainId: `${namespace}:${reference}`, address: getAddress(address) }
}

/**
 * The one chain of several CAIP-10 accounts of one request; accounts on different chains fail.
 *
 * @example
 * import { sameChain } from './swapAccount.ts'
 * const chainId = sameChain({ from: 'eip155:1:0x…', to: 'eip155:1:0x…' })
 */
export const sameChain = (accounts: Readonly<Record<string, string>>) => {
  const parsed = Object.entries(accounts).map(([field, value]) => swapAccount(value, field))
  const chainId = parsed[0]?.chainId ?? ''
  if (parsed.some((p) => p.chainId !== chainId))
    throw new SwapFailure(
      'unknown-token',
      `Invalid request: ${Object.keys(accounts).join(', ')} must be on one chain`,
    )
  return { chainId, addresses: parsed.map((p) => p.address) }
}
