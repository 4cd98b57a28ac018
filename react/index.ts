/**
 * `latch/react`: the provider, the modal, the hooks and the buttons.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 * import { ConnectButton, LatchProvider } from 'latch/react'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 *
 * export const App = () => (
 *   <LatchProvider client={latch}>
 *     <ConnectButton />
 *   </LatchProvider>
 * )
 *
 * @module latch/react
 */
export { AccountButton } from './AccountButton.tsx'
export { ConnectButton, type ConnectButtonProps } from './ConnectButton.tsx'
export { useLatch } from './hooks/useLatch.ts'
export { type LatchAccount, useLatchAccount } from './hooks/useLatchAccount.ts'
export { type LatchNetwork, useLatchNetwork } from './hooks/useLatchNetwork.ts'
export { type LatchModalState, useLatchState } from './hooks/useLatchState.ts'
export { useSignalValue } from './hooks/useSignalValue.ts'
export { LatchModal, type LatchModalProps } from './LatchModal.tsx'
export { LatchProvider, type LatchProviderProps } from './LatchProvider.tsx'
export { NetworkButton } from './NetworkButton.tsx'
