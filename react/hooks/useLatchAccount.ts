import type { AccountStatus, Namespace } from '../../runtime/index.ts'
import { useLatch } from './useLatch.ts'
import { useSignalValue } from './useSignalValue.ts'

/** What `useLatchAccount()` returns. */
export interface LatchAccount {
  readonly address: string | undefined
  readonly caipAddress: string | undefined
  readonly status: AccountStatus
  readonly isConnected: boolean
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly balanceLoading: boolean
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
}

/**
 * The connected account. Without `namespace` it is the active namespace's full account state;
 * with one it is that namespace's connection (address, caipAddress, status), and the balance
 * and profile only when that namespace is the active one.
 *
 * @example
 * import { useLatchAccount } from 'latch/react'
 *
 * const { address, isConnected } = useLatchAccount('eip155')
 */
export const useLatchAccount = (namespace?: Namespace): LatchAccount => {
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const connections = useSignalValue(latch.state.connections)
  if (namespace === undefined || account.namespace === namespace) {
    return {
      address: account.address,
      caipAddress: account.caipAddress,
      status: account.status,
      isConnected: account.status === 'connected',
      balance: account.balance,
      balanceSymbol: account.balanceSymbol,
      balanceLoading: account.balanceLoading,
      profileName: account.profileName,
      profileImage: account.profileImage,
    }
  }
  const connection = connections[namespace]
  const address = connection?.accounts[0]?.address
  return {
    address,
    caipAddress: connection && address ? `${connection.caipNetworkId}:${address}` : undefined,
    status: connection ? 'connected' : 'disconnected',
    isConnected: connection !== undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    profileName: undefined,
    profileImage: undefined,
  }
}
