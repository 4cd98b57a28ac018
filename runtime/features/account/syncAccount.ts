import { Effect } from 'effect'
import { Store } from '../../state/Store.ts'
import { type AccountState, type AccountStatus, emptyAccount } from '../../state/types.ts'

/**
 * Rewrites `state.account` from the active namespace's connection. Balance and profile stay
 * while the address is the same; a new address (or none) resets all account data (SPEC §4
 * "an account disconnect resets all account data").
 */
export const syncAccount = (status?: AccountStatus) =>
  Effect.gen(function* () {
    const store = yield* Store
    const network = store.network.value
    const namespace = network.chainNamespace
    const connection = store.connections.value[namespace]
    const previous = store.account.value
    const address = connection?.accounts[0]?.address
    const keep = address !== undefined && address === previous.address
    const next: AccountState = {
      ...(keep ? previous : emptyAccount),
      // A preference, not account data: it outlives the account.
      preferredAccountTypes: connection?.smartAccount
        ? {
            ...previous.preferredAccountTypes,
            [namespace]: connection.smartAccount.preferredAccountType,
          }
        : previous.preferredAccountTypes,
      smartAccountDeployed: connection?.smartAccount?.smartAccountDeployed ?? false,
      namespace,
      address,
      caipAddress: address ? `${network.caipNetworkId}:${address}` : undefined,
      allAccounts: connection?.accounts ?? [],
      connectorId: connection?.connectorId,
      status: status ?? (connection ? 'connected' : 'disconnected'),
      addressExplorerUrl:
        address && network.blockExplorers
          ? `${network.blockExplorers.default.url}/address/${address}`
          : undefined,
    }
    store.account.value = next
  })
