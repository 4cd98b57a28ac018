import { type ActionContext, flow, type Program, syncMethod } from '../../actions/action.ts'
import type { ViewName } from '../../state/types.ts'
import type { OpenOptions } from './modal.ts'

const connected = ({ state }: ActionContext) => state.account.value.status === 'connected'

/** The modal: opening, closing and moving between its views (SPEC §2). */
export const modalActions = {
  /** SPEC §2 opening rules. */
  open: flow('eager', (flows, options?: OpenOptions): Program<void> => flows.openModal(options), {
    success: (context) => ['MODAL_OPEN', { connected: connected(context) }],
    error: 'MODAL_OPEN_ERROR',
  }),
  /** SPEC §2 closing rules; resolves `false` when closing is refused (the modal shakes). */
  close: flow(
    'eager',
    (flows, options?: { readonly embedded?: boolean }): Program<boolean> =>
      flows.closeModal(options),
    {
      success: (context, closed) =>
        closed ? ['MODAL_CLOSE', { connected: connected(context) }] : undefined,
      error: 'MODAL_CLOSE_ERROR',
    },
  ),
  /** Back one view in the modal. */
  back: syncMethod(({ state, flows }) => (): void => {
    state.router.value = flows.decide({ type: 'back' }, state.router.value)
  }),
  /**
   * Shows a view in the open modal (a tile or button of the modal UI), keeping the current one
   * for the back button; `reset` starts a fresh stack instead.
   */
  navigate: syncMethod(
    ({ state, flows }) =>
      (view: ViewName, options?: { readonly reset?: boolean }): void => {
        state.router.value = flows.decide(
          { type: 'navigated', view, ...(options?.reset ? { reset: true } : {}) },
          state.router.value,
        )
      },
  ),
}
