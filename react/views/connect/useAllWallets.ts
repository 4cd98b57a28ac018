import { useEffect, useRef } from 'react'
import type { ConnectorInfo, LatchClient } from '../../../runtime/index.ts'
import { background } from '../../hooks/background.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import type { RegistryWallet, WalletRegistry, WalletsState } from '../../types.ts'

const installedTypes: ReadonlySet<ConnectorInfo['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])
/** Not wallets of their own: WalletConnect is how registry wallets connect; auth is e-mail. */
const hiddenTypes: ReadonlySet<ConnectorInfo['type']> = new Set(['WALLET_CONNECT', 'AUTH'])

/** Whether `connector` is a wallet installed in this browser (tagged so in the list). */
export const isInstalled = (connector: ConnectorInfo): boolean => installedTypes.has(connector.type)

type LoadOptions = Parameters<LatchClient['loadWallets']>[0]

/**
 * The registry as AllWallets shows it: the loaded pages, where the load stands, and
 * 'unavailable' for an app without a registry (no `apiUrl`), which `data-state` keeps.
 */
export type RegistryView = WalletRegistry & {
  readonly status: WalletsState['status'] | 'unavailable'
  readonly error: string | undefined
}

/** `state.wallets` as AllWallets shows it. */
export const registryView = ({ status, data, error }: WalletsState): RegistryView => ({
  ...data,
  status: data.available ? status : 'unavailable',
  error,
})

/** What AllWallets lists for a search. */
export interface AllWallets {
  /** The connectors found in this browser whose name matches, installed ones first. */
  readonly installed: readonly ConnectorInfo[]
  /** The registry's wallets loaded so far, less those already among the connectors. */
  readonly registry: readonly RegistryWallet[]
  /** Whether the app has WalletConnect, so a registry wallet can pair. */
  readonly walletConnect: boolean
  /** Loads a page into `state.wallets`; a failure lands there (status error). */
  readonly load: (options?: LoadOptions) => void
}

/**
 * The registry behind AllWallets: its first page on mount (unless the Connect view already
 * asked for it), the first page of each new `search`, and the wallets to list for it.
 */
export const useAllWallets = (search: string): AllWallets => {
  const latch = useLatch()
  const connectors = useSignalValue(latch.state.connectors)
  const wallets = useSignalValue(latch.state.wallets).data

  const load = (options?: LoadOptions) => {
    // Failures land in state.wallets (status error); nothing to do with the promise.
    background(latch.loadWallets(options))
  }

  // The first page, unless it is already here (the Connect view asks for it too).
  useEffect(() => {
    const { status, data } = latch.state.wallets.peek()
    if (!data.available) return
    if ((status === 'ready' || status === 'loading') && data.search === '') return
    // As `load`: failures land in state.wallets (status error).
    background(latch.loadWallets())
  }, [latch])

  const searched = useRef(search)
  useEffect(() => {
    if (search === searched.current) return
    searched.current = search
    // As `load`: failures land in state.wallets (status error).
    background(latch.loadWallets({ search }))
  }, [search, latch])

  const needle = search.toLowerCase()
  const listed = connectors.filter(
    (c) => !hiddenTypes.has(c.type) && c.name.toLowerCase().includes(needle),
  )
  const installed = [...listed.filter(isInstalled), ...listed.filter((c) => !isInstalled(c))]
  const known = new Set(connectors.flatMap((c) => (c.rdns ? [c.id, c.rdns] : [c.id])))
  const registry = wallets.entries.filter(
    (w) => !known.has(w.id) && !(w.rdns !== null && known.has(w.rdns)),
  )
  const walletConnect = connectors.some((c) => c.type === 'WALLET_CONNECT')
  return { installed, registry, walletConnect, load }
}
