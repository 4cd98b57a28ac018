import { createContext, useContext } from 'react'

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
  readonly embedded: boolean
}

/** The context behind `useModalUi()`. */
export const ModalUiContext = createContext<ModalUi>({
  pending: undefined,
  connectWith: () => undefined,
  embedded: false,
})

/** The modal's UI state (pending connect, embedded or overlay). */
export const useModalUi = (): ModalUi => useContext(ModalUiContext)
