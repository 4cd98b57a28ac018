import { useLayoutEffect, useRef } from 'react'
import { background } from '../../hooks/background.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * The height the secure frame gets for its approval UI: 400 px, or less in a short window (a
 * phone held sideways), so the whole frame fits in the dialog's scroll area (90vh less its
 * padding and border) at once: the frame arms Approve only while all of it is on screen, and
 * an ask taller than the frame scrolls inside it.
 */
const FRAME_SLOT_HEIGHT = 'min(400px, calc(90vh - 30px))'

/** Whether the secure frame (in the page, outside the modal's shadow root) has the keyboard. */
const frameHasFocus = (element: Element) =>
  element.ownerDocument.activeElement?.matches('iframe[data-latch-frame]') ?? false

/**
 * Where the secure frame shows: the slot's place in the viewport, followed every animation
 * frame (the modal opens with an animation, the page may scroll or resize), goes to the
 * client, which lays the frame over it; unmounting hides the frame again and, when the
 * keyboard was in it (the visitor just answered there), hands it back to the dialog at once,
 * before the next view paints: a key pressed in a hidden frame reaches no one, so Escape
 * would not close the modal. The next view's first control takes it from the dialog as usual.
 */
const FrameSlot = () => {
  const latch = useLatch()
  const slot = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const dialog = slot.current?.closest<HTMLElement>('[role="dialog"]')
    let frame = 0
    let last = ''
    const follow = () => {
      const element = slot.current
      if (element) {
        const { top, left, width, height } = element.getBoundingClientRect()
        const key = `${top},${left},${width},${height}`
        if (key !== last) {
          last = key
          latch.placeFrame({ top, left, width, height })
        }
      }
      frame = requestAnimationFrame(follow)
    }
    follow()
    // A dialog that scrolls (a short window) brings the whole frame into view.
    slot.current?.scrollIntoView?.({ block: 'nearest' })
    return () => {
      cancelAnimationFrame(frame)
      if (dialog?.isConnected && frameHasFocus(dialog)) dialog.focus()
      latch.placeFrame(undefined)
    }
  }, [latch])
  return <div ref={slot} data-latch-frame-slot="" style={{ height: FRAME_SLOT_HEIGHT }} />
}

/**
 * ApproveTransaction (SPEC §2: it makes the frame visible). While the embedded wallet holds an
 * unsafe request, the secure frame shows at this view's place with its own approval UI, on its
 * own origin, so the app's page can neither read nor press it; the runtime leaves the view
 * once the visitor answered. With nothing waiting it says so; Reject closes (the runtime
 * refuses while sign-in is required, and the modal shakes). Loaded lazily.
 */
export const ApproveTransactionView = () => {
  const t = useT()
  const latch = useLatch()
  const approval = useSignalValue(latch.state.frameApproval)
  if (approval.waiting > 0)
    return (
      <div className="latch-stack" data-latch-view="ApproveTransaction" data-state="waiting">
        <p className="latch-muted">{t('approve.inFrame')}</p>
        <FrameSlot />
      </div>
    )
  return (
    <div className="latch-stack" data-latch-view="ApproveTransaction" data-state="empty">
      <p className="latch-muted">{t('approve.none')}</p>
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => {
            // Nothing waits to be rejected: closing is all; a refusal shakes the modal (state),
            // a defect the client reports (MODAL_CLOSE_ERROR).
            background(latch.close())
          }}
        >
          {t('approve.reject')}
        </button>
        <button type="button" className="latch-button" disabled>
          {t('approve.approve')}
        </button>
      </div>
    </div>
  )
}
