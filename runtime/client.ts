import { effect as watchSignal } from '@preact/signals-core'
import { Cause, Effect, Exit, ManagedRuntime } from 'effect'
import type { Connector, RpcRequest } from './connectors/Connector.ts'
import type { AuthFrameApprovals } from './connectors/embedded/authConnector.ts'
import type { DiscoveryTarget } from './connectors/injected/eip6963.ts'
import type { WalletConnectConnector } from './connectors/walletConnect/walletConnectConnector.ts'
import { installYieldableErrors } from './errors/yieldable.ts'
import { connect } from './flows/connect.ts'
import { disconnect } from './flows/disconnect.ts'
import { followFrameApproval } from './flows/frameApproval.ts'
import { closeModal, openModal } from './flows/modal.ts'
import { alertOnDataApiError } from './flows/notify.ts'
import { rejectPendingRequests, request } from './flows/request.ts'
import { restore } from './flows/restore.ts'
import { goBack, pushView, resetView } from './flows/router.ts'
import { cancelSignIn, signIn } from './flows/signIn.ts'
import { switchConnection } from './flows/switchConnection.ts'
import { switchNetwork } from './flows/switchNetwork.ts'
import type { LatchClient, LatchServices } from './LatchClient.ts'
import { layerLive, pageSources } from './layers.ts'
import { Analytics, type AnalyticsEventType } from './services/Analytics.ts'
import { Background } from './services/Background.ts'
import { Config, type LatchOptions, type ResolvedConfig } from './services/Config.ts'
import { Connectors, type DiscoverySources } from './services/Connectors.ts'
import { createState, type WritableState } from './state/createState.ts'
import type { Namespace } from './state/types.ts'

export type { LatchClient, LatchServices } from './LatchClient.ts'

/** The embedded wallet's connector: its frame asks for approvals and shows in the modal. */
const hasFrameApprovals = (connector: Connector): connector is Connector & AuthFrameApprovals =>
  connector.type === 'AUTH' && 'onApproval' in connector

// The flows yield Latch errors as Effects (yieldable.ts).
installYieldableErrors()

/** What the thin `createLatch` (createLatch.ts) already made: the checked config, the signals. */
export interface ClientPreset {
  readonly config: ResolvedConfig
  readonly state: WritableState
}

/** Where a client finds wallets; defaults to the page (EIP-6963 and the Wallet Standard). */
export interface ClientEnvironment {
  readonly window?: DiscoveryTarget | undefined
  readonly wallets?: DiscoverySources['wallets']
  /** A WalletConnect connector made elsewhere (tests); else one is made from `walletConnect`. */
  readonly walletConnect?: WalletConnectConnector | undefined
}

/**
 * Creates a Latch client. Bad options throw at once with an error naming the field.
 */
export const createLatch = (
  options: LatchOptions,
  environment: ClientEnvironment = pageSources(),
  preset?: ClientPreset,
): LatchClient => {
  const config = preset?.config ?? Config.makeSync(options)
  const state = preset?.state ?? createState(config.defaultNetwork)
  const runtime = ManagedRuntime.make(layerLive(options, { config, state, sources: environment }))

  const run = async <A, E>(program: Effect.Effect<A, E, LatchServices>): Promise<A> => {
    const exit = await runtime.runPromiseExit(program)
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  }

  // Work that outlives the call that started it (a receipt wait, an analytics event) runs in
  // the Background service, whose fibers end with the runtime: destroy() leaves none behind.
  const background = (program: Effect.Effect<void, never, LatchServices>) => {
    runtime.runFork(Background.use((b) => b.run(program)))
  }

  const ready = run(restore()).catch(() => undefined)

  // The frame asks for the visitor's approval: ApproveTransaction shows it (SPEC §2). The
  // embedded wallet is built with the other connectors, in the runtime's layers.
  const auth = run(Connectors.use((c) => c.list)).then(
    (list) => list.find(hasFrameApprovals),
    () => undefined,
  )
  let destroyed = false
  let stopApproval = () => {}
  void auth.then((found) => {
    if (found && !destroyed)
      stopApproval = followFrameApproval({ auth: found, state, close: () => run(closeModal()) })
  })

  // Flows a visitor reaches only after opening the modal load on first use, so their code
  // (send, names, tokens, e-mail login, the registry, the activity) stays out of the entry.
  const features = () => import('./flows/features.ts')
  const lazy = <M, A, E>(
    load: () => Promise<M>,
    flow: (module: M) => Effect.Effect<A, E, LatchServices>,
  ): Effect.Effect<A, E, LatchServices> => Effect.flatMap(Effect.promise(load), flow)

  // The Swap form's quote, then the preview's network fee, in the background.
  const requote = () =>
    background(
      lazy(features, (m) => Effect.ignore(m.quoteSwap()).pipe(Effect.andThen(m.estimateSwapFee()))),
    )

  // Token balances follow the connected account: a new CAIP-10 id (connect, another account or
  // network) and each opening of the modal load them in the background (the portfolio cache
  // answers within 30 s), so a slow wallet or API never holds up a connect.
  let tokensOf: string | undefined
  let wasOpen = false
  const stopTokens = watchSignal(() => {
    const { status, caipAddress } = state.account.value
    const open = state.modal.value.open
    const key = status === 'connected' ? caipAddress : undefined
    const opened = open && !wasOpen
    wasOpen = open
    if (key === tokensOf && !opened) return
    tokensOf = key
    if (key) background(lazy(features, (m) => m.refreshTokens()))
  })

  /** One analytics event, sent in the background; a 403 shows 'Invalid App Configuration'. */
  const report = (
    type: AnalyticsEventType,
    event: string,
    properties?: Readonly<Record<string, unknown>>,
  ) =>
    background(
      Analytics.use((a) => a.send(type, event, properties)).pipe(
        Effect.catch(alertOnDataApiError),
        Effect.asVoid,
      ),
    )
  /** Reports how a client call ended: `success` names the event, failures an error event. */
  const tracked = async <A>(
    call: Promise<A>,
    success: (value: A) => readonly [string, Readonly<Record<string, unknown>>?] | undefined,
    errorEvent: string,
  ): Promise<A> => {
    try {
      const value = await call
      const event = success(value)
      if (event) report('track', ...event)
      return value
    } catch (error) {
      const e = error as { _tag?: unknown; message?: unknown }
      report('error', errorEvent, {
        error: typeof e?._tag === 'string' ? e._tag : 'Error',
        message: typeof e?.message === 'string' ? e.message : String(error),
      })
      throw error
    }
  }
  const namespaceOf = () => state.network.value.chainNamespace
  /** The social login's window while it runs (Cancel closes it). */
  let socialPopup: Window | null = null
  /** Aborts the Farcaster sign-in under way (its Cancel). */
  let farcasterCancel: AbortController | undefined

  return {
    open: (opts) =>
      tracked(
        run(openModal(opts)),
        () => ['MODAL_OPEN', { connected: state.account.value.status === 'connected' }],
        'MODAL_OPEN_ERROR',
      ),
    close: (opts) =>
      tracked(
        run(closeModal(opts)),
        (closed) =>
          closed
            ? ['MODAL_CLOSE', { connected: state.account.value.status === 'connected' }]
            : undefined,
        'MODAL_CLOSE_ERROR',
      ),
    back: () => {
      state.router.value = goBack(state.router.value)
    },
    navigate: (view, opts) => {
      state.router.value = opts?.reset ? resetView(view) : pushView(state.router.value, view)
    },
    connect: (connectorId, opts) =>
      tracked(
        run(connect(connectorId, opts)),
        () => ['CONNECT_SUCCESS', { connector: connectorId, namespace: namespaceOf() }],
        'CONNECT_ERROR',
      ),
    disconnect: (namespace) =>
      tracked(
        run(disconnect(namespace)),
        () => ['DISCONNECT_SUCCESS', { namespace: namespace ?? 'all' }],
        'DISCONNECT_ERROR',
      ),
    switchNetwork: (network) =>
      tracked(
        run(switchNetwork(network)),
        () => ['SWITCH_NETWORK', { network: network.caipNetworkId }],
        'SWITCH_NETWORK_ERROR',
      ),
    signIn: () =>
      tracked(
        run(signIn()),
        () => ['SIWX_AUTH_SUCCESS', { network: state.network.value.caipNetworkId }],
        'SIWX_AUTH_ERROR',
      ),
    cancelSignIn: () => run(cancelSignIn()),
    // One implementation of both overloads: the typed one only narrows what callers see.
    request: (async (rpc: RpcRequest, opts?: { readonly namespace?: Namespace }) => {
      const result = await run(request(rpc, opts?.namespace))
      background(lazy(features, (m) => m.afterSend(rpc.method, result)))
      return result
    }) as LatchClient['request'],
    rejectPendingRequests: () => run(rejectPendingRequests()),
    updateSend: async (patch) => {
      await run(lazy(features, (m) => m.updateSend(patch)))
      if ('receiver' in patch) background(lazy(features, (m) => m.resolveSendReceiver()))
      // The preview's network fee, once the form passes its checks.
      if (state.send.value.ready) background(lazy(features, (m) => m.estimateSendFee()))
    },
    resetSend: () => run(lazy(features, (m) => m.resetSend())),
    loadSendTokens: (opts) => run(lazy(features, (m) => m.loadSendTokens(opts))),
    send: () =>
      tracked(
        run(lazy(features, (m) => m.send())),
        () => ['SEND_SUCCESS', { network: state.network.value.caipNetworkId }],
        'SEND_ERROR',
      ),
    searchName: (name) => background(lazy(features, (m) => m.searchName(name))),
    registerName: (name) =>
      tracked(
        run(lazy(features, (m) => m.registerName(name))),
        () => ['REGISTER_NAME_SUCCESS', { network: state.network.value.caipNetworkId }],
        'REGISTER_NAME_ERROR',
      ),
    loadWallets: (opts) => run(lazy(features, (m) => m.loadWallets(opts))),
    loadActivity: (opts) => run(lazy(features, (m) => m.loadActivity(opts))),
    loadTokens: (opts) => run(lazy(features, (m) => m.refreshTokens(opts))),
    switchConnection: (connectorId, opts) => run(switchConnection(connectorId, opts)),
    connectEmail: (email) => run(lazy(features, (m) => m.connectEmail(email))),
    submitEmailOtp: (otp) =>
      tracked(
        run(lazy(features, (m) => m.submitEmailOtp(otp))),
        () => ['CONNECT_SUCCESS', { connector: 'email', namespace: 'eip155' }],
        'CONNECT_ERROR',
      ),
    resendEmailCode: () => run(lazy(features, (m) => m.resendEmailCode())),
    loadAccountEmail: () => run(lazy(features, (m) => m.loadAccountEmail())),
    updateEmail: (newEmail) =>
      tracked(
        run(lazy(features, (m) => m.startEmailUpdate(newEmail))),
        () => undefined,
        'UPDATE_EMAIL_ERROR',
      ),
    submitUpdateEmailOtp: (otp) =>
      tracked(
        run(lazy(features, (m) => m.submitEmailUpdateOtp(otp))),
        (step) => (step === 'DONE' ? ['UPDATE_EMAIL_SUCCESS'] : undefined),
        'UPDATE_EMAIL_ERROR',
      ),
    resendUpdateEmailCode: () => run(lazy(features, (m) => m.resendEmailUpdateCode())),
    resetEmailUpdate: () => run(lazy(features, (m) => m.resetEmailUpdate())),
    connectSocial: (provider) => {
      // Opened synchronously, inside the click: a window opened after an await is blocked.
      const view = globalThis.window
      const popup = view?.open('about:blank', 'latch-social', 'popup,width=480,height=680') ?? null
      socialPopup = popup
      return tracked(
        run(lazy(features, (m) => m.connectSocial(provider, popup))),
        () => ['CONNECT_SUCCESS', { connector: 'social', namespace: 'eip155' }],
        'CONNECT_ERROR',
      )
    },
    connectFarcaster: () => {
      const cancel = new AbortController()
      farcasterCancel = cancel
      return tracked(
        run(lazy(features, (m) => m.connectFarcaster(cancel.signal))),
        () => ['CONNECT_SUCCESS', { connector: 'farcaster', namespace: 'eip155' }],
        'CONNECT_ERROR',
      )
    },
    cancelFarcaster: () => {
      farcasterCancel?.abort()
      farcasterCancel = undefined
    },
    cancelSocial: () => {
      // The flow sees the window closed and goes back to Connect, as when the visitor closes it.
      if (socialPopup && !socialPopup.closed) socialPopup.close()
      socialPopup = null
    },
    loadSwapTokens: async (opts) => {
      await run(lazy(features, (m) => m.loadSwapTokens(opts)))
      // Tokens reloaded under a whole form (back on Swap, another network): quote it again.
      if (!state.swap.value.quote && state.swap.value.status !== 'quoting') requote()
    },
    updateSwap: async (patch) => {
      await run(lazy(features, (m) => m.updateSwap(patch)))
      requote()
    },
    loadOnrampOptions: () => run(lazy(features, (m) => m.loadOnrampOptions())),
    updateOnramp: async (patch) => {
      await run(lazy(features, (m) => m.updateOnramp(patch)))
      background(lazy(features, (m) => Effect.ignore(m.quoteOnramp())))
    },
    buyCrypto: (provider) => {
      // Opened synchronously, inside the click: a window opened after an await is blocked.
      const popup = globalThis.window?.open('about:blank', 'latch-onramp') ?? null
      state.router.value = pushView(state.router.value, 'BuyInProgress')
      return tracked(
        run(lazy(features, (m) => m.buyCrypto(provider, popup))),
        () => ['BUY_SUCCESS', { network: state.network.value.caipNetworkId, provider }],
        'BUY_ERROR',
      )
    },
    swap: () =>
      tracked(
        run(lazy(features, (m) => m.swap())),
        () => ['SWAP_SUCCESS', { network: state.network.value.caipNetworkId }],
        'SWAP_ERROR',
      ),
    sendCalls: (parameters) =>
      tracked(
        run(lazy(features, (m) => m.sendCalls(parameters))),
        () => ['SEND_CALLS_SUCCESS', { network: state.network.value.caipNetworkId }],
        'SEND_CALLS_ERROR',
      ),
    getCallsStatus: (id) => run(lazy(features, (m) => m.getCallsStatus(id))),
    getCapabilities: (opts) => run(lazy(features, (m) => m.getCapabilities(opts))),
    grantPermissions: (permissions) => run(lazy(features, (m) => m.grantPermissions(permissions))),
    revokePermissions: (parameters) => run(lazy(features, (m) => m.revokePermissions(parameters))),
    setPreferredAccountType: async (type) => {
      await run(lazy(features, (m) => m.setPreferredAccountType(type)))
    },
    placeFrame: (place) => void auth.then((found) => found?.placeFrame(place)),
    state,
    config,
    runtime,
    ready,
    destroy: async () => {
      destroyed = true
      stopApproval()
      stopTokens()
      await runtime.dispose()
    },
  }
}
