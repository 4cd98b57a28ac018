import { type RefObject, useEffect } from 'react'

/**
 * Keeps keyboard focus inside an open modal dialog: when the focused control inside it becomes
 * disabled or unmounts, the browser drops focus to the page's `body` (no event says so), so
 * after every change inside the dialog and every `focusout` that leads nowhere, focus that
 * was lost — not moved elsewhere on purpose — goes to the dialog itself. Escape and Tab keep
 * working from there.
 */
export const useKeepFocusInside = (dialog: RefObject<HTMLElement | null>, enabled: boolean) => {
  useEffect(() => {
    const element = dialog.current
    if (!enabled || !element) return
    const root = element.getRootNode() as ShadowRoot | Document
    const rescue = () => {
      if (!element.isConnected) return
      const lost = document.activeElement === null || document.activeElement === document.body
      const host = root instanceof ShadowRoot ? root.host : undefined
      const onHostOnly =
        host !== undefined && document.activeElement === host && root.activeElement === null
      if (lost || onHostOnly) element.focus()
    }
    // The browser may drop focus only at its next rendering step, so look again after it.
    const soon = () => {
      queueMicrotask(rescue)
      globalThis.requestAnimationFrame?.(rescue)
    }
    const observer = new MutationObserver(soon)
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert'],
    })
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget === null) soon()
    }
    element.addEventListener('focusout', onFocusOut)
    return () => {
      observer.disconnect()
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [dialog, enabled])
}
