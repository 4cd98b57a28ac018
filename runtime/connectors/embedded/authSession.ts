import { Effect } from 'effect'
import { DEFAULT_ACCOUNT_TYPES } from '../../constants.ts'
import type { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { walletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import type { ConnectorEvent, ConnectResult } from '../Connector.ts'
import type { AuthSmartAccountSide } from './authSmartAccount.ts'
import { type AuthUserPayload, fromAuthUser } from './authUser.ts'
import { toAuthWalletError } from './authWalletError.ts'
import type { FrameMessage } from './FrameTransport.ts'

/** The namespaces the embedded wallet connects in. */
export type AuthNamespace = 'eip155' | 'solana'

/** A request to the frame (loading it first). */
export type AuthFrameRequest = (
  type: string,
  payload?: unknown,
) => Effect.Effect<FrameMessage, EmbeddedWalletError>

/** The frame's one session as both namespaces of the auth connector share it. */
export interface AuthSession {
  readonly listeners: Set<(event: ConnectorEvent) => void>
  readonly solanaListeners: Set<(event: ConnectorEvent) => void>
  readonly approvalListeners: Set<(waiting: readonly string[]) => void>
  /** The namespaces connected through the frame's one session; the last to disconnect ends it. */
  readonly connected: Set<AuthNamespace>
  // The network each namespace is on: every request names its chain, since the frame's own
  // current chain is shared by both namespaces.
  evmChainId: number | string | undefined
  solanaChainId: number | string | undefined
}

/** A session with no listener and nothing connected. */
export const makeAuthSession = (): AuthSession => ({
  listeners: new Set(),
  solanaListeners: new Set(),
  approvalListeners: new Set(),
  connected: new Set(),
  evmChainId: undefined,
  solanaChainId: undefined,
})

/**
 * Hands a message the frame sends unasked to its listeners: the approval list, and session
 * updates (a user to the namespace of its address; a sign-out to both, as a disconnect).
 */
export const forwardFrameMessage = (
  session: AuthSession,
  smartAccount: Pick<AuthSmartAccountSide, 'enabledNetworks'>,
  message: FrameMessage,
) => {
  if (message.type === 'frame/approval-update') {
    const { waiting } = message.payload as { waiting: readonly string[] }
    for (const listener of session.approvalListeners) listener(waiting)
    return
  }
  if (message.type !== 'frame/session-update') return
  const payload = message.payload as { connected: boolean; user?: AuthUserPayload }
  if (payload.connected && payload.user) {
    // An EVM address goes to the eip155 side, a Solana one to the solana side.
    const evm = payload.user.address.startsWith('0x')
    const event: ConnectorEvent = {
      type: 'accountsChanged',
      ...fromAuthUser(payload.user, evm ? 'eip155' : 'solana', smartAccount.enabledNetworks()),
    }
    const to = evm ? session.listeners : session.solanaListeners
    for (const listener of to) listener(event)
    return
  }
  session.connected.clear()
  for (const listener of [...session.listeners, ...session.solanaListeners])
    listener({ type: 'disconnect' })
}

/** Get user on `network`: the connection there, which its namespace is now connected on. */
export const getUserOn = (
  session: AuthSession,
  request: AuthFrameRequest,
  smartAccount: Pick<AuthSmartAccountSide, 'smartAccountNetworks'>,
  network: Network,
): Effect.Effect<ConnectResult, EmbeddedWalletError> =>
  request('app/get-user', {
    chainId: network.id,
    // SPEC §9's default; the frame keeps the visitor's own choice over it.
    ...(network.chainNamespace === 'eip155'
      ? { preferredAccountType: DEFAULT_ACCOUNT_TYPES.eip155 }
      : {}),
  }).pipe(
    Effect.flatMap((reply) =>
      network.chainNamespace === 'eip155'
        ? Effect.map(smartAccount.smartAccountNetworks, (enabled) => [reply, enabled] as const)
        : Effect.succeed([reply, []] as const),
    ),
    Effect.map(([reply, enabled]): ConnectResult => {
      const user = reply.payload as AuthUserPayload
      const namespace = network.chainNamespace === 'solana' ? 'solana' : 'eip155'
      if (namespace === 'solana') session.solanaChainId = user.chainId
      else session.evmChainId = user.chainId
      session.connected.add(namespace)
      return {
        ...fromAuthUser(user, namespace, enabled),
        caipNetworkId: `${network.chainNamespace}:${user.chainId}`,
      }
    }),
  )

/** An RPC request to the frame on `chainId` (none: the frame's current chain). */
export const rpcRequestOn = (
  request: AuthFrameRequest,
  rpc: { method: string; params?: unknown },
  chainId: unknown,
) =>
  request('app/rpc-request', {
    method: rpc.method,
    ...(rpc.params === undefined ? {} : { params: rpc.params }),
    ...(chainId === undefined ? {} : { chainId }),
  }).pipe(
    Effect.map((reply) => (reply.payload as { result: unknown }).result),
    Effect.mapError(toAuthWalletError),
  )

/** The silent restore of `namespace`: the user, when the frame is connected and it is on it. */
export const restoreOn = (
  request: AuthFrameRequest,
  getUser: (network: Network) => Effect.Effect<ConnectResult, EmbeddedWalletError>,
  namespace: AuthNamespace,
  network: Network | undefined,
) =>
  Effect.gen(function* () {
    const reply = yield* request('app/is-connected', {})
    if (!(reply.payload as { isConnected: boolean }).isConnected) return undefined
    if (network?.chainNamespace !== namespace) return undefined
    return yield* getUser(network)
  }).pipe(Effect.mapError(toAuthWalletError))

/** Switches the eip155 side to `network`, and tells the app (the account type is per chain). */
export const switchEvmNetwork = (
  session: AuthSession,
  request: AuthFrameRequest,
  smartAccount: Pick<AuthSmartAccountSide, 'announceUser'>,
  network: Network,
) =>
  network.chainNamespace !== 'eip155'
    ? Effect.fail(walletError('ChainNotFound'))
    : request('app/switch-network', { chainId: network.id }).pipe(
        Effect.andThen(
          Effect.sync(() => {
            session.evmChainId = network.id
            // The account type and smart account state are per chain: tell the app.
            smartAccount.announceUser()
          }),
        ),
        Effect.mapError(toAuthWalletError),
      )
