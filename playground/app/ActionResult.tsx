import type { ActionState } from './useAction.ts'

/**
 * The outcome of an action under its button: the result, or the error in an alert.
 *
 * @example
 * import { ActionResult } from './ActionResult.tsx'
 * <ActionResult state={state} testId="playground-signature" />
 */
export const ActionResult = ({ state, testId }: { state: ActionState; testId: string }) =>
  state.status === 'done' ? (
    <output className="result" data-testid={testId}>
      {state.result}
    </output>
  ) : state.status === 'failed' ? (
    <p className="error" role="alert" data-testid={`${testId}-error`}>
      {state.error}
    </p>
  ) : null
