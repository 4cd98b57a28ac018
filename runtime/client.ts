import { effect as watchSignal } from '@preact/signals-core'
import { Cause, Effect, Exit, ManagedRuntime } from 'effect'
import type { ActionContext, FlowModules } from './actions/action.ts'
import * as eagerFlows from './actions/eagerFlows.ts'
import { ACTIONS, type ActionName } from './actions/registry.ts'
import { type Report, tracked } from './actions/tracked.ts'
import type { Connector } from './connectors/Connector.ts'
import type { AuthFrameApprovals } from './connectors/embedded/authConnector.ts'
import type { DiscoveryTarget } from './connectors/injected/eip6963.ts'
import type { WalletConnectConnector } from './connectors/walletConnect/walletConnectConnector.ts'
import { installYieldableErrors } from './errors/yieldable.ts'
import { restore } from './features/connection/restore.ts'
import { followFrameApproval } from './features/kernel/frameApproval.ts'
import { alertOnDataApiError } from './features/kernel/notify.ts'
import type { LatchClient, LatchServices } from './LatchClient.ts'
import { layerLive, pageSources } from './layers.ts'
import { Analytics } from './services/Analytics.ts'
import { Background } from './services/Background.ts'
import type { ResolvedConfig } from './services/Config.ts'
import { Connectors, type DiscoverySources } from './services/Connectors.ts'
import { createState, type WritableState } from './state/createState.ts'

export type { LatchClient, LatchServices } from './LatchClient.ts'

// The flows yield Latch errors as Effects (yieldable.ts).
installYieldableErrors()

/** Where a client finds wallets; defaults to the page (EIP-6963 and the Wallet Standard). */
export interface ClientEnvironment {
  readonly window?: DiscoveryTarget | undefined
  readonly wallets?: DiscoverySources['wallets']
  /** A WalletConnect connector made elsewhere (tests); else one is made from `walletConnect`. */
  readonly walletConnect?: WalletConnectConnector | undefined
}

/** The embedded wallet's connector: its frame asks for approvals and shows in the modal. */
const hasFrameApprovals = (connector: Connector): connector is Connector & AuthFrameApprovals =>
  connector.type === 'AUTH' && 'onApproval' in connector

// Flows a visitor reaches only after opening the modal load on first use, so their code
// (send, names, tokens, e-mail login, the registry, the activity) stays out of the entry.
const lazyFlows = () => import('./features/lazy.ts')

/** A program over a flow module: the eager one at hand, the lazy one imported on first use. */
const load = <K extends keyof FlowModules, A, E>(
  module: K,
  flow: (flows: FlowModules[K]) => Effect.Effect<A, E, LatchServices>,
): Effect.Effect<A, E, LatchServices> =>
  module === 'eager'
    ? flow(eagerFlows as FlowModules[K])
    : Effect.flatMap(Effect.promise(lazyFlows), (flows) => flow(flows as FlowModules[K]))

/** The client's methods: each action of the registry made over `context`, with its analytics. */
const makeMethods = (context: ActionContext, report: Report) =>
  Object.fromEntries(
    (Object.keys(ACTIONS) as ActionName[]).map((name) => {
      const action = ACTIONS[name]
      const made = action.make(context) as (...args: ReadonlyArray<unknown>) => unknown
      return [name, action.track ? tracked(made, action.track as never, context, report) : made]
    }),
  ) as Omit<LatchClient, 'state' | 'config' | 'runtime' | 'ready' | 'destroy'>

/** Token balances follow the connected account and each opening of the modal. */
const followTokens = (state: WritableState, context: ActionContext) => {
  // A new CAIP-10 id (connect, another account or network) and each opening of the modal load
  // them in the background (the portfolio cache answers within 30 s), so a slow wallet or API
  // never holds up a connect.
  let tokensOf: string | undefined
  let wasOpen = false
  return watchSignal(() => {
    const { status, caipAddress } = state.account.value
    const open = state.modal.value.open
    const key = status === 'connected' ? caipAddress : undefined
    const opened = open && !wasOpen
    wasOpen = open
    if (key === tokensOf && !opened) return
    tokensOf = key
    if (key) context.background(context.load('lazy', (flows) => flows.refreshTokens()))
  })
}

/**
 * The whole client over a resolved config (`resolveOptions(options)`): the runtime, its
 * methods from the registry of actions, `ready` and `destroy`. The thin `createLatch` of the
 * entry (createLatch.ts) loads it and hands in its own signals as `state`.
 */
export const createLatch = (
  config: ResolvedConfig,
  environment: ClientEnvironment = pageSources(),
  state: WritableState = createState(config.defaultNetwork),
): LatchClient => {
  const runtime = ManagedRuntime.make(layerLive(config, { state, sources: environment }))

  const run = async <A, E>(program: Effect.Effect<A, E, LatchServices>): Promise<A> => {
    const exit = await runtime.runPromiseExit(program)
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  }
  // Work that outlives the call that started it (a receipt wait, an analytics event) runs in
  // the Background service, whose fibers end with the runtime: destroy() leaves none behind.
  const background: ActionContext['background'] = (...programs) => {
    const each = programs.map((program) => Effect.ignore(program))
    runtime.runFork(Background.use((b) => b.run(Effect.asVoid(Effect.all(each)))))
  }
  // The embedded wallet is built with the other connectors, in the runtime's layers.
  const auth = run(Connectors.use((c) => c.list)).then(
    (list) => list.find(hasFrameApprovals),
    () => undefined,
  )
  const context: ActionContext = { state, config, auth, flows: eagerFlows, run, background, load }

  // `ready` never fails: a restore that fails leaves the visitor disconnected (state.account).
  const ready = run(restore()).catch(() => undefined)

  // The frame asks for the visitor's approval: ApproveTransaction shows it (SPEC §2).
  let destroyed = false
  let stopApproval = () => {}
  void auth.then((found) => {
    if (found && !destroyed)
      stopApproval = followFrameApproval({
        auth: found,
        state,
        close: () => run(eagerFlows.closeModal()),
      })
  })
  const stopTokens = followTokens(state, context)

  /** One analytics event, sent in the background; a 403 shows 'Invalid App Configuration'. */
  const report: Report = (type, event, properties) =>
    background(
      Analytics.use((a) => a.send(type, event, properties)).pipe(Effect.catch(alertOnDataApiError)),
    )

  return {
    ...makeMethods(context, report),
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
