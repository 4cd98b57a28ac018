import { type RefObject, useLayoutEffect, useRef } from 'react'

/**
 * After a call the wallet refused (Sign, Register): `retry`, the control the visitor pressed,
 * was disabled while the call ran and the browser dropped the focus; once `busy` ends with
 * `failed`, the keyboard goes back to it, so Enter retries. A visitor typing in a field keeps
 * the field (its Enter retries too). The error's words are the view's own alert:
 * this adds no announcement of its own.
 */
export const useRetryFocus = (
  busy: boolean,
  failed: boolean,
  retry: RefObject<HTMLElement | null>,
): void => {
  const wasBusy = useRef(busy)
  useLayoutEffect(() => {
    const ended = wasBusy.current && !busy
    wasBusy.current = busy
    const control = retry.current
    if (!ended || !failed || !control) return
    const active = (control.getRootNode() as Document | ShadowRoot).activeElement
    if (active?.tagName !== 'INPUT') control.focus()
  }, [busy, failed, retry])
}
