import { type RefObject, useEffect } from 'react'
import type { ViewName } from '../../runtime/index.ts'
import { afterPaint } from './afterPaint.ts'
import { focusables } from './focusables.ts'

/** The focused element, looking through open shadow roots (the modal lives in one). */
const deepActiveElement = (): Element | null => {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/**
 * Focuses the view's first control on open and on every view change (the control that was
 * clicked is gone); a lazy view still loading leaves focus on the dialog itself. It moves
 * once the view has painted: focusing makes the browser style the whole new view there and
 * then, which held the view's first frame back by several ms (bench/: click → Connect view).
 * A key pressed before then moves it at once, so the key acts from inside the dialog.
 * Nothing when `embedded`.
 */
export const useFocusFirstControl = (
  dialog: RefObject<HTMLDivElement | null>,
  view: ViewName,
  embedded: boolean,
): void => {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per view by design
  useEffect(() => {
    if (embedded) return
    const before = deepActiveElement()
    const focusIn = () => {
      cancel()
      document.removeEventListener('keydown', focusIn, true)
      if (!dialog.current) return
      // Something outside the dialog took the focus on purpose meanwhile (the secure frame, over
      // ApproveTransaction, puts it on its Reject button): leave it there.
      const now = deepActiveElement()
      const host = (dialog.current.getRootNode() as ShadowRoot).host
      const lost = now === null || now === document.body || now === host
      if (now !== before && !lost && !dialog.current.contains(now)) return
      const body = dialog.current.querySelector('[data-latch-body]')
      const first = body ? focusables(body)[0] : undefined
      ;(first ?? dialog.current).focus()
    }
    const cancel = afterPaint(focusIn)
    document.addEventListener('keydown', focusIn, true)
    return () => {
      cancel()
      document.removeEventListener('keydown', focusIn, true)
    }
  }, [view, embedded])
}
