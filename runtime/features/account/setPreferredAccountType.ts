import { Effect } from 'effect'
import { AUTH_CONNECTOR_ID, canSwitchAccountType } from '../../connectors/embedded/authConnector.ts'
import type { EmbeddedAccountType } from '../../connectors/embedded/authUser.ts'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import { Connectors } from '../../services/Connectors.ts'
import { Store } from '../../state/Store.ts'
import { refreshBalance } from './refreshBalance.ts'
import { syncAccount } from './syncAccount.ts'

/**
 * SPEC §7 set preferred account: the embedded wallet's eip155 account becomes an EOA or a
 * smart account. Under EIP-7702 both are the same address, so the connection keeps its address
 * and changes its account type, `state.account.preferredAccountTypes.eip155` and
 * `smartAccountDeployed`. Only for an eip155 connection through the embedded wallet (else
 * 'Provider not found'); a chain without smart accounts fails with the frame's words.
 *
 * @example
 * import { setPreferredAccountType } from 'latch/effect'
 * const program = setPreferredAccountType('eoa')
 */
export const setPreferredAccountType = (type: EmbeddedAccountType) =>
  Effect.gen(function* () {
    const store = yield* Store
    const connection = store.connections.value.eip155
    if (!connection || connection.connectorId !== AUTH_CONNECTOR_ID)
      return yield* Effect.fail(walletError('ProviderNotFound'))
    const connector = yield* (yield* Connectors).get(AUTH_CONNECTOR_ID)
    if (!canSwitchAccountType(connector)) return yield* Effect.fail(walletError('ProviderNotFound'))
    const result = yield* connector.setPreferredAccountType(type)
    const current = store.connections.value.eip155
    if (!current || current.connectorId !== AUTH_CONNECTOR_ID) return result
    store.connections.value = {
      ...store.connections.value,
      eip155: {
        ...current,
        accounts: result.accounts,
        ...(result.smartAccount ? { smartAccount: result.smartAccount } : {}),
      },
    }
    if (store.network.value.chainNamespace === 'eip155') {
      yield* syncAccount()
      yield* refreshBalance()
    }
    return result
  })

/** The errors {@link setPreferredAccountType} fails with. */
export type SetPreferredAccountTypeErrorType = WalletError
