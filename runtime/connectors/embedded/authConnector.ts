import { Effect } from 'effect'
import type { EmbeddedWalletError } from '../../errors/EmbeddedWalletError.ts'
import type { Network } from '../../networks.ts'
import type { Connector } from '../Connector.ts'
import { type AuthEmailUpdate, makeAuthEmailUpdate } from './authEmailUpdate.ts'
import { type AuthConnectorOptions, makeAuthFrameLoader } from './authFrameLoader.ts'
import { type AuthLogins, makeAuthLogins } from './authLogins.ts'
import {
  type AuthNamespace,
  forwardFrameMessage,
  getUserOn,
  makeAuthSession,
  restoreOn,
  rpcRequestOn,
  switchEvmNetwork,
} from './authSession.ts'
import { type AuthSmartAccount, makeAuthSmartAccount } from './authSmartAccount.ts'
import { makeAuthSolanaConnector } from './authSolanaConnector.ts'
import { toAuthWalletError, toEmbeddedWalletError } from './authWalletError.ts'

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

export type { AuthConnectorOptions } from './authFrameLoader.ts'

/** Where the frame shows, in viewport pixels (the ApproveTransaction view's slot). */
export type FramePlace = import('./authFrame.ts').FramePlace

/**
 * Makes the embedded-wallet connector. Nothing loads until it is used: the frame transport,
 * the frame schemas and the `<iframe>` come in with the first request (a lazy chunk).
 */
export const makeAuthConnector = (
  options: AuthConnectorOptions,
): AuthConnector & AuthFrameApprovals & AuthEmailUpdate & AuthSmartAccount => {
  const session = makeAuthSession()
  const { listeners, solanaListeners, approvalListeners, connected } = session
  const loader = makeAuthFrameLoader(options, (message) =>
    forwardFrameMessage(session, smartAccount, message),
  )

  const request = (type: string, payload?: unknown) =>
    loader.frame.pipe(
      Effect.flatMap((f) => f.request(type, payload)),
      Effect.mapError(toEmbeddedWalletError),
    )

  const smartAccount = makeAuthSmartAccount({
    request,
    listeners,
    onChainId: (chainId) => {
      session.evmChainId = chainId
    },
  })
  const getUser = (network: Network) => getUserOn(session, request, smartAccount, network)
  const signOut = () =>
    Effect.suspend(() =>
      loader.started()
        ? Effect.asVoid(request('app/sign-out')).pipe(Effect.mapError(toAuthWalletError))
        : Effect.void,
    )
  // SPEC §4 disconnects one namespace: the other keeps the session (and signs) until it goes too.
  const disconnectOf = (namespace: AuthNamespace) => () =>
    Effect.suspend(() => {
      connected.delete(namespace)
      return connected.size > 0 ? Effect.void : signOut()
    })

  /** The solana namespace's view of the same frame and session. */
  const solana = makeAuthSolanaConnector({
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    getUser,
    restore: (network) => restoreOn(request, getUser, 'solana', network),
    disconnect: disconnectOf('solana'),
    request: (rpc) => rpcRequestOn(request, rpc, session.solanaChainId),
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
    preload: Effect.asVoid(loader.frame),
    ...makeAuthLogins(request),
    ...makeAuthEmailUpdate(request),
    connect: (network) => getUser(network).pipe(Effect.mapError(toAuthWalletError)),
    restore: (network) => restoreOn(request, getUser, 'eip155', network),
    disconnect: disconnectOf('eip155'),
    switchNetwork: (network) => switchEvmNetwork(session, request, smartAccount, network),
    request: (rpc) =>
      rpcRequestOn(request, rpc, session.evmChainId).pipe(
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
    placeFrame: (place) => loader.opened()?.place(place),
    close: loader.close,
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
