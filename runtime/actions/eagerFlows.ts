/**
 * The flows the client loads with itself (the connect path and the modal), handed to the
 * actions as `context.flows`; the rest load on first use (flows/features.ts).
 */
export { connect } from '../flows/connect.ts'
export { disconnect } from '../flows/disconnect.ts'
export { closeModal, openModal } from '../flows/modal.ts'
export { rejectPendingRequests, request } from '../flows/request.ts'
export { decide } from '../flows/router.ts'
export { cancelSignIn, signIn } from '../flows/signIn.ts'
export { switchConnection } from '../flows/switchConnection.ts'
export { switchNetwork } from '../flows/switchNetwork.ts'
