/**
 * The modal's opening and closing rules of SPEC §2, and its transitions between views as one
 * table (`decide`), as pure decisions over a snapshot of state. The flows and the client say
 * what happened and write the answer into the signals; keeping them pure makes every rule a
 * one-line table test (test/runtime/flows/router.test.ts).
 */
import type { Namespace, RouterState, ViewName } from '../../state/types.ts'

/** What `open()` needs to know. */
export interface OpenInput {
  readonly namespace?: Namespace | undefined
  readonly view?: ViewName | undefined
  readonly activeNamespace: Namespace
  /** The namespace adapters; `[]` is WalletConnect-only basic mode. */
  readonly adapters: readonly Namespace[]
  /** Namespaces that hold a connection. */
  readonly connectedNamespaces: readonly Namespace[]
  readonly isMobile: boolean
}

/** The outcome of the opening rules. */
export interface OpenDecision {
  /** Set when rule 1 asks to make another namespace active first. */
  readonly switchTo: Namespace | undefined
  readonly view: ViewName
}

/**
 * SPEC §2 opening rules, in order:
 * 1. a namespace is given and differs from the active chain → switch to that network
 *    (DECISIONS: then rules 3–4 pick the view for that namespace);
 * 2. else no adapters and no connected address → AllWallets on mobile, else
 *    ConnectingWalletConnectBasic;
 * 3. else an explicit view;
 * 4. else Account when connected, otherwise Connect.
 */
export const decideOpen = (input: OpenInput): OpenDecision => {
  const switchTo =
    input.namespace !== undefined && input.namespace !== input.activeNamespace
      ? input.namespace
      : undefined
  const namespace = switchTo ?? input.activeNamespace
  const connected = input.connectedNamespaces.includes(namespace)
  if (
    switchTo === undefined &&
    input.adapters.length === 0 &&
    input.connectedNamespaces.length === 0
  ) {
    return {
      switchTo,
      view: input.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic',
    }
  }
  if (input.view !== undefined) return { switchTo, view: input.view }
  return { switchTo, view: connected ? 'Account' : 'Connect' }
}

/** What `close()` needs to know. */
export interface CloseInput {
  readonly view: ViewName
  readonly embedded: boolean
  readonly connected: boolean
  readonly siwxRequired: boolean
  readonly hasSession: boolean
}

/** The outcome of the closing rules: refused (the modal shakes) or the view to reset to. */
export type CloseDecision =
  | { readonly closed: false }
  | { readonly closed: true; readonly resetTo: ViewName }

const guardedViews: readonly ViewName[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * SPEC §2 closing rules: closing resets to Connect; in embedded mode to Account if
 * connected, else Connect. The sign and approve views cannot be closed while sign-in is
 * required and no session exists (DECISIONS: Escape, backdrop and the close button all
 * refuse, and the modal shakes).
 */
export const decideClose = (input: CloseInput): CloseDecision => {
  if (guardedViews.includes(input.view) && input.siwxRequired && !input.hasSession) {
    return { closed: false }
  }
  return { closed: true, resetTo: input.embedded && input.connected ? 'Account' : 'Connect' }
}

/** Pushes a view, keeping the one left behind for the back button. */
export const pushView = (router: RouterState, view: ViewName): RouterState =>
  router.view === view ? router : { view, history: [...router.history, router.view] }

/** Replaces the whole stack with one view (after open, close or a finished flow). */
export const resetView = (view: ViewName): RouterState => ({ view, history: [] })

/** Goes back one view; at the bottom of the stack it stays. */
export const goBack = (router: RouterState): RouterState => {
  const previous = router.history.at(-1)
  return previous === undefined ? router : { view: previous, history: router.history.slice(0, -1) }
}

/** The views of the e-mail login, left for Account once it is done. */
const loginSteps: readonly ViewName[] = [
  'Connect',
  'EmailLogin',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
]

/**
 * The views of a connected account: once the last connection is forgotten they have nothing
 * left to show (SPEC §3 "an account disconnect resets all account data").
 */
const accountViews: ReadonlySet<ViewName> = new Set<ViewName>([
  'Account',
  'ProfileWallets',
  'WalletReceive',
  'SIWXSignMessage',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'OnRampProviders',
  'OnRampTokenSelect',
  'BuyInProgress',
  'UpdateEmailWallet',
])

/**
 * After the last connection was forgotten: Connect alone in place of an account's view;
 * elsewhere (Networks, a login step) the view stays, and Back no longer leads to an account's.
 */
const forgetAccountViews = (router: RouterState): RouterState => {
  if (accountViews.has(router.view)) return resetView('Connect')
  const history = router.history.filter((view) => !accountViews.has(view))
  return history.length === router.history.length ? router : { ...router, history }
}

/** The views a connect started from the modal waits in. */
const connectingViews: readonly ViewName[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/** The waiting views of the redirect and Farcaster logins. */
type LoginView = 'ConnectingSocial' | 'ConnectingFarcaster'

/** What happened, as the router needs to know it. */
export type RouterEvent =
  /** `open()`: the view of SPEC §2's opening rules (`decideOpen`). */
  | { readonly type: 'opened'; readonly view: ViewName }
  /** `close()`: the view of SPEC §2's closing rules (`decideClose`). */
  | { readonly type: 'closed'; readonly view: ViewName }
  /** A view's intent: show `view` over this one, or alone (`reset`). */
  | { readonly type: 'navigated'; readonly view: ViewName; readonly reset?: boolean }
  /** The back button. */
  | { readonly type: 'back' }
  /** SPEC §2: connected with no session, or a sign-in that failed: sign again. */
  | { readonly type: 'signInNeeded' }
  | { readonly type: 'signedIn' }
  /** Sign-in cancelled, or dropped because it could not start. */
  | { readonly type: 'signInDropped' }
  /** A redirect or Farcaster login waits in `view`; then it connected or failed. */
  | { readonly type: 'loginStarted'; readonly view: LoginView }
  | { readonly type: 'loginEnded'; readonly view: LoginView; readonly connected: boolean }
  /** The e-mail login's next step (the code, or the device approval), then its end. */
  | { readonly type: 'emailStep'; readonly view: 'EmailVerifyOtp' | 'EmailVerifyDevice' }
  | { readonly type: 'emailLoggedIn' }
  /** SPEC §2: connected on a network the app does not list. */
  | { readonly type: 'unsupportedChain' }
  /** The network changed; `connected`: an account there. */
  | { readonly type: 'networkSwitched'; readonly connected: boolean }
  /**
   * The active network changed (the wallet switched it, or the visitor did): a preview of what
   * was chosen on the network left goes back to its form, which takes the new network's tokens.
   */
  | { readonly type: 'networkChanged' }
  /** Picked in Networks, a namespace with no connection: connect there (SPEC §2 rule 1). */
  | { readonly type: 'networkPicked' }
  /** The last connection was forgotten (an account's views have nothing left to show). */
  | { readonly type: 'allForgotten' }
  /** An account name was registered, or its registration failed (SPEC §4: back on the form). */
  | { readonly type: 'nameRegistered' }
  | { readonly type: 'nameFailed' }
  /** The frame holds a request for approval; `modalOpen` when the modal already showed. */
  | { readonly type: 'approvalRequested'; readonly modalOpen: boolean }
  | { readonly type: 'approvalSettled' }
  /** A purchase started in the provider's window. */
  | { readonly type: 'buyStarted' }
  /** A connect the modal started (ConnectingExternal, WalletConnect's views) connected. */
  | { readonly type: 'connected' }
  /** The Swap form's token button: pick the token of the side being chosen. */
  | { readonly type: 'pickingToken' }
  /** A token (or onramp currency) was picked in its list. */
  | {
      readonly type: 'tokenPicked'
      readonly view: 'SwapSelectToken' | 'WalletSendSelectToken' | 'OnRampTokenSelect'
    }
  /** A send or a swap confirmed from its preview went through. */
  | { readonly type: 'transactionSent'; readonly view: 'WalletSendPreview' | 'SwapPreview' }

type Transitions = {
  readonly [K in RouterEvent['type']]: (
    event: Extract<RouterEvent, { readonly type: K }>,
    router: RouterState,
  ) => RouterState
}

/** Shows `view` over the current one unless it is already there. */
const show = (router: RouterState, view: ViewName) => pushView(router, view)
/** Replaces the current view, the history kept. */
const replace = (router: RouterState, view: ViewName): RouterState =>
  router.view === view ? router : { ...router, view }
/** Resets to `view` when the router is on `on`, else stays. */
const leave = (router: RouterState, on: ViewName, view: ViewName) =>
  router.view === on ? resetView(view) : router

/** The form each transaction preview was reached from. */
const previewForms: Partial<Record<ViewName, ViewName>> = {
  WalletSendPreview: 'WalletSend',
  SwapPreview: 'Swap',
}

/** From a preview, back to its form (the one below it, or in its place); elsewhere, stays. */
const leavePreview = (router: RouterState): RouterState => {
  const form = previewForms[router.view]
  if (form === undefined) return router
  return router.history.at(-1) === form ? goBack(router) : replace(router, form)
}

const transitions: Transitions = {
  opened: ({ view }) => resetView(view),
  closed: ({ view }) => resetView(view),
  navigated: ({ view, reset }, router) => (reset ? resetView(view) : pushView(router, view)),
  back: (_, router) => goBack(router),
  signInNeeded: () => resetView('SIWXSignMessage'),
  signedIn: () => resetView('Account'),
  signInDropped: () => resetView('Connect'),
  loginStarted: ({ view }, router) => show(router, view),
  loginEnded: ({ view, connected }, router) =>
    leave(router, view, connected ? 'Account' : 'Connect'),
  emailStep: ({ view }, router) => show(router, view),
  emailLoggedIn: (_, router) => (loginSteps.includes(router.view) ? resetView('Account') : router),
  unsupportedChain: (_, router) => show(router, 'UnsupportedChain'),
  networkSwitched: ({ connected }, router) =>
    leave(router, 'UnsupportedChain', connected ? 'Account' : 'Connect'),
  networkChanged: (_, router) => leavePreview(router),
  networkPicked: (_, router) => (router.view === 'Networks' ? show(router, 'Connect') : router),
  allForgotten: (_, router) => forgetAccountViews(router),
  nameRegistered: (_, router) => replace(router, 'RegisterAccountNameSuccess'),
  nameFailed: (_, router) => replace(router, 'RegisterAccountName'),
  approvalRequested: ({ modalOpen }, router) =>
    modalOpen ? show(router, 'ApproveTransaction') : resetView('ApproveTransaction'),
  approvalSettled: (_, router) => goBack(router),
  buyStarted: (_, router) => show(router, 'BuyInProgress'),
  connected: (_, router) => (connectingViews.includes(router.view) ? resetView('Account') : router),
  pickingToken: (_, router) => (router.view === 'Swap' ? show(router, 'SwapSelectToken') : router),
  tokenPicked: ({ view }, router) => (router.view === view ? goBack(router) : router),
  transactionSent: ({ view }, router) => leave(router, view, 'Account'),
}

/**
 * Where the router goes on `event` from `router` (SPEC §2). Pure: the caller writes the
 * answer into `state.router`.
 */
export const decide = (event: RouterEvent, router: RouterState): RouterState =>
  (transitions[event.type] as (event: RouterEvent, router: RouterState) => RouterState)(
    event,
    router,
  )
