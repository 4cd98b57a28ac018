import { type ActionContext, asyncMethod, syncMethod } from '../../actions/action.ts'
import type { ConnectResult } from '../../connectors/Connector.ts'
import type { FramePlace } from '../../connectors/embedded/authConnector.ts'

/** Per client: the social login's window while it runs, the Farcaster sign-in's abort. */
interface Pending {
  socialPopup: Window | null
  farcasterCancel: AbortController | undefined
}
const pendingOf = new WeakMap<ActionContext, Pending>()
const pending = (context: ActionContext): Pending => {
  let entry = pendingOf.get(context)
  if (!entry) {
    entry = { socialPopup: null, farcasterCancel: undefined }
    pendingOf.set(context, entry)
  }
  return entry
}

/** The embedded wallet's social and Farcaster logins, and its secure frame (SPEC §4). */
export const socialActions = {
  /**
   * Social login (needs `frameUrl`): opens the login window at once, so call it from the
   * visitor's click, then shows ConnectingSocial until the provider sends the visitor back;
   * resolves once connected through the embedded wallet. A closed window goes back to Connect.
   */
  connectSocial: asyncMethod(
    (context) =>
      (provider: string): Promise<ConnectResult> => {
        // Opened synchronously, inside the click: a window opened after an await is blocked.
        const view = globalThis.window
        const popup =
          view?.open('about:blank', 'latch-social', 'popup,width=480,height=680') ?? null
        pending(context).socialPopup = popup
        return context.run(context.load('lazy', (flows) => flows.connectSocial(provider, popup)))
      },
    {
      success: () => ['CONNECT_SUCCESS', { connector: 'social', namespace: 'eip155' }],
      error: 'CONNECT_ERROR',
    },
  ),
  /** Closes the social login's window: the login ends and the modal goes back to Connect. */
  cancelSocial: syncMethod((context) => (): void => {
    // The flow sees the window closed and goes back to Connect, as when the visitor closes it.
    const entry = pending(context)
    if (entry.socialPopup && !entry.socialPopup.closed) entry.socialPopup.close()
    entry.socialPopup = null
  }),
  /**
   * Farcaster login (needs `frameUrl`): shows ConnectingFarcaster with the sign-in URI as a QR
   * code and waits (up to 120 s) for the approval in a Farcaster client; resolves once
   * connected through the embedded wallet.
   */
  connectFarcaster: asyncMethod(
    (context) => (): Promise<ConnectResult> => {
      const cancel = new AbortController()
      pending(context).farcasterCancel = cancel
      return context.run(context.load('lazy', (flows) => flows.connectFarcaster(cancel.signal)))
    },
    {
      success: () => ['CONNECT_SUCCESS', { connector: 'farcaster', namespace: 'eip155' }],
      error: 'CONNECT_ERROR',
    },
  ),
  /** Stops waiting for the Farcaster sign-in: the modal goes back to Connect. */
  cancelFarcaster: syncMethod((context) => (): void => {
    const entry = pending(context)
    entry.farcasterCancel?.abort()
    entry.farcasterCancel = undefined
  }),
  /**
   * Shows the secure frame at a place in the viewport (the ApproveTransaction view's slot),
   * where the visitor approves or rejects in the frame's own UI; `undefined` hides it.
   */
  placeFrame: syncMethod(
    ({ auth }) =>
      (place: FramePlace | undefined): void =>
        void auth.then((found) => found?.placeFrame(place)),
  ),
}
