import { signal } from '@preact/signals-core'
import type { RegistryWallet, WalletConnectPairing, WalletsState } from '../../../react/types.ts'
import type {
  AccountState,
  Connection,
  ConnectorInfo,
  LatchClient,
  LatchOptions,
  ModalState,
  Namespace,
  Notice,
  RouterState,
  SiwxState,
  ViewName,
} from '../../../runtime/index.ts'
import { base, mainnet, type Network } from '../../../runtime/networks.ts'
import { Config } from '../../../runtime/services/Config.ts'
import { createState } from '../../../runtime/state/createState.ts'
import {
  type ActivityState,
  emptyAccount,
  emptyActivity,
  emptyWallets,
  type WalletRegistry,
} from '../../../runtime/state/types.ts'

/** The account nobody is connected with, on the EVM namespace (the fake's first network's). */
export const noAccount: AccountState = { ...emptyAccount, namespace: 'eip155' }

/** The registry state before anything is loaded. */
export const idleWallets: WalletsState = emptyWallets

/** `state.wallets` at `status`, with the registry fields given and an error text. */
export const walletsAt = (
  status: WalletsState['status'],
  data: Partial<WalletRegistry> = {},
  error?: string,
): WalletsState => ({ status, data: { ...emptyWallets.data, ...data }, error })

/** A registry wallet named `name`, with links only where `extra` gives them. */
export const registryWallet = (
  id: string,
  name: string,
  extra: Partial<RegistryWallet> = {},
): RegistryWallet => ({
  id,
  name,
  imageUrl: `http://127.0.0.1/logo/${id}.png`,
  rdns: null,
  mobileLink: null,
  desktopLink: null,
  webappLink: null,
  homepage: `https://${id}.example`,
  ...extra,
})

/**
 * A client whose signals the test writes directly, for view states the real flows reach only
 * slowly (loading, errors). Methods record their calls; `fail` makes the named one reject;
 * `hold` keeps the named one pending until its promise settles.
 */
export const makeFakeClient = (
  options: {
    view?: ViewName
    features?: { email?: boolean; socials?: false | undefined; activity?: boolean }
    /** A Data API URL, so the views show what needs one (tokens, activity). */
    apiUrl?: string
    frameUrl?: string
    /** The `locale` option (default English). */
    locale?: string
    /**
     * Any other `createLatch` options, over the fake's own (light, an accent of its own, two
     * networks): the visual gallery (test/e2e/gallery) takes the default look this way.
     */
    config?: Partial<LatchOptions>
  } = {},
) => {
  const calls: Array<[string, ...unknown[]]> = []
  const fail: Partial<Record<string, Error>> = {}
  const hold: Partial<Record<string, Promise<unknown>>> = {}
  // Every signal a client has (so a view reading a new one finds it), with the fake's defaults.
  const state = {
    ...createState(mainnet),
    modal: signal<ModalState>({ open: true, loading: false, shake: false }),
    router: signal<RouterState>({ view: options.view ?? 'Connect', history: [] }),
    account: signal<AccountState>(noAccount),
    network: signal<Network>(mainnet),
    connections: signal<Readonly<Partial<Record<Namespace, Connection>>>>({}),
    connectors: signal<readonly ConnectorInfo[]>([]),
    siwx: signal<SiwxState>({ status: 'idle', message: undefined, error: undefined }),
    toast: signal<Notice | undefined>(undefined),
    alert: signal<Notice | undefined>(undefined),
    wallets: signal<WalletsState>(idleWallets),
    activity: signal<ActivityState>(emptyActivity),
    walletConnect: signal<WalletConnectPairing>({
      status: 'idle',
      uri: undefined,
      error: undefined,
    }),
  }
  const config = Config.makeSync({
    projectId: 'test',
    networks: [mainnet, base],
    themeMode: 'light',
    themeVariables: { '--latch-accent': '#123456' },
    features: { email: false, socials: false, ...options.features },
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.frameUrl ? { frameUrl: options.frameUrl } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...options.config,
  })
  // Every promise method of the fake records its call and answers undefined (or `fail`s, or
  // waits for `hold`): the one place its answers are looser than the client's types.
  const call = <K extends keyof LatchClient>(name: K): LatchClient[K] =>
    (async (...args: unknown[]) => {
      calls.push([name, ...args])
      await hold[name]
      const error = fail[name]
      if (error) throw error
      return undefined
    }) as unknown as LatchClient[K]
  const client = {
    state,
    config,
    ready: Promise.resolve(),
    open: call('open'),
    close: call('close'),
    connect: call('connect'),
    disconnect: call('disconnect'),
    switchNetwork: call('switchNetwork'),
    signIn: call('signIn'),
    cancelSignIn: call('cancelSignIn'),
    request: call('request'),
    loadWallets: call('loadWallets'),
    loadTokens: call('loadTokens'),
    loadActivity: call('loadActivity'),
    rejectPendingRequests: call('rejectPendingRequests'),
    switchConnection: call('switchConnection'),
    updateSend: call('updateSend'),
    resetSend: call('resetSend'),
    loadSendTokens: call('loadSendTokens'),
    send: call('send'),
    loadSwapTokens: call('loadSwapTokens'),
    updateSwap: call('updateSwap'),
    swap: call('swap'),
    loadOnrampOptions: call('loadOnrampOptions'),
    updateOnramp: call('updateOnramp'),
    buyCrypto: call('buyCrypto'),
    registerName: call('registerName'),
    searchName: (name: string) => void calls.push(['searchName', name]),
    connectEmail: call('connectEmail'),
    submitEmailOtp: call('submitEmailOtp'),
    connectSocial: call('connectSocial'),
    resendEmailCode: call('resendEmailCode'),
    loadAccountEmail: call('loadAccountEmail'),
    updateEmail: call('updateEmail'),
    submitUpdateEmailOtp: call('submitUpdateEmailOtp'),
    resendUpdateEmailCode: call('resendUpdateEmailCode'),
    resetEmailUpdate: call('resetEmailUpdate'),
    setPreferredAccountType: call('setPreferredAccountType'),
    cancelSocial: () => void calls.push(['cancelSocial']),
    placeFrame: (place: unknown) => void calls.push(['placeFrame', place]),
    connectFarcaster: call('connectFarcaster'),
    cancelFarcaster: () => void calls.push(['cancelFarcaster']),
    destroy: call('destroy'),
    back: () => calls.push(['back']),
    navigate: (view: ViewName, opts?: { readonly reset?: boolean }) => {
      calls.push(['navigate', view, opts])
      state.router.value = opts?.reset
        ? { view, history: [] }
        : { view, history: [...state.router.value.history, state.router.value.view] }
    },
    sendCalls: call('sendCalls'),
    getCallsStatus: call('getCallsStatus'),
    getCapabilities: call('getCapabilities'),
    grantPermissions: call('grantPermissions'),
    revokePermissions: call('revokePermissions'),
    get runtime(): LatchClient['runtime'] {
      throw new Error('The fake client has no runtime')
    },
  } satisfies LatchClient
  return { client: client as LatchClient, state, calls, fail, hold }
}

/**
 * A pending promise for `fake.hold` and the function that settles it.
 *
 * @example
 * const buy = held()
 * fake.hold.buyCrypto = buy.promise
 * buy.settle()
 */
export const held = () => {
  let settle = () => {}
  const promise = new Promise<void>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}
