import { type KeyboardEvent, useEffect, useState } from 'react'

/**
 * Enter in a form whose state the runtime writes a moment later (WalletSend: the receiver's
 * account name is looked up after SEARCH_DEBOUNCE_MS; an address or amount is checked once the
 * form's action has run): a form not yet `ready` has its submit button off, and the browser then
 * drops Enter. Here Enter pressed in a field of a form not ready is kept, and `submit` runs once
 * the form turns ready; any edit after it (`cancel`) drops it, as does leaving the view.
 * `onKeyDown` goes on the form.
 */
export const useQueuedSubmit = (ready: boolean, submit: () => void) => {
  const [queued, setQueued] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `submit` is a fresh closure each render; the form's readiness is what moves it
  useEffect(() => {
    if (!queued || !ready) return
    setQueued(false)
    submit()
  }, [queued, ready])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || ready) return
    if ((event.target as Element).tagName !== 'INPUT') return
    event.preventDefault()
    setQueued(true)
  }
  const cancel = () => setQueued(false)
  return { queued, onKeyDown, cancel } as const
}
