import { Effect, Exit } from 'effect'
import { DEFAULT_ACCOUNT_TYPES } from '../../constants.ts'
import { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import { walletError } from '../../errors/WalletError.ts'
import type { Network } from '../../networks.ts'
import type { LoggerService } from '../../services/Logger.ts'
import type { Connector, ConnectorEvent, ConnectResult } from '../Connector.ts'
import { type AuthEmailUpdate, makeAuthEmailUpdate } from './authEmailUpdate.ts'
import { type AuthLogins, makeAuthLogins } from './authLogins.ts'
import { type AuthSmartAccount, makeAuthSmartAccount } from './authSmartAccount.ts'
import { makeAuthSolanaConnector } from './authSolanaConnector.ts'
import { type AuthUserPayload, fromAuthUser } from './authUser.ts'
import { toAuthWalletError, toEmbeddedWalletError } from './authWalletError.ts'
import type { FrameMessage } from './FrameTransport.ts'

/** The embedded wallet's connector id. */
export const AUTH_CONNECTOR_ID = 'latch-auth'

export type { EmailLoginAction, FarcasterLook } from './authLogins.ts'

/**
 * The embedded wallet (SPEC §3 connector type AUTH, namespace eip155): a `Connector` whose
 * wallet lives in the secure frame, plus the e-mail login steps of SPEC §4.
 */
export interface AuthConnector extends Connector, AuthLogins {
  readonly type: 'AUTH'
  /**
   * The same embedded wallet in the solana namespace: the frame's Solana account (derived in
   * the frame from the user's wallet secret), connected once the e-mail login is done.
   */
  readonly solana?: Connector | undefined
  /** Loads and mounts the frame now (it also loads on first use). */
  readonly preload: Effect.Effect<void, EmbeddedWalletError>
  /** Removes the frame from the page. */
  readonly close: () => Promise<void>
}

/** The frame's own approval UI, as the client reaches it (SPEC §2 ApproveTransaction). */
export interface AuthFrameApprovals {
  /**
   * Hears the frame's list of requests waiting for the visitor's approval (the frame must be
   * visible while it is not empty).
   */
  readonly onApproval: (listener: (waiting: readonly string[]) => void) => () => void
  /** Shows the frame at a place in the viewport (the ApproveTransaction view), or hides it. */
  readonly placeFrame: (place: FramePlace | undefined) => void
}

/** What the auth connector is made from. */
export interface AuthConnectorOptions {
  /** The secure-frame page (`createLatch({ frameUrl })`). */
  readonly frameUrl: string
  readonly projectId: string
  /** Where the frame is put; default the page's `document`. */
  readonly document?: Document | undefined
  /** Sent once the frame is up (SPEC §7 sync dapp data). */
  readonly dappData?: Readonly<Record<string, unknown>> | undefined
  /** Sent once the frame is up (SPEC §7 sync theme). */
  readonly theme?: Readonly<Record<string, unknown>> | undefined
  /** The client's Logger, for the frame transport; default a fresh one. */
  readonly logger?: LoggerService | undefined
  /** Test hook: opens the frame instead of `openAuthFrame` (a frame wallet in a unit test). */
  readonly openFrame?: (() => Effect.Effect<LoadedFrame, unknown>) | undefined
}

type LoadedFrame = import('./authFrame.ts').AuthFrame
/** Where the frame shows, in viewport pixels (the ApproveTransaction view's slot). */
export type FramePlace = import('./authFrame.ts').FramePlace

const frameUrlFor = (frameUrl: string, projectId: string) => {
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', projectId)
  return url.href
}

/**
 * Makes the embedded-wallet connector. Nothing loads until it is used: the frame transport,
 * the frame schemas and the `<iframe>` come in with the first request (a lazy chunk).
 */
export const makeAuthConnector = (
  options: AuthConnectorOptions,
): AuthConnector & AuthFrameApprovals & AuthEmailUpdate & AuthSmartAccount => {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const solanaListeners = new Set<(event: ConnectorEvent) => void>()
  // The network each namespace is on: every request names its chain, since the frame's own
  // current chain is shared by both namespaces.
  let evmChainId: number | string | undefined
  let solanaChainId: number | string | undefined
  /** The namespaces connected through the frame's one session; the last to disconnect ends it. */
  const connected = new Set<'eip155' | 'solana'>()
  const approvalListeners = new Set<(waiting: readonly string[]) => void>()
  const url = frameUrlFor(options.frameUrl, options.projectId)
  let opening: Promise<Exit.Exit<LoadedFrame, EmbeddedWalletError>> | undefined
  let opened: LoadedFrame | undefined

  const forward = (message: FrameMessage) => {
    if (message.type === 'frame/approval-update') {
      const { waiting } = message.payload as { waiting: readonly string[] }
      for (const listener of approvalListeners) listener(waiting)
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
      const to = evm ? listeners : solanaListeners
      for (const listener of to) listener(event)
      return
    }
    connected.clear()
    for (const listener of [...listeners, ...solanaListeners]) listener({ type: 'disconnect' })
  }

  const load: Effect.Effect<LoadedFrame, EmbeddedWalletError> = Effect.gen(function* () {
    const doc = options.document ?? globalThis.document
    if (!doc && !options.openFrame)
      return yield* Effect.fail(EmbeddedWalletError.of('DependencyLoadFailed'))
    const frame = options.openFrame
      ? yield* options.openFrame().pipe(Effect.mapError(toEmbeddedWalletError))
      : yield* Effect.tryPromise({
          try: () => import('./authFrame.ts'),
          catch: (cause) => EmbeddedWalletError.of('DependencyLoadFailed', cause),
        }).pipe(
          Effect.flatMap((module) =>
            module
              .openAuthFrame({ frameUrl: url, document: doc, logger: options.logger })
              .pipe(Effect.mapError(toEmbeddedWalletError)),
          ),
        )
    frame.onEvent(forward)
    if (options.dappData)
      yield* frame.request('app/sync-dapp-data', options.dappData).pipe(Effect.ignore)
    if (options.theme) yield* frame.request('app/sync-theme', options.theme).pipe(Effect.ignore)
    opened = frame
    return frame
  })

  const frame = Effect.suspend(() => {
    opening ??= Effect.runPromiseExit(load)
    const current = opening
    return Effect.promise(() => current).pipe(
      Effect.flatMap((exit) => {
        // A frame that failed to load is tried again next time.
        if (Exit.isFailure(exit) && opening === current) opening = undefined
        return exit
      }),
    )
  })

  const request = (type: string, payload?: unknown) =>
    frame.pipe(
      Effect.flatMap((f) => f.request(type, payload)),
      Effect.mapError(toEmbeddedWalletError),
    )

  const smartAccount = makeAuthSmartAccount({
    request,
    listeners,
    onChainId: (chainId) => {
      evmChainId = chainId
    },
  })
  const getUser = (network: Network) =>
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
        if (namespace === 'solana') solanaChainId = user.chainId
        else evmChainId = user.chainId
        connected.add(namespace)
        return {
          ...fromAuthUser(user, namespace, enabled),
          caipNetworkId: `${network.chainNamespace}:${user.chainId}`,
        }
      }),
    )
  const rpcRequest = (rpc: { method: string; params?: unknown }, chainId: unknown) =>
    request('app/rpc-request', {
      method: rpc.method,
      ...(rpc.params === undefined ? {} : { params: rpc.params }),
      ...(chainId === undefined ? {} : { chainId }),
    }).pipe(
      Effect.map((reply) => (reply.payload as { result: unknown }).result),
      Effect.mapError(toAuthWalletError),
    )
  const restoreOn = (namespace: 'eip155' | 'solana', network: Network | undefined) =>
    Effect.gen(function* () {
      const reply = yield* request('app/is-connected', {})
      if (!(reply.payload as { isConnected: boolean }).isConnected) return undefined
      if (network?.chainNamespace !== namespace) return undefined
      return yield* getUser(network)
    }).pipe(Effect.mapError(toAuthWalletError))
  const signOut = () =>
    Effect.suspend(() =>
      opened || opening
        ? Effect.asVoid(request('app/sign-out')).pipe(Effect.mapError(toAuthWalletError))
        : Effect.void,
    )
  // SPEC §4 disconnects one namespace: the other keeps the session (and signs) until it goes too.
  const disconnectOf = (namespace: 'eip155' | 'solana') => () =>
    Effect.suspend(() => {
      connected.delete(namespace)
      return connected.size > 0 ? Effect.void : signOut()
    })

  /** The solana namespace's view of the same frame and session. */
  const solana = makeAuthSolanaConnector({
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    getUser,
    restore: (network) => restoreOn('solana', network),
    disconnect: disconnectOf('solana'),
    request: (rpc) => rpcRequest(rpc, solanaChainId),
    listeners: solanaListeners,
  })

  return {
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    type: 'AUTH',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    solana,
    preload: Effect.asVoid(frame),
    ...makeAuthLogins(request),
    ...makeAuthEmailUpdate(request),
    connect: (network) => getUser(network).pipe(Effect.mapError(toAuthWalletError)),
    restore: (network) => restoreOn('eip155', network),
    disconnect: disconnectOf('eip155'),
    switchNetwork: (network) =>
      network.chainNamespace !== 'eip155'
        ? Effect.fail(walletError('ChainNotFound'))
        : request('app/switch-network', { chainId: network.id }).pipe(
            Effect.andThen(
              Effect.sync(() => {
                evmChainId = network.id
                // The account type and smart account state are per chain: tell the app.
                smartAccount.announceUser()
              }),
            ),
            Effect.mapError(toAuthWalletError),
          ),
    request: (rpc) =>
      rpcRequest(rpc, evmChainId).pipe(
        Effect.tap((result) => smartAccount.afterRequest(rpc, result)),
      ),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setPreferredAccountType: smartAccount.setPreferredAccountType,
    getSmartAccountEnabledNetworks: smartAccount.getSmartAccountEnabledNetworks,
    onApproval: (listener) => {
      approvalListeners.add(listener)
      return () => approvalListeners.delete(listener)
    },
    placeFrame: (place) => opened?.place(place),
    close: async () => {
      const current = opening
      opening = undefined
      opened = undefined
      const exit = current ? await current : undefined
      if (exit && Exit.isSuccess(exit)) await exit.value.close()
    },
  }
}

/** `true` for an embedded-wallet connector that can update its e-mail. */
export const canUpdateEmail = (
  connector: Connector,
): connector is AuthConnector & AuthEmailUpdate =>
  connector.type === 'AUTH' && 'updateEmail' in connector

/** `true` for an embedded-wallet connector that speaks SPEC §7's smart account messages. */
export const canSwitchAccountType = (
  connector: Connector,
): connector is AuthConnector & AuthSmartAccount =>
  connector.type === 'AUTH' && 'setPreferredAccountType' in connector

/** `true` for the embedded wallet's connector. */
export const isAuthConnector = (connector: Connector): connector is AuthConnector =>
  connector.type === 'AUTH' && 'connectEmail' in connector
