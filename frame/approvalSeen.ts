import { FRAME_APPROVAL_MIN_SEEN_RATIO } from '../runtime/constants.ts'
import { watchDrawnScale } from './approvalScale.ts'

type VisibilityEntry = IntersectionObserverEntry & { readonly isVisible?: boolean }

/** The whole approval is on screen: nothing of it clipped by the page, nor off the viewport. */
const wholeOnScreen = (entry: IntersectionObserverEntry) =>
  entry.intersectionRatio >= FRAME_APPROVAL_MIN_SEEN_RATIO

/** What the watch of the approval in the app's page says. */
export interface SeenInPage {
  /** Really seen, whole and drawn large enough, or not (Approve's arming). */
  readonly seen: (seen: boolean) => void
  /** Drawn large enough to approve in place, or not (Approve, or the way to the popup). */
  readonly drawn: (readable: boolean) => void
  /** After each report of Intersection Observer (the list's read-through is judged again). */
  readonly reported: () => void
}

/**
 * Watches the approval in the app's page, where only Intersection Observer v2 can tell it is seen
 * (`trackVisibility`): not covered, not see-through, not transformed; and whole: v2 judges only
 * the part on screen, so a page that clips the rest away (and paints its own words there) would
 * otherwise arm Approve under an ask the visitor never saw. v2 also calls a frame the page shrank
 * with CSS `zoom` seen and whole, so the approval must be drawn large enough too
 * (approvalScale.ts); a frame drawn at another size is unseen for a moment (the wait starts
 * over). Returns the stop.
 *
 * @example
 * import { watchSeenInPage } from './approvalSeen.ts'
 * const stop = watchSeenInPage(window, main, { seen: arming.seen, drawn, reported: checkRead })
 */
export const watchSeenInPage = (
  view: Window & typeof globalThis,
  target: Element,
  on: SeenInPage,
): (() => void) => {
  let seenWhole = false
  let readable = true
  let ratio = view.devicePixelRatio
  const judge = () => on.seen(seenWhole && readable)
  const stopScale = watchDrawnScale(view, (next) => {
    readable = next
    on.drawn(next)
    if (view.devicePixelRatio !== ratio) on.seen(false)
    ratio = view.devicePixelRatio
    judge()
  })
  const observer = new view.IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (entry) seenWhole = entry.isVisible === true && wholeOnScreen(entry)
      judge()
      on.reported()
    },
    {
      threshold: [0, FRAME_APPROVAL_MIN_SEEN_RATIO, 1],
      trackVisibility: true,
      delay: 100,
    } as IntersectionObserverInit,
  )
  observer.observe(target)
  return () => {
    stopScale()
    observer.disconnect()
  }
}
