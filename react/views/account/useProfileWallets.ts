import { type RefObject, useState } from 'react'
import type { Connection, Namespace } from '../../../runtime/index.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

const NAMESPACE_LABEL: Readonly<Record<Namespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bitcoin: 'Bitcoin',
}

/** One connection as ProfileWallets lists it. */
export interface ProfileWalletRow {
  readonly namespace: Namespace
  readonly connection: Connection
  /** The connector's name and the namespace's, e.g. "MetaMask (EVM)". */
  readonly label: string
  /** The connection the account and network are on now. */
  readonly active: boolean
}

/** The visitor's connections (`state.connections`), one row per namespace. */
export const useProfileWalletRows = (): readonly ProfileWalletRow[] => {
  const t = useT()
  const latch = useLatch()
  const connections = useSignalValue(latch.state.connections)
  const connectors = useSignalValue(latch.state.connectors)
  const network = useSignalValue(latch.state.network)
  const account = useSignalValue(latch.state.account)
  return (Object.keys(connections) as Namespace[]).flatMap((namespace) => {
    const connection = connections[namespace]
    if (!connection) return []
    const connector =
      connectors.find((c) => c.id === connection.connectorId && c.namespace === namespace) ??
      connectors.find((c) => c.id === connection.connectorId)
    // The embedded wallet's connector is named for its first login (E-mail); here it is the
    // wallet, whichever login (e-mail, social, Farcaster) opened it.
    const name =
      connector?.type === 'AUTH'
        ? t('profileWallets.embedded')
        : (connector?.name ?? connection.connectorId)
    const active = namespace === network.chainNamespace && account.status === 'connected'
    return [{ namespace, connection, label: `${name} (${NAMESPACE_LABEL[namespace]})`, active }]
  })
}

/** What the rows' buttons do, and how it went. */
export interface ProfileWalletActions {
  /** The namespace whose switch or disconnect is running. */
  readonly busy: Namespace | undefined
  /** The last success, for the live region. */
  readonly notice: string
  readonly error: string | undefined
  readonly use: (row: ProfileWalletRow) => Promise<void>
  readonly disconnect: (row: ProfileWalletRow) => Promise<void>
}

/**
 * Switch to (`client.switchConnection`) or disconnect (`client.disconnect(namespace)`) a row's
 * connection, one at a time; after a disconnect the focus stays in `list`.
 */
export const useProfileWalletActions = (
  list: RefObject<HTMLUListElement | null>,
): ProfileWalletActions => {
  const t = useT()
  const latch = useLatch()
  const [busy, setBusy] = useState<Namespace | undefined>(undefined)
  const [notice, setNotice] = useState('')
  const [error, setError] = useState<string | undefined>(undefined)

  const act = async (namespace: Namespace, work: () => Promise<unknown>, done: string) => {
    setBusy(namespace)
    setError(undefined)
    setNotice('')
    try {
      await work()
      setNotice(done)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(undefined)
    }
  }

  const use = (row: ProfileWalletRow) =>
    act(
      row.namespace,
      () => latch.switchConnection(row.connection.connectorId, { namespace: row.namespace }),
      t('profileWallets.switched', { name: row.label }),
    )
  const disconnect = (row: ProfileWalletRow) =>
    act(
      row.namespace,
      async () => {
        await latch.disconnect(row.namespace)
        // The row and its buttons are gone: keep the focus in the list, not on the page (after
        // the last one the runtime shows Connect).
        if (Object.keys(latch.state.connections.value).length > 0) list.current?.focus()
      },
      t('profileWallets.disconnected', { name: row.label }),
    )
  return { busy, notice, error, use, disconnect }
}
