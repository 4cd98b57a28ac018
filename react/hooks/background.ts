/**
 * Runs a client call a view does not wait on, in the only cases a view may leave its promise:
 * the flow itself writes every failure into state the visitor sees (a Resource's `error`,
 * `state.swap.error`, the toast or the alert, …); nobody waits any more (a preload, a modal
 * closed, a view gone); or only a defect can fail it, which the client already reports
 * (MODAL_OPEN_ERROR, MODAL_CLOSE_ERROR). Its rejection is then shown, or moot, and is only kept
 * from being unhandled; a comment at each call site names the state that shows it. A failure
 * no state shows is an action's error: give it `useLatchAction` and show its `error` instead.
 * Resolves with the call's value, or `undefined` when it failed, for a caller that still wants
 * the answer (the sheet springs back when closing is refused).
 */
export const background = <T>(call: PromiseLike<T>): Promise<T | undefined> =>
  Promise.resolve(call).then(undefined, shownElsewhere)

/** The rejection of a {@link background} call: shown through state, or moot. */
const shownElsewhere = (): undefined => undefined
