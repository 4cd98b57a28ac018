import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { onTestFinished } from 'vitest'
import { checkActWarnings } from '../../setup/failOnActWarnings.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let pending = 0

/**
 * Mounts `ui` into a fresh container in document.body. Call it inside a test: when the test
 * finishes (after the afterEach hooks) the root is unmounted and its container removed, and once
 * every root the test mounted is gone the body is emptied, so a test never has to clean up.
 * `unmount` does it earlier (a test that mounts again, or checks what unmounting does); the
 * second call is a no-op.
 */
export const mount = async (ui: ReactNode) => {
  const container = document.createElement('div')
  document.body.appendChild(container)
  let root: Root | undefined
  let mounted = true
  const unmount = async () => {
    if (!mounted) return
    mounted = false
    await act(async () => root?.unmount())
    container.remove()
  }
  onTestFinished(async () => {
    await unmount()
    if (--pending === 0) document.body.innerHTML = ''
    // This runs after the afterEach hooks: an act() warning logged since fails this test too.
    checkActWarnings()
  })
  pending++
  await act(async () => {
    root = createRoot(container)
    root.render(ui)
  })
  return {
    container,
    rerender: (next: ReactNode) => act(async () => root?.render(next)),
    unmount,
  }
}

/** The modal's shadow root (the overlay host appended to body). */
export const shadow = (): ShadowRoot => {
  const host = document.querySelector('[data-latch-host]')
  if (!host?.shadowRoot) throw new Error('no modal shadow root')
  return host.shadowRoot
}

/** Waits, flushing React, until `find` returns something (or fails after `ms`). */
export const waitFor = async <T,>(
  find: () => T | null | undefined | false,
  ms = 3_000,
): Promise<T> => {
  const start = Date.now()
  for (;;) {
    // Not vi.waitFor: its interval passes outside act, and the lazy views would then settle
    // unwrapped (React's act warnings, two failures); this poll waits inside act.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
    })
    const found = find()
    if (found) return found
    if (Date.now() - start > ms) throw new Error(`waitFor timed out: ${find.toString()}`)
  }
}

/** Clicks an element inside act. */
export const click = (element: Element) =>
  act(async () => {
    ;(element as HTMLElement).click()
  })

/** Dispatches a keydown inside act. */
export const key = (element: Element, k: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    element.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: k,
        bubbles: true,
        composed: true,
        cancelable: true,
        ...init,
      }),
    )
  })

/**
 * Gives `field` the browser's focus rule that happy-dom skips: `focus()` on a disabled field
 * does nothing. Returns how many times the field has taken the keyboard since, so a test sees
 * it taken where a visitor would have it (happy-dom also keeps a field inside a shadow root
 * focused through `blur()` and `disabled`, so `activeElement` alone cannot tell).
 */
export const focusOnlyWhileEnabled = (field: HTMLInputElement | HTMLButtonElement) => {
  let taken = 0
  const focus = field.focus.bind(field)
  field.focus = (options?: FocusOptions) => {
    if (field.disabled) return
    taken++
    focus(options)
  }
  return () => taken
}
