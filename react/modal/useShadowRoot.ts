import { useEffect, useState } from 'react'

/**
 * An open-mode shadow root on a host element made on the client only (never during server
 * rendering): `body` appends a new host to document.body (the overlay) and removes it on
 * unmount; an element uses that element (the embedded modal). The modal's stylesheet comes
 * with the modal's code (LatchModalPortal calls `installStyles`), which loads lazily.
 */
export const useShadowRoot = (host: 'body' | HTMLElement | null): ShadowRoot | null => {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    if (host === null) return
    if (host !== 'body') {
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
      setRoot(root)
      return
    }
    const element = document.createElement('div')
    element.setAttribute('data-latch-host', '')
    document.body.appendChild(element)
    const root = element.attachShadow({ mode: 'open' })
    setRoot(root)
    return () => {
      element.remove()
      setRoot(null)
    }
  }, [host])
  return root
}
