import { FRAME_APPROVAL_MIN_DRAWN_SCALE } from '../runtime/constants.ts'

/**
 * Whether the ask is drawn large enough to approve in place: the frame's `devicePixelRatio` (the
 * screen's density × the visitor's browser zoom × any CSS `zoom` the page puts on the frame or
 * its ancestors) is at least FRAME_APPROVAL_MIN_DRAWN_SCALE. Intersection Observer v2 calls a
 * zoomed-out frame visible and whole; only this number falls.
 *
 * @example
 * import { drawnReadable } from './approvalScale.ts'
 * drawnReadable(0.2) // false: a page zoomed the frame to a fifth
 */
export const drawnReadable = (devicePixelRatio: number): boolean =>
  devicePixelRatio >= FRAME_APPROVAL_MIN_DRAWN_SCALE

/**
 * Calls `on` now and whenever the frame's `devicePixelRatio` changes (a page zooming the frame
 * after the ask is shown, browser zoom, another screen): a `resolution` media query for the
 * current value, renewed on each change, and `resize`. Returns the stop.
 *
 * @example
 * import { watchDrawnScale } from './approvalScale.ts'
 * const stop = watchDrawnScale(window, (readable) => (approve.hidden = !readable))
 */
export const watchDrawnScale = (view: Window, on: (readable: boolean) => void): (() => void) => {
  let query: MediaQueryList | undefined
  const check = () => {
    query?.removeEventListener('change', check)
    query = view.matchMedia?.(`(resolution: ${view.devicePixelRatio}dppx)`)
    query?.addEventListener('change', check)
    on(drawnReadable(view.devicePixelRatio))
  }
  check()
  view.addEventListener('resize', check)
  return () => {
    query?.removeEventListener('change', check)
    view.removeEventListener('resize', check)
  }
}
