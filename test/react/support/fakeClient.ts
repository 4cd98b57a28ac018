import { signal } from '@preact/signals-core'
import type {
  AccountState,
  Connection,
  ConnectorInfo,
  LatchClient,
  ModalState,
  Namespace,
  Notice,
  RouterState,
  SiwxState,
  ViewName,
} from '../../../runtime/index.ts'
import { base, mainnet, type Network } from '../../../runtime/networks.ts'
import { Config } from '../../../runtime/services/Config.ts'

/** The account nobody is connected with. */
export const noAccount: AccountState = {
  namespace: 'eip155',
  address: undefined,
  caipAddress: undefined,
  allAccounts: [],
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  profileName: undefined,
  profileImage: undefined,
  status: 'disconnected',
  connectorId: undefined,
  addressExplorerUrl: undefined,
}

/**
 * A client whose signals the test writes directly, for view states the real flows reach only
 * slowly (loading, errors). Methods record their calls; `fail` makes the named one reject.
 */
export const makeFakeClient = (
  options: { view?: ViewName; features?: { email?: boolean; socials?: false | undefined } } = {},
) => {
  const calls: Array<[string, ...unknown[]]> = []
  const fail: Partial<Record<string, Error>> = {}
  const state = {
    modal: signal<ModalState>({ open: true, loading: false, shake: false }),
    router: signal<RouterState>({ view: options.view ?? 'Connect', history: [] }),
    account: signal<AccountState>(noAccount),
    network: signal<Network>(mainnet),
    connections: signal<Readonly<Partial<Record<Namespace, Connection>>>>({}),
    connectors: signal<readonly ConnectorInfo[]>([]),
    siwx: signal<SiwxState>({ status: 'idle', message: undefined, error: undefined }),
    toast: signal<Notice | undefined>(undefined),
    alert: signal<Notice | undefined>(undefined),
  }
  const config = Config.makeSync({
    projectId: 'test',
    networks: [mainnet, base],
    themeMode: 'light',
    themeVariables: { '--latch-accent': '#123456' },
    features: { email: false, socials: false, ...options.features },
  })
  const call =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args])
      const error = fail[name]
      if (error) throw error
      return undefined
    }
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
    destroy: call('destroy'),
    back: () => calls.push(['back']),
    navigate: (view: ViewName, opts?: { reset?: boolean }) => {
      calls.push(['navigate', view, opts])
      state.router.value = opts?.reset
        ? { view, history: [] }
        : { view, history: [...state.router.value.history, state.router.value.view] }
    },
  }
  return { client: client as unknown as LatchClient, state, calls, fail }
}
