import { type KeyboardEvent, useEffect, useState } from 'react'

/**
 * Enter in a form whose state the runtime writes a moment later (WalletSend: the receiver's
 * account name is looked up after SEARCH_DEBOUNCE_MS; an address or amount is checked once the
 * form's action has run): a form not yet `ready` has its submit button off, and the browser then
 * drops Enter. Here Enter pressed in a field of a form not ready is kept while something that
 * may make it ready is `pending`, and `submit` runs once the form turns ready. A form that can
 * no longer turn ready by itself (nothing pending: an amount that is not a number, a name no one
 * holds) lets it go, and `refused` says Enter was pressed in vain (the form then says why); the
 * focus stays in the field. Any edit (`cancel`) drops both, as does leaving the view.
 * `onKeyDown` goes on the form.
 */
export const useQueuedSubmit = (ready: boolean, pending: boolean, submit: () => void) => {
  const [queued, setQueued] = useState(false)
  const [refused, setRefused] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `submit` is a fresh closure each render; the form's readiness is what moves it
  useEffect(() => {
    if (!queued) return
    if (!ready && pending) return
    setQueued(false)
    if (ready) submit()
    else setRefused(true)
  }, [queued, ready, pending])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || ready) return
    if ((event.target as Element).tagName !== 'INPUT') return
    event.preventDefault()
    if (pending) setQueued(true)
    else setRefused(true)
  }
  const cancel = () => {
    setQueued(false)
    setRefused(false)
  }
  return { queued, refused, onKeyDown, cancel } as const
}
