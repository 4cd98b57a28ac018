import { effect } from '@preact/signals-core'
import type { AuthFrameApprovals } from '../../connectors/embedded/authConnector.ts'
import type { WritableState } from '../../state/createState.ts'
import { decide } from './router.ts'

/** What `followFrameApproval` needs. */
export interface FollowFrameApprovalOptions {
  readonly auth: Pick<AuthFrameApprovals, 'onApproval'>
  readonly state: WritableState
  /** Closes the modal by SPEC §2's closing rules (the client's `close`). */
  readonly close: () => Promise<unknown>
}

/**
 * Routes the embedded wallet's approvals (SPEC §2: ApproveTransaction makes the frame
 * visible): while the frame holds an unsafe request for the visitor, the modal shows
 * ApproveTransaction, opening the modal if it was closed; once nothing waits it goes back to
 * the view it came from, or closes again when it opened for the approval. Opening the modal
 * while a request still waits shows ApproveTransaction again. Returns the unsubscribe.
 */
export const followFrameApproval = ({ auth, state, close }: FollowFrameApprovalOptions) => {
  let openedForIt = false
  const show = () => {
    if (state.router.value.view === 'ApproveTransaction' && state.modal.value.open) return
    openedForIt = !state.modal.value.open
    state.router.value = decide(
      { type: 'approvalRequested', modalOpen: !openedForIt },
      state.router.value,
    )
    state.modal.value = { ...state.modal.value, open: true }
  }
  const stopApproval = auth.onApproval((waiting) => {
    state.frameApproval.value = { waiting: waiting.length }
    if (waiting.length > 0) return show()
    if (state.router.value.view !== 'ApproveTransaction') return
    if (openedForIt || !state.modal.value.open) {
      openedForIt = false
      // Closing after the frame settled the request: a defect is the client's to report.
      close().catch(() => undefined)
    } else state.router.value = decide({ type: 'approvalSettled' }, state.router.value)
  })
  // The visitor closed the modal while a request waited: opening it again shows the request.
  let wasOpen = state.modal.peek().open
  const stopOpen = effect(() => {
    const open = state.modal.value.open
    const opened = open && !wasOpen
    wasOpen = open
    if (opened && state.frameApproval.peek().waiting > 0) show()
  })
  return () => {
    stopApproval()
    stopOpen()
  }
}
