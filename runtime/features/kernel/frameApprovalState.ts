import { featureState } from '../../state/featureState.ts'

/** The embedded wallet's unsafe requests waiting for the visitor in the frame (ApproveTransaction). */
export interface FrameApprovalState {
  readonly waiting: number
}

/** No request waiting in the frame. */
export const noFrameApproval: FrameApprovalState = { waiting: 0 }

/** The secure frame's approvals' part of the state (kernel/frameApproval.ts follows them). */
export const frameApprovalFeature = featureState<'ApproveTransaction'>()({
  /** How many requests wait for the visitor's approval in the secure frame. */
  frameApproval: noFrameApproval,
})
