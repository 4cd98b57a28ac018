import type { ApprovalAsk } from './describeRequest.ts'

/** The popup's page on the frame's origin (server/frame/startFramePage.ts serves it). */
export const APPROVAL_POPUP_PATH = '/frame/approve'

/** What the popup shows: the ask and who asks. */
export interface PopupAsk {
  readonly ask: ApprovalAsk
  readonly appOrigin: string
  readonly appName?: string | undefined
  /** The frame's synced theme mode, so the popup looks like the app's modal. */
  readonly themeMode?: 'light' | 'dark'
}

/** An open popup: closing it stops listening (the ask left the frame). */
export interface PopupHandle {
  readonly close: () => void
}

/** Messages between the frame and its popup, both on the frame's origin. */
export type PopupMessage =
  | { readonly type: 'latch-approval-ready' }
  | ({ readonly type: 'latch-approval-ask' } & PopupAsk)
  | { readonly type: 'latch-approval-answer'; readonly approved: boolean }

/**
 * Opens the ask in a popup on the frame's own origin (F7, where the browser cannot tell the
 * frame is seen): a top-level window under a fresh random name, which no page can cover, make
 * see-through or frame (`frame-ancestors 'none'`). Only that window, on the frame's origin, is
 * heard: it says it is ready, gets the ask, and answers once. `undefined` when the browser
 * blocked the popup (the visitor can press again).
 *
 * @example
 * import { openApprovalPopup } from './approvalPopup.ts'
 * const popup = openApprovalPopup(window, { ask, appOrigin }, (approved) => decide(approved))
 */
export const openApprovalPopup = (
  view: Window,
  context: PopupAsk,
  answer: (approved: boolean) => void,
): PopupHandle | undefined => {
  const origin = view.location.origin
  const name = `latch-approval-${view.crypto.randomUUID()}`
  const win = view.open(APPROVAL_POPUP_PATH, name, 'popup,width=420,height=640')
  if (!win) return undefined
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== origin) return
    const data = event.data as PopupMessage | undefined
    if (data?.type === 'latch-approval-ready') {
      const ask: PopupMessage = { type: 'latch-approval-ask', ...context }
      win.postMessage(ask, origin)
    } else if (data?.type === 'latch-approval-answer' && typeof data.approved === 'boolean') {
      stop()
      answer(data.approved)
    }
  }
  const stop = () => view.removeEventListener('message', onMessage)
  view.addEventListener('message', onMessage)
  return {
    close: () => {
      stop()
      if (!win.closed) win.close()
    },
  }
}
