import { useCallback, useRef, useState } from 'react'

/** What {@link useLatchAction} gives a view: the action to call and where its last call stands. */
export interface LatchAction<A extends readonly unknown[], T> {
  /** Calls the action; resolves with its value, or with `undefined` once `error` holds why not. */
  readonly run: (...args: A) => Promise<T | undefined>
  /** True while a call runs. */
  readonly isPending: boolean
  /** The message of the last call's failure (SPEC §8 text), cleared by the next call. */
  readonly error: string | undefined
  /** Forgets the last call's failure (the step it was about is over); a running call runs on. */
  readonly reset: () => void
}

interface Status {
  readonly pending: boolean
  readonly error?: string
}
// One object each, so setting the status it already has is no update (React bails out).
const idle: Status = { pending: false }
const pending: Status = { pending: true }

/**
 * A client action for a view, as wagmi's hooks give one (`{ run, isPending, error }`): the
 * view shows `error`, or says in a comment which state the flow routes the failure to, and
 * never swallows it. An answer for a call a newer one superseded changes nothing. `run` keeps
 * its identity across renders (it calls the latest `action`), so an effect may depend on it.
 */
export const useLatchAction = <A extends readonly unknown[], T>(
  action: (...args: A) => Promise<T>,
): LatchAction<A, T> => {
  const [status, setStatus] = useState(idle)
  const latest = useRef(action)
  latest.current = action
  const calls = useRef(0)
  const run = useCallback((...args: A): Promise<T | undefined> => {
    const call = ++calls.current
    const settle = (next: Status) => call === calls.current && setStatus(next)
    setStatus(pending)
    return latest.current(...args).then(
      (value) => {
        settle(idle)
        return value
      },
      (error: unknown) => {
        // A Latch error's message is the SPEC string.
        settle({ pending: false, error: error instanceof Error ? error.message : String(error) })
        return undefined
      },
    )
  }, [])
  const reset = useCallback(() => setStatus((now) => (now.pending ? now : idle)), [])
  return { run, isPending: status.pending, error: status.error, reset }
}
