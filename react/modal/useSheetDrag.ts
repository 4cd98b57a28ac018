import { type PointerEvent, type RefObject, useRef } from 'react'
import { SHEET_MEDIA } from './sheetMedia.ts'

/** Our choice (UI, not SPEC): how far down the sheet must be dragged to ask to close. */
const CLOSE_DRAG_PX = 96

/**
 * Drags the bottom sheet down by its handle or its header (not by their buttons): it follows
 * the pointer, and on release past CLOSE_DRAG_PX asks `close` — the path Escape takes, so where
 * SPEC §2 refuses (`close` answers false) the sheet springs back as it shakes. A shorter drag
 * springs back (styles.ts animates it, not under reduced motion). Only as an overlay on a
 * narrow screen; a no-op otherwise.
 */
export const useSheetDrag = (
  dialog: RefObject<HTMLDivElement | null>,
  close: () => Promise<boolean | undefined>,
  enabled: boolean,
) => {
  const start = useRef<number | undefined>(undefined)
  // While the pointer drags, the sheet follows it at once; let go, it glides (the transition).
  const place = (dy: number) => {
    const style = dialog.current?.style
    if (!style) return
    style.transition = start.current === undefined ? '' : 'none'
    style.transform = dy > 0 ? `translateY(${dy}px)` : ''
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === undefined) return
    const dy = event.type === 'pointerup' ? event.clientY - start.current : 0
    start.current = undefined
    if (dy < CLOSE_DRAG_PX) return place(0)
    place(dy)
    // Closed, the sheet leaves from where it is (the close animation starts there).
    close().then((closed) => closed || place(0))
  }
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const target = event.target as Element
      if (
        enabled &&
        event.button === 0 &&
        target.closest('.latch-grab, .latch-header') &&
        !target.closest('button') &&
        globalThis.matchMedia?.(SHEET_MEDIA).matches
      ) {
        // No text selection, so no native drag of it, which would cancel this one.
        event.preventDefault()
        start.current = event.clientY
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }
    },
    onPointerMove: (event: PointerEvent) => {
      if (start.current !== undefined) place(event.clientY - start.current)
    },
    onPointerUp,
    onPointerCancel: onPointerUp,
  }
}
