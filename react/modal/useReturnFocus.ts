import { useEffect, useLayoutEffect, useRef } from 'react'

/**
 * Focus returns to whatever had it (the trigger) when the overlay closes. The trigger is caught
 * in a layout effect (before the dialog's passive effect moves focus in); focus goes back in a
 * passive cleanup, after React's own post-commit focus restore. Nothing when `embedded`.
 */
export const useReturnFocus = (embedded: boolean, open: boolean): void => {
  const trigger = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (!embedded && open) trigger.current = document.activeElement
  }, [embedded, open])
  useEffect(() => {
    if (embedded || !open) return
    return () => {
      const target = trigger.current
      trigger.current = null
      if (target instanceof HTMLElement && target.isConnected) target.focus()
    }
  }, [embedded, open])
}
