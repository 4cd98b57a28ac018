import { useEffect, useState } from 'react'

/**
 * An open-mode shadow root on a host element made on the client only (never during server
 * rendering): `body` appends a new host to document.body (the overlay) and removes it on
 * unmount; an element uses that element (the embedded modal).
 */
export const useShadowRoot = (host: 'body' | HTMLElement | null): ShadowRoot | null => {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    if (host === null) return
    if (host !== 'body') {
      setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }))
      return
    }
    const element = document.createElement('div')
    element.setAttribute('data-latch-host', '')
    document.body.appendChild(element)
    setRoot(element.attachShadow({ mode: 'open' }))
    return () => {
      element.remove()
      setRoot(null)
    }
  }, [host])
  return root
}
