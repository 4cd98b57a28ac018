import { useCallback, useState } from 'react'

/** The state of one button's async action. */
export type ActionState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly result: string }
  | { readonly status: 'failed'; readonly error: string }

/**
 * Runs an async action for a button and keeps its state (pending, result, error message).
 *
 * @example
 * import { useAction } from './useAction.ts'
 * const [state, run] = useAction(() => latch.signIn().then(() => 'signed in'))
 */
export const useAction = (action: () => Promise<string>): readonly [ActionState, () => void] => {
  const [state, setState] = useState<ActionState>({ status: 'idle' })
  const run = useCallback(() => {
    setState({ status: 'pending' })
    action().then(
      (result) => setState({ status: 'done', result }),
      (cause: unknown) =>
        setState({
          status: 'failed',
          error: cause instanceof Error ? cause.message : String(cause),
        }),
    )
  }, [action])
  return [state, run] as const
}
