import { Effect } from 'effect'
import type { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import type { WalletError } from '../../errors/WalletError.ts'
import type { ConnectorEvent, ConnectResult, RpcRequest } from '../Connector.ts'
import { type AuthUserPayload, type EmbeddedAccountType, fromAuthUser } from './authUser.ts'
import { toAuthWalletError } from './authWalletError.ts'
import type { FrameMessage } from './FrameTransport.ts'

/** SPEC §7 smart account messages of the embedded wallet (eip155). */
export interface AuthSmartAccount {
  /**
   * Set preferred account: the eip155 account becomes an EOA or a smart account (under EIP-7702
   * the same address); resolves with the connection as it now is, which listeners also hear.
   */
  readonly setPreferredAccountType: (
    type: EmbeddedAccountType,
  ) => Effect.Effect<ConnectResult, WalletError>
  /** Get smart account enabled networks: the EVM chain ids where a smart account is available. */
  readonly getSmartAccountEnabledNetworks: Effect.Effect<readonly number[], WalletError>
}

/** Requests after which the smart account may have become deployed (EIP-7702 delegation). */
const DELEGATING_METHODS = new Set(['wallet_sendCalls', 'wallet_grantPermissions'])

/** What the smart-account side of the auth connector works with. */
export interface AuthSmartAccountOptions {
  /** A request to the frame (loading it first). */
  readonly request: (
    type: string,
    payload?: unknown,
  ) => Effect.Effect<FrameMessage, EmbeddedWalletError>
  /** The eip155 side's listeners. */
  readonly listeners: ReadonlySet<(event: ConnectorEvent) => void>
  /** Hears the eip155 chain the frame answered with. */
  readonly onChainId: (chainId: number | string) => void
}

/** The smart-account side of the auth connector: its messages and what the eip155 side needs. */
export interface AuthSmartAccountSide extends AuthSmartAccount {
  /** The enabled networks once asked, `undefined` before. */
  readonly enabledNetworks: () => readonly number[] | undefined
  /** SPEC §7 smart-account enabled networks: the frame's configuration, asked once. */
  readonly smartAccountNetworks: Effect.Effect<readonly number[], EmbeddedWalletError>
  /** Reads the user again and tells the eip155 listeners (account type, smart account state). */
  readonly announceUser: () => void
  /**
   * After an eip155 RPC request: a smart account's first batch (or grant) delegates the address,
   * so the app hears the user again when it is sent and when the app sees it confirmed.
   */
  readonly afterRequest: (rpc: RpcRequest, result: unknown) => Effect.Effect<void>
}

/**
 * Makes the smart-account side of the embedded wallet (SPEC §7 set preferred account, get smart
 * account enabled networks) over the auth connector's frame requests.
 */
export const makeAuthSmartAccount = (options: AuthSmartAccountOptions): AuthSmartAccountSide => {
  const { request, listeners } = options
  // SPEC §7 smart-account enabled networks: the frame's configuration, asked once per frame.
  let enabledNetworks: readonly number[] | undefined

  const smartAccountNetworks = Effect.suspend(() =>
    enabledNetworks
      ? Effect.succeed(enabledNetworks)
      : request('app/get-smart-account-enabled-networks').pipe(
          Effect.map((reply) => {
            enabledNetworks = (reply.payload as { smartAccountEnabledNetworks: readonly number[] })
              .smartAccountEnabledNetworks
            return enabledNetworks
          }),
        ),
  )
  const announceUser = () => {
    void Effect.runPromise(
      Effect.all([request('app/get-user', {}), smartAccountNetworks]).pipe(
        Effect.tap(([reply, enabled]) =>
          Effect.sync(() => {
            const user = reply.payload as AuthUserPayload
            if (!user.address.startsWith('0x')) return
            const event: ConnectorEvent = {
              type: 'accountsChanged',
              ...fromAuthUser(user, 'eip155', enabled),
            }
            for (const listener of listeners) listener(event)
          }),
        ),
        Effect.ignore,
      ),
    )
  }

  return {
    enabledNetworks: () => enabledNetworks,
    smartAccountNetworks,
    announceUser,
    afterRequest: (rpc, result) =>
      // A smart account's first batch (or grant) delegates the address: tell the app, when
      // it is sent and again when the app sees it confirmed (it may not be mined at once).
      DELEGATING_METHODS.has(rpc.method) ||
      (rpc.method === 'wallet_getCallsStatus' &&
        (result as { status?: unknown } | null)?.status === 200)
        ? Effect.sync(announceUser)
        : Effect.void,
    setPreferredAccountType: (type) =>
      request('app/set-preferred-account', { type }).pipe(
        Effect.andThen(Effect.all([request('app/get-user', {}), smartAccountNetworks])),
        Effect.map(([reply, enabled]): ConnectResult => {
          const user = reply.payload as AuthUserPayload
          options.onChainId(user.chainId)
          const result = {
            ...fromAuthUser(user, 'eip155', enabled),
            caipNetworkId: `eip155:${user.chainId}`,
          }
          for (const listener of listeners) listener({ type: 'accountsChanged', ...result })
          return result
        }),
        Effect.mapError(toAuthWalletError),
      ),
    getSmartAccountEnabledNetworks: smartAccountNetworks.pipe(Effect.mapError(toAuthWalletError)),
  }
}
