import { useEffect, useState } from 'react'
import { adoptStyles } from './adoptStyles.ts'

/** The modal's shadow root, and whether it already holds the stylesheet (adopted). */
export type ModalShadowRoot = {
  readonly root: ShadowRoot
  /** False where constructable stylesheets are missing: render the `<style>` fallback. */
  readonly adopted: boolean
}

const prepare = (root: ShadowRoot): ModalShadowRoot => ({ root, adopted: adoptStyles(root) })

/**
 * An open-mode shadow root on a host element made on the client only (never during server
 * rendering), with the modal's stylesheet adopted: `body` appends a new host to document.body
 * (the overlay) and removes it on unmount; an element uses that element (the embedded modal).
 */
export const useShadowRoot = (host: 'body' | HTMLElement | null): ModalShadowRoot | null => {
  const [shadow, setShadow] = useState<ModalShadowRoot | null>(null)
  useEffect(() => {
    if (host === null) return
    if (host !== 'body') {
      setShadow(prepare(host.shadowRoot ?? host.attachShadow({ mode: 'open' })))
      return
    }
    const element = document.createElement('div')
    element.setAttribute('data-latch-host', '')
    document.body.appendChild(element)
    setShadow(prepare(element.attachShadow({ mode: 'open' })))
    return () => {
      element.remove()
      setShadow(null)
    }
  }, [host])
  return shadow
}
