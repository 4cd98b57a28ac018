/**
 * The modal's opening and closing rules of SPEC §2, as pure decisions over a snapshot of
 * state. The client applies them to the signals; keeping them pure makes every rule a
 * one-line table test.
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
