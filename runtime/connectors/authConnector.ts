import { Effect, Exit } from 'effect'
import { DEFAULT_ACCOUNT_TYPES } from '../constants.ts'
import { EmbeddedWalletError } from '../errors/EmbeddedWalletError.ts'
import { WalletError, walletError } from '../errors/WalletError.ts'
import type { Network } from '../networks.ts'
import type { FrameMessage } from '../services/FrameTransport.ts'
import type { ConnectionAccount } from '../state/types.ts'
import type { Connector, ConnectorEvent, ConnectResult } from './Connector.ts'

/** The embedded wallet's connector id. */
export const AUTH_CONNECTOR_ID = 'latch-auth'

/** SPEC §4: what the frame asks for after connect e-mail. */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/**
 * The embedded wallet (SPEC §3 connector type AUTH, namespace eip155): a `Connector` whose
 * wallet lives in the secure frame, plus the e-mail login steps of SPEC §4.
 */
export interface AuthConnector extends Connector {
  readonly type: 'AUTH'
  /**
   * The same embedded wallet in the solana namespace: the frame's Solana account (derived in
   * the frame from the user's wallet secret), connected once the e-mail login is done.
   */
  readonly solana?: Connector | undefined
  /** Loads and mounts the frame now (it also loads on first use). */
  readonly preload: Effect.Effect<void, EmbeddedWalletError>
  /** Connect e-mail: the frame mails a code (or asks to approve the device). */
  readonly connectEmail: (email: string) => Effect.Effect<EmailLoginAction, EmbeddedWalletError>
  /** Connect device: waits until the device is approved from the e-mail. */
  readonly connectDevice: Effect.Effect<void, EmbeddedWalletError>
  /** Connect OTP: the code from the e-mail; success means the frame holds a session. */
  readonly connectOtp: (otp: string) => Effect.Effect<void, EmbeddedWalletError>
  /** SPEC §7 get social redirect URI: the URI the social login's window opens. */
  readonly getSocialRedirectUri: (provider: string) => Effect.Effect<string, EmbeddedWalletError>
  /** SPEC §7 connect social: the URI the provider returned to; success means a session. */
  readonly connectSocial: (uri: string) => Effect.Effect<void, EmbeddedWalletError>
  /** SPEC §7 get Farcaster URI: starts a Farcaster sign-in; its URI is shown as a QR code. */
  readonly getFarcasterUri: Effect.Effect<string, EmbeddedWalletError>
  /**
   * SPEC §7 connect Farcaster, one look: `undefined` while the sign-in waits for approval, the
   * Farcaster user name once approved (the frame then holds a session).
   */
  readonly connectFarcaster: Effect.Effect<string | undefined, EmbeddedWalletError>
  /** Removes the frame from the page. */
  readonly close: () => Promise<void>
}

/** SPEC §3 account types of the embedded wallet on eip155. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

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

/** SPEC §4: what the frame asks for after update e-mail. */
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** SPEC §4 e-mail update through the frame, for the session's user. */
export interface AuthEmailUpdate {
  /** Update e-mail: the frame mails a code to the current address (VERIFY_PRIMARY_OTP). */
  readonly updateEmail: (email: string) => Effect.Effect<UpdateEmailAction, EmbeddedWalletError>
  /** Primary OTP: the current address's code; the frame then mails the new address. */
  readonly updateEmailPrimaryOtp: (otp: string) => Effect.Effect<void, EmbeddedWalletError>
  /** Secondary OTP: the new address's code; resolves with the e-mail now in use. */
  readonly updateEmailSecondaryOtp: (otp: string) => Effect.Effect<string, EmbeddedWalletError>
  /** The e-mail of the frame's session (get user); `undefined` for a social login. */
  readonly getEmail: Effect.Effect<string | undefined, EmbeddedWalletError>
}

/** `true` for an embedded-wallet connector that can update its e-mail. */
export const canUpdateEmail = (
  connector: Connector,
): connector is AuthConnector & AuthEmailUpdate =>
  connector.type === 'AUTH' && 'updateEmail' in connector

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
  /** Test hook: opens the frame instead of `openAuthFrame` (a frame wallet in a unit test). */
  readonly openFrame?: (() => Effect.Effect<LoadedFrame, unknown>) | undefined
}

type LoadedFrame = import('./authFrame.ts').AuthFrame
/** Where the frame shows, in viewport pixels (the ApproveTransaction view's slot). */
export type FramePlace = import('./authFrame.ts').FramePlace

const toEmbedded = (error: unknown): EmbeddedWalletError => {
  if (error instanceof EmbeddedWalletError) return error
  const e = error as { _tag?: string; reason?: string; message?: string }
  if (e?._tag === 'FrameTransportError' && e.reason === 'LoadFailed')
    return EmbeddedWalletError.of('FrameLoadFailed', error)
  if (e?._tag === 'FrameTransportError' && e.reason === 'RequestTimeout')
    return EmbeddedWalletError.of('RequestTimedOut', error)
  return EmbeddedWalletError.rejected(
    typeof e?.message === 'string' ? e.message : 'An error occurred',
    error,
  )
}

/** Requests after which the smart account may have become deployed (EIP-7702 delegation). */
const DELEGATING_METHODS = new Set(['wallet_sendCalls', 'wallet_grantPermissions'])

/** EIP-1193 "user rejected the request": the visitor pressed Reject in the frame. */
const USER_REJECTED = 4001

/**
 * The Connector methods fail with WalletError, classified by the frame's EIP-1193 code (4001:
 * rejected in the frame's approval UI); otherwise the frame's words are kept as its message.
 */
const toWallet = (error: EmbeddedWalletError): WalletError => {
  const code = (error.cause as { code?: unknown } | undefined)?.code
  if (code === USER_REJECTED) return walletError('UserRejected', error.cause)
  return WalletError.of('Unknown', error, error.message)
}

/**
 * What a failed frame request becomes at the Connector surface: a `WalletError` classified by
 * the frame's EIP-1193 code ('UserRejected' for 4001, the visitor's Reject in the frame).
 *
 * @example
 * import { toAuthWalletError } from './runtime/connectors/authConnector.ts'
 * toAuthWalletError(replyError).reason // 'UserRejected' when the reply carried code 4001
 */
export const toAuthWalletError = (error: unknown): WalletError => toWallet(toEmbedded(error))

const frameUrlFor = (frameUrl: string, projectId: string) => {
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', projectId)
  return url.href
}

type AuthUserPayload = {
  readonly address: string
  readonly chainId: number | string
  readonly accounts: readonly { readonly address: string; readonly type: string }[]
  readonly preferredAccountType: EmbeddedAccountType
  readonly smartAccountDeployed: boolean
}

/** SPEC §3 auth user payload → the connection's accounts and smart account state. */
const fromUser = (
  user: AuthUserPayload,
  namespace: 'eip155' | 'solana',
  enabled: readonly number[] = [],
) => ({
  accounts: user.accounts.map(
    (a): ConnectionAccount => ({
      type: a.type === 'smartAccount' ? 'smartAccount' : 'eoa',
      address: a.address,
    }),
  ),
  // A frame that does not say its account type (none before SPEC §3's payload) says nothing.
  ...(namespace === 'eip155' &&
  (user.preferredAccountType === 'eoa' || user.preferredAccountType === 'smartAccount')
    ? {
        smartAccount: {
          preferredAccountType: user.preferredAccountType,
          smartAccountDeployed: user.smartAccountDeployed === true,
          smartAccountEnabled: enabled.includes(Number(user.chainId)),
        },
      }
    : {}),
})

/**
 * Makes the embedded-wallet connector. Nothing loads until it is used: the frame transport,
 * the frame schemas and the `<iframe>` come in with the first request (a lazy chunk).
 *
 * @example
 * import { makeAuthConnector } from './runtime/connectors/authConnector.ts'
 * const auth = makeAuthConnector({ frameUrl: 'http://127.0.0.1:8788/frame', projectId: 'demo' })
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
  // SPEC §7 smart-account enabled networks: the frame's configuration, asked once per frame.
  let enabledNetworks: readonly number[] | undefined
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
        ...fromUser(payload.user, evm ? 'eip155' : 'solana', enabledNetworks),
      }
      const to = evm ? listeners : solanaListeners
      for (const listener of to) listener(event)
      return
    }
    for (const listener of [...listeners, ...solanaListeners]) listener({ type: 'disconnect' })
  }

  const load: Effect.Effect<LoadedFrame, EmbeddedWalletError> = Effect.gen(function* () {
    const doc = options.document ?? globalThis.document
    if (!doc && !options.openFrame)
      return yield* Effect.fail(EmbeddedWalletError.of('DependencyLoadFailed'))
    const frame = options.openFrame
      ? yield* options.openFrame().pipe(Effect.mapError(toEmbedded))
      : yield* Effect.tryPromise({
          try: () => import('./authFrame.ts'),
          catch: (cause) => EmbeddedWalletError.of('DependencyLoadFailed', cause),
        }).pipe(
          Effect.flatMap((module) =>
            module
              .openAuthFrame({ frameUrl: url, document: doc })
              .pipe(Effect.mapError(toEmbedded)),
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
      Effect.mapError(toEmbedded),
    )

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
          ? Effect.map(smartAccountNetworks, (enabled) => [reply, enabled] as const)
          : Effect.succeed([reply, []] as const),
      ),
      Effect.map(([reply, enabled]): ConnectResult => {
        const user = reply.payload as AuthUserPayload
        const namespace = network.chainNamespace === 'solana' ? 'solana' : 'eip155'
        if (namespace === 'solana') solanaChainId = user.chainId
        else evmChainId = user.chainId
        return {
          ...fromUser(user, namespace, enabled),
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
      Effect.mapError(toWallet),
    )
  /** Reads the user again and tells the eip155 listeners (account type, smart account state). */
  const announceUser = () => {
    void Effect.runPromise(
      Effect.all([request('app/get-user', {}), smartAccountNetworks]).pipe(
        Effect.tap(([reply, enabled]) =>
          Effect.sync(() => {
            const user = reply.payload as AuthUserPayload
            if (!user.address.startsWith('0x')) return
            const event: ConnectorEvent = {
              type: 'accountsChanged',
              ...fromUser(user, 'eip155', enabled),
            }
            for (const listener of listeners) listener(event)
          }),
        ),
        Effect.ignore,
      ),
    )
  }
  const restoreOn = (namespace: 'eip155' | 'solana', network: Network | undefined) =>
    Effect.gen(function* () {
      const reply = yield* request('app/is-connected', {})
      if (!(reply.payload as { isConnected: boolean }).isConnected) return undefined
      if (network?.chainNamespace !== namespace) return undefined
      return yield* getUser(network)
    }).pipe(Effect.mapError(toWallet))
  const signOut = () =>
    Effect.suspend(() =>
      opened || opening
        ? Effect.asVoid(request('app/sign-out')).pipe(Effect.mapError(toWallet))
        : Effect.void,
    )

  /** The solana namespace's view of the same frame and session. */
  const solana: Connector = {
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    type: 'AUTH',
    namespace: 'solana',
    icon: undefined,
    rdns: undefined,
    connect: (network) =>
      network.chainNamespace !== 'solana'
        ? Effect.fail(walletError('ChainNotFound'))
        : getUser(network).pipe(Effect.mapError(toWallet)),
    restore: (network) => restoreOn('solana', network),
    disconnect: signOut,
    switchNetwork: (network) =>
      network.chainNamespace !== 'solana'
        ? Effect.fail(walletError('ChainNotFound'))
        : getUser(network).pipe(Effect.asVoid, Effect.mapError(toWallet)),
    request: (rpc) => rpcRequest(rpc, solanaChainId),
    subscribe: (listener) => {
      solanaListeners.add(listener)
      return () => solanaListeners.delete(listener)
    },
  }

  return {
    id: AUTH_CONNECTOR_ID,
    name: 'E-mail',
    type: 'AUTH',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    solana,
    preload: Effect.asVoid(frame),
    connectEmail: (email) =>
      request('app/connect-email', { email }).pipe(
        Effect.map((reply) => (reply.payload as { action: EmailLoginAction }).action),
      ),
    connectDevice: Effect.asVoid(request('app/connect-device')),
    connectOtp: (otp) => Effect.asVoid(request('app/connect-otp', { otp })),
    updateEmail: (email) =>
      request('app/update-email', { email }).pipe(
        Effect.map((reply) => (reply.payload as { action: UpdateEmailAction }).action),
      ),
    updateEmailPrimaryOtp: (otp) => Effect.asVoid(request('app/update-email-primary-otp', { otp })),
    updateEmailSecondaryOtp: (otp) =>
      request('app/update-email-secondary-otp', { otp }).pipe(
        Effect.map((reply) => (reply.payload as { newEmail: string }).newEmail),
      ),
    getEmail: request('app/get-user', {}).pipe(
      Effect.map((reply) => (reply.payload as { email?: string | null }).email ?? undefined),
    ),
    getSocialRedirectUri: (provider) =>
      request('app/get-social-redirect-uri', { provider }).pipe(
        Effect.map((reply) => (reply.payload as { uri: string }).uri),
      ),
    connectSocial: (uri) => Effect.asVoid(request('app/connect-social', { uri })),
    getFarcasterUri: request('app/get-farcaster-uri').pipe(
      Effect.map((reply) => (reply.payload as { url: string }).url),
    ),
    connectFarcaster: request('app/connect-farcaster').pipe(
      Effect.map((reply) => {
        const result = reply.payload as { status: string; userName?: string }
        return result.status === 'completed' ? result.userName : undefined
      }),
    ),
    connect: (network) => getUser(network).pipe(Effect.mapError(toWallet)),
    restore: (network) => restoreOn('eip155', network),
    disconnect: signOut,
    switchNetwork: (network) =>
      network.chainNamespace !== 'eip155'
        ? Effect.fail(walletError('ChainNotFound'))
        : request('app/switch-network', { chainId: network.id }).pipe(
            Effect.andThen(
              Effect.sync(() => {
                evmChainId = network.id
                // The account type and smart account state are per chain: tell the app.
                announceUser()
              }),
            ),
            Effect.mapError(toWallet),
          ),
    request: (rpc) =>
      rpcRequest(rpc, evmChainId).pipe(
        Effect.tap((result) =>
          // A smart account's first batch (or grant) delegates the address: tell the app, when
          // it is sent and again when the app sees it confirmed (it may not be mined at once).
          DELEGATING_METHODS.has(rpc.method) ||
          (rpc.method === 'wallet_getCallsStatus' &&
            (result as { status?: unknown } | null)?.status === 200)
            ? Effect.sync(announceUser)
            : Effect.void,
        ),
      ),
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setPreferredAccountType: (type) =>
      request('app/set-preferred-account', { type }).pipe(
        Effect.andThen(Effect.all([request('app/get-user', {}), smartAccountNetworks])),
        Effect.map(([reply, enabled]): ConnectResult => {
          const user = reply.payload as AuthUserPayload
          evmChainId = user.chainId
          const result = {
            ...fromUser(user, 'eip155', enabled),
            caipNetworkId: `eip155:${user.chainId}`,
          }
          for (const listener of listeners) listener({ type: 'accountsChanged', ...result })
          return result
        }),
        Effect.mapError(toWallet),
      ),
    getSmartAccountEnabledNetworks: smartAccountNetworks.pipe(Effect.mapError(toWallet)),
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

/** `true` for an embedded-wallet connector that speaks SPEC §7's smart account messages. */
export const canSwitchAccountType = (
  connector: Connector,
): connector is AuthConnector & AuthSmartAccount =>
  connector.type === 'AUTH' && 'setPreferredAccountType' in connector

/** `true` for the embedded wallet's connector. */
export const isAuthConnector = (connector: Connector): connector is AuthConnector =>
  connector.type === 'AUTH' && 'connectEmail' in connector
