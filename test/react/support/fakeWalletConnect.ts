import { signal } from '@preact/signals-core'
import { Effect } from 'effect'
import type { WalletConnectConnector } from '../../../runtime/connectors/walletConnect/walletConnectConnector.ts'
import { type WalletError, walletError } from '../../../runtime/errors/WalletError.ts'

/**
 * A stand-in for the WalletConnect connector, for React tests with a real client: each
 * connect publishes a new pairing URI (`wc:pairing-<n>@2…`) and waits until the test calls
 * `approve(address)` or `end(reason)` (`expired`, `rejected`, `failed`), mirroring what the
 * real connector writes into its `pairing` signal.
 */
export const makeFakeWalletConnect = (caipNetworkId: string) => {
  const pairing = signal<ReturnType<WalletConnectConnector['pairing']['peek']>>({
    status: 'idle',
    uri: undefined,
    error: undefined,
  })
  let attempts = 0
  let settle: ((outcome: { address: string } | WalletError) => void) | undefined
  const connector: WalletConnectConnector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    canSignIn: true,
    companions: [],
    pairing,
    provider: () => undefined,
    onUri: () => () => undefined,
    connect: () =>
      Effect.gen(function* () {
        attempts += 1
        pairing.value = { status: 'waiting', uri: uriOf(attempts), error: undefined }
        const outcome = yield* Effect.promise(
          () => new Promise<{ address: string } | WalletError>((resolve) => (settle = resolve)),
        )
        if ('address' in outcome) {
          pairing.value = { status: 'connected', uri: undefined, error: undefined }
          return { accounts: [{ type: 'eoa' as const, address: outcome.address }], caipNetworkId }
        }
        return yield* Effect.fail(outcome)
      }),
    restore: () => Effect.succeed(undefined),
    disconnect: () =>
      Effect.sync(() => {
        pairing.value = { status: 'idle', uri: undefined, error: undefined }
      }),
    switchNetwork: () => Effect.void,
    request: () => Effect.fail(walletError('Unsupported')),
    subscribe: () => () => undefined,
    close: async () => undefined,
  }
  return {
    connector,
    get attempts() {
      return attempts
    },
    approve: (address: string) => settle?.({ address }),
    end: (status: 'expired' | 'rejected' | 'failed') => {
      const error = walletError(status === 'rejected' ? 'UserRejected' : 'ConnectionReset')
      pairing.value = { status, uri: undefined, error }
      settle?.(error)
    },
  }
}

/** The pairing URI of the n-th attempt. */
export const uriOf = (attempt: number) =>
  `wc:pairing-${attempt}@2?relay-protocol=irn&symKey=${String(attempt).padStart(64, '0')}`
