import { FRAME_APPROVAL_MIN_DRAWN_SCALE } from '../runtime/constants.ts'

/**
 * Whether the ask is drawn large enough to approve in place: its scale (the frame's
 * `devicePixelRatio`, or screen points per CSS pixel read from the pointer, whichever is lower)
 * is at least FRAME_APPROVAL_MIN_DRAWN_SCALE. Intersection Observer v2 calls a frame the page
 * zoomed out with CSS `zoom` visible and whole; only these numbers fall.
 *
 * @example
 * import { drawnReadable } from './approvalScale.ts'
 * drawnReadable(0.2) // false: a page zoomed the frame to a fifth
 */
export const drawnReadable = (scale: number): boolean => scale >= FRAME_APPROVAL_MIN_DRAWN_SCALE

/** Where the pointer is: on the screen (points) and in the frame (CSS pixels). */
export type PointerAt = Pick<PointerEvent, 'screenX' | 'screenY' | 'clientX' | 'clientY'>

/** CSS pixels the pointer must cross in the frame before its scale is read (rounding). */
const POINTER_SAMPLE_PX = 16

/**
 * Screen points per CSS pixel of the frame between two pointer positions: the visitor's browser
 * zoom × the page's CSS zoom on the frame, without the screen's density (which
 * `devicePixelRatio` also carries, so a 3× screen hides a frame zoomed to 0.3). `undefined`
 * while the pointer has crossed too little of the frame to tell, or did not move on the screen
 * (the frame moved under it).
 *
 * @example
 * import { pointerScale } from './approvalScale.ts'
 * pointerScale({ screenX: 15, screenY: 9, clientX: 25, clientY: 5 }, { screenX: 25, screenY: 9, clientX: 75, clientY: 5 }) // 0.2
 */
export const pointerScale = (from: PointerAt, to: PointerAt): number | undefined => {
  const inFrame = Math.hypot(to.clientX - from.clientX, to.clientY - from.clientY)
  const onScreen = Math.hypot(to.screenX - from.screenX, to.screenY - from.screenY)
  return inFrame >= POINTER_SAMPLE_PX && onScreen > 0 ? onScreen / inFrame : undefined
}

/**
 * Calls `on` now and whenever the ask's drawn scale crosses the floor: the frame's
 * `devicePixelRatio` (a `resolution` media query for its value, renewed on each change, and
 * `resize`: a page zooming the frame after the ask is shown, browser zoom, another screen) and
 * the pointer's last reading in the frame. Returns the stop.
 *
 * @example
 * import { watchDrawnScale } from './approvalScale.ts'
 * const stop = watchDrawnScale(window, (readable) => (approve.hidden = !readable))
 */
export const watchDrawnScale = (view: Window, on: (readable: boolean) => void): (() => void) => {
  let query: MediaQueryList | undefined
  let anchor: PointerAt | undefined
  let fromPointer = Number.POSITIVE_INFINITY
  const check = () => {
    query?.removeEventListener('change', check)
    query = view.matchMedia?.(`(resolution: ${view.devicePixelRatio}dppx)`)
    query?.addEventListener('change', check)
    on(drawnReadable(Math.min(view.devicePixelRatio, fromPointer)))
  }
  const move = (event: PointerEvent) => {
    const at = {
      screenX: event.screenX,
      screenY: event.screenY,
      clientX: event.clientX,
      clientY: event.clientY,
    }
    const still = anchor?.screenX === at.screenX && anchor.screenY === at.screenY
    const scale = anchor && !still ? pointerScale(anchor, at) : undefined
    if (anchor && !still && scale === undefined) return
    anchor = at
    if (scale === undefined) return
    fromPointer = scale
    check()
  }
  // A pointer that left may come back to a frame the page moved meanwhile: read afresh.
  const leave = () => {
    anchor = undefined
  }
  check()
  view.addEventListener('resize', check)
  view.addEventListener('pointermove', move)
  view.document.documentElement.addEventListener('pointerleave', leave)
  return () => {
    query?.removeEventListener('change', check)
    view.removeEventListener('resize', check)
    view.removeEventListener('pointermove', move)
    view.document.documentElement.removeEventListener('pointerleave', leave)
  }
}
