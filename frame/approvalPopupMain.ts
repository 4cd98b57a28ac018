// The approval popup's script (F7), bundled by server/frame/bundleFramePage.ts and served on
// the frame's origin at /frame/approve: a top-level window the frame opened, showing one ask.
import { FRAME_APPROVAL_ARM_MS } from '../runtime/constants.ts'
import type { PopupMessage } from './approvalPopup.ts'
import { domApprovalUi } from './approvalUi.ts'
import type { ApprovalAsk } from './describeRequest.ts'

const isAsk = (value: unknown): value is ApprovalAsk => {
  const ask = value as ApprovalAsk | undefined
  return (
    typeof ask?.method === 'string' &&
    typeof ask.title === 'string' &&
    Array.isArray(ask.rows) &&
    ask.rows.every((r) => typeof r?.label === 'string' && typeof r.value === 'string')
  )
}

const origin = location.origin
const opener = window.opener as Window | null
if (window.top !== window || !opener) {
  // Framed, or opened by anything but the wallet's frame: nothing to approve here.
  document.body.textContent = 'This window opens only from the wallet.'
} else {
  let context: { appOrigin: string; appName?: string | undefined } = { appOrigin: 'This site' }
  const ui = domApprovalUi(document, {
    appOrigin: () => context.appOrigin,
    appName: () => context.appName,
    armMs: FRAME_APPROVAL_ARM_MS,
    placement: 'top',
  })
  let shown = false
  window.addEventListener('message', (event) => {
    // Only the frame that opened this window, on this origin.
    if (event.source !== opener || event.origin !== origin || shown) return
    const data = event.data as PopupMessage | undefined
    if (data?.type !== 'latch-approval-ask' || !isAsk(data.ask)) return
    if (typeof data.appOrigin !== 'string') return
    shown = true
    context = { appOrigin: data.appOrigin, appName: data.appName }
    if (data.themeMode === 'dark') document.documentElement.dataset.theme = 'dark'
    document.title = `${data.ask.title} · ${data.appOrigin}`
    ui.show(data.ask, (approved) => {
      const answer: PopupMessage = { type: 'latch-approval-answer', approved }
      opener.postMessage(answer, origin)
      window.close()
    })
  })
  const ready: PopupMessage = { type: 'latch-approval-ready' }
  opener.postMessage(ready, origin)
}
