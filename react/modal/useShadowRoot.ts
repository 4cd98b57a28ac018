import { useEffect, useState } from 'react'
import { installStyles } from './installStyles.ts'

/**
 * An open-mode shadow root on a host element made on the client only (never during server
 * rendering), holding the modal's stylesheet (`installStyles`): `body` appends a new host to
 * document.body (the overlay) and removes it on unmount; an element uses that element (the
 * embedded modal).
 */
export const useShadowRoot = (host: 'body' | HTMLElement | null): ShadowRoot | null => {
  const [root, setRoot] = useState<ShadowRoot | null>(null)
  useEffect(() => {
    if (host === null) return
    if (host !== 'body') {
      const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
      installStyles(root)
      setRoot(root)
      return
    }
    const element = document.createElement('div')
    element.setAttribute('data-latch-host', '')
    document.body.appendChild(element)
    const root = element.attachShadow({ mode: 'open' })
    installStyles(root)
    setRoot(root)
    return () => {
      element.remove()
      setRoot(null)
    }
  }, [host])
  return root
}
