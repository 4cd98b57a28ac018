/**
 * The flows the client loads with itself (the connect path and the modal), handed to the
 * actions as `context.flows`; the rest load on first use (flows/features.ts).
 */
export { connect } from '../features/connection/connect.ts'
export { disconnect } from '../features/connection/disconnect.ts'
// The Connect view lists the registry's wallets at open: with the lazy flows, opening loaded
// send, swap, onramp, e-mail and names too (issue 30's heap after open).
export { loadWallets } from '../features/connection/loadWallets.ts'
export { switchConnection } from '../features/connection/switchConnection.ts'
export { closeModal, openModal } from '../features/kernel/modal.ts'
export { rejectPendingRequests, request } from '../features/kernel/request.ts'
export { decide } from '../features/kernel/router.ts'
export { switchNetwork } from '../features/networks/switchNetwork.ts'
export { cancelSignIn, signIn } from '../features/siwx/signIn.ts'
