import { useCallback, useState } from 'react'
import type { LatchClient } from '../../runtime/index.ts'
import type { PendingConnect } from './ModalUiContext.ts'

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)

/**
 * Connect attempts from the modal: shows ConnectingExternal, calls `client.connect`, keeps
 * the wallet's error message for the view. The runtime moves on to Account once the account is
 * connected (the balance then arrives into its placeholder), unless its sign-in or
 * UnsupportedChain rule picked a view.
 */
export const useConnectWith = (client: LatchClient) => {
  const [pending, setPending] = useState<PendingConnect | undefined>(undefined)

  const connectWith = useCallback(
    (connectorId: string) => {
      setPending({ connectorId, error: undefined })
      client.navigate('ConnectingExternal')
      // The wallet's name stays for ConnectingExternal until the runtime moves on.
      client.connect(connectorId).catch((error: unknown) => {
        setPending((current) =>
          current?.connectorId === connectorId ? { connectorId, error: messageOf(error) } : current,
        )
      })
    },
    [client],
  )

  return { pending, connectWith }
}
