import { useCallback, useEffect, useState } from 'react'
import type { LatchClient } from '../../runtime/index.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import type { PendingConnect } from './ModalUiContext.ts'

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)

/**
 * Connect attempts from the modal: shows ConnectingExternal, calls `client.connect`, keeps
 * the wallet's error message for the view, and moves on to Account as soon as the account is
 * connected (the balance then arrives into its placeholder). A runtime flow that picks a view
 * of its own (sign-in, unsupported chain) wins, since it changes the view first.
 */
export const useConnectWith = (client: LatchClient) => {
  const [pending, setPending] = useState<PendingConnect | undefined>(undefined)
  const account = useSignalValue(client.state.account)
  const router = useSignalValue(client.state.router)

  const connectWith = useCallback(
    (connectorId: string) => {
      setPending({ connectorId, error: undefined })
      client.navigate('ConnectingExternal')
      client.connect(connectorId).then(
        () => undefined,
        (error: unknown) => {
          setPending((current) =>
            current?.connectorId === connectorId
              ? { connectorId, error: messageOf(error) }
              : current,
          )
        },
      )
    },
    [client],
  )

  useEffect(() => {
    if (
      pending &&
      pending.error === undefined &&
      router.view === 'ConnectingExternal' &&
      // Read again: a runtime flow (required sign-in) may have picked its view after this
      // render, and navigating from a stale one would replace the sign view with Account.
      client.state.router.peek().view === 'ConnectingExternal' &&
      account.status === 'connected' &&
      account.connectorId === pending.connectorId
    ) {
      client.navigate('Account', { reset: true })
      setPending(undefined)
    }
  }, [pending, router.view, account.status, account.connectorId, client])

  return { pending, connectWith }
}
