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

/** Whether nothing holds the focus: the page, or the modal's host with nothing inside it. */
const lost = (dialog: HTMLElement, now: Element | null): boolean =>
  now === null || now === document.body || now === (dialog.getRootNode() as ShadowRoot).host

/** Whether the view's own content is in the body (not the spinner of a view whose code loads). */
const mounted = (body: Element): boolean =>
  body.querySelector('[data-latch-view]') !== null || focusables(body).length > 0

/**
 * Focuses the element the view asks for (`data-latch-focus-first`, when not disabled: a
 * preview's region, the field a form was left in, Sign again after a refusal), else the first
 * control of the dialog's body, else the dialog.
 */
const focusFirst = (dialog: HTMLElement): void => {
  const body = dialog.querySelector('[data-latch-body]')
  const first = body
    ? (body.querySelector<HTMLElement>('[data-latch-focus-first]:not([disabled])') ??
      focusables(body)[0])
    : undefined
  ;(first ?? dialog).focus()
}

/**
 * Once a lazily loaded view has mounted in `dialog`'s body (its code was still loading), and
 * painted, focuses its first control, unless the visitor has moved the focus meanwhile (it is
 * no longer on the dialog itself, nor lost). Returns what stops waiting.
 */
const focusOnceMounted = (dialog: HTMLElement): (() => void) => {
  const body = dialog.querySelector('[data-latch-body]')
  if (!body || mounted(body)) return () => undefined
  let cancel = (): void => undefined
  const observer = new MutationObserver(() => {
    if (!mounted(body)) return
    observer.disconnect()
    cancel = afterPaint(() => {
      const now = deepActiveElement()
      if (now === dialog || lost(dialog, now)) focusFirst(dialog)
    })
  })
  observer.observe(body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    cancel()
  }
}

/**
 * Focuses the view's first control (or the element it marks `data-latch-focus-first`) on open
 * and on every view change (the control that was clicked is gone). It moves once the view has painted: focusing makes the browser style the
 * whole new view there and then, which held the view's first frame back by several ms (bench/:
 * click → Connect view). A key pressed before then moves it at once, so the key acts from
 * inside the dialog. A lazy view whose code is still loading holds the dialog itself until it
 * mounts, then its first control takes the focus: on its first visit as on later ones.
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
    let stopWaiting = (): void => undefined
    const focusIn = () => {
      cancel()
      document.removeEventListener('keydown', focusIn, true)
      const current = dialog.current
      if (!current) return
      // Something outside the dialog took the focus on purpose meanwhile (the secure frame, over
      // ApproveTransaction, puts it on its Reject button): leave it there.
      const now = deepActiveElement()
      if (now !== before && !lost(current, now) && !current.contains(now)) return
      focusFirst(current)
      stopWaiting = focusOnceMounted(current)
    }
    const cancel = afterPaint(focusIn)
    document.addEventListener('keydown', focusIn, true)
    return () => {
      cancel()
      stopWaiting()
      document.removeEventListener('keydown', focusIn, true)
    }
  }, [view, embedded])
}
