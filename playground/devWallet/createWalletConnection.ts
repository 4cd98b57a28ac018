import { type Hex, isAddress, isAddressEqual, type LocalAccount } from 'viem'
import { providerErrorCodes as codes, ProviderRpcError } from './ProviderRpcError.ts'

/** What the connection needs: the account, the prompt and the provider's events. */
export type WalletConnectionContext = {
  readonly account: LocalAccount
  /** Asks the user (or auto-approves); throws 4001 on a refusal. */
  readonly ask: (method: string, params: readonly unknown[]) => Promise<void>
  readonly emit: (event: 'connect' | 'accountsChanged' | 'disconnect', payload: unknown) => void
  /** The chain id `connect` reports. */
  readonly chainId: () => Hex
  /** Start already connected (a page reload). */
  readonly connected: boolean
}

/**
 * Whether an app is connected to the dev wallet (EIP-1102 / EIP-2255): connecting asks once
 * for concurrent requests, `requireAccount` guards every method that needs the account (4100),
 * and disconnecting (revoked, or by the user) tells the app.
 *
 * @example
 * import { createWalletConnection } from './createWalletConnection.ts'
 * const connection = createWalletConnection({ account, ask, emit, chainId: () => '0x7a69', connected: false })
 * await connection.connect('eth_requestAccounts', [])
 */
export const createWalletConnection = (context: WalletConnectionContext) => {
  const { account, ask, emit } = context
  let connected = context.connected
  // One prompt for concurrent connect requests (an app may ask twice while the first waits).
  let connecting: Promise<void> | undefined

  const requireAccount = (address: unknown) => {
    if (!connected)
      throw new ProviderRpcError(
        codes.unauthorized,
        'The requested account has not been authorized by the user.',
      )
    const same =
      typeof address === 'string' && isAddress(address) && isAddressEqual(address, account.address)
    if (address !== undefined && !same)
      throw new ProviderRpcError(
        codes.unauthorized,
        `Unknown account ${String(address)}: the dev wallet holds ${account.address}`,
      )
  }

  const connect = async (method: string, params: readonly unknown[]) => {
    if (!connected) {
      connecting ??= ask(method, params)
        .then(() => {
          connected = true
          emit('connect', { chainId: context.chainId() })
          emit('accountsChanged', [account.address])
        })
        .finally(() => {
          connecting = undefined
        })
      await connecting
    }
    return [account.address]
  }

  /** EIP-2255's permissions: `eth_accounts` restricted to the account, while connected. */
  const permissions = () =>
    connected
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  /** EIP-2255's revoke of `eth_accounts`: the app is told the accounts are gone. */
  const revoke = () => {
    if (connected) {
      connected = false
      emit('accountsChanged', [])
    }
    return null
  }

  /** The user disconnects: `accountsChanged` `[]`, then `disconnect` (4900). */
  const disconnect = () => {
    if (!connected) return
    connected = false
    emit('accountsChanged', [])
    emit('disconnect', new ProviderRpcError(codes.disconnected, 'The dev wallet disconnected.'))
  }

  return { connected: () => connected, requireAccount, connect, permissions, revoke, disconnect }
}
