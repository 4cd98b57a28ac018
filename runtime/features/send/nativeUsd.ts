import type { TokenBalance } from '../../../generated/api/schemas.ts'
import type { Network } from '../../networks.ts'

/**
 * The USD value of `amount` of `network`'s native token (in its unit, e.g. ETH), at the native
 * token's price in the account's balances (`state.account.tokenBalance`): `undefined` while no
 * price is known. The send and swap previews price their network fee with it, and the modal
 * prices a fee estimated before the balances arrived with it too.
 *
 * @example
 * import { createLatch, nativeUsd } from 'latch'
 * import { mainnet } from 'latch/networks'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 * const { account, network } = latch.state
 * nativeUsd('0.001', network.value, account.value.tokenBalance) // e.g. 3.1 at $3,100 an ETH
 */
export const nativeUsd = (
  amount: string,
  network: Pick<Network, 'caipNetworkId'>,
  tokenBalance: readonly TokenBalance[],
): number | undefined => {
  const native = tokenBalance.find((t) => !t.address && t.chainId === network.caipNetworkId)
  return native?.price ? Number(amount) * native.price : undefined
}
