import { createContext, useContext } from 'react'
import type { RegistryWallet } from '../types.ts'

/** The connect attempt the ConnectingExternal view shows. */
export interface PendingConnect {
  readonly connectorId: string
  /** The wallet's error message when the attempt failed. */
  readonly error: string | undefined
}

/** UI state the router's view names do not carry, shared by the views of one modal. */
export interface ModalUi {
  readonly pending: PendingConnect | undefined
  /** Opens ConnectingExternal and connects; errors land in `pending.error`. */
  readonly connectWith: (connectorId: string) => void
  /** The registry wallet the ConnectingWalletConnect view pairs with (its links and header). */
  readonly walletConnectWallet: RegistryWallet | undefined
  /** Opens ConnectingWalletConnect, for a registry wallet or for any wallet (no argument). */
  readonly openWalletConnect: (wallet?: RegistryWallet) => void
  readonly embedded: boolean
}

/** The context behind `useModalUi()`. */
export const ModalUiContext = createContext<ModalUi>({
  pending: undefined,
  connectWith: () => undefined,
  walletConnectWallet: undefined,
  openWalletConnect: () => undefined,
  embedded: false,
})

/** The modal's UI state (pending connect, chosen WalletConnect wallet, embedded or overlay). */
export const useModalUi = (): ModalUi => useContext(ModalUiContext)
