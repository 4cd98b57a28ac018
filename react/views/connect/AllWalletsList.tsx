import { LoadMore } from '../../components/LoadMore.tsx'
import { RegistryWalletTile } from '../../components/RegistryWalletTile.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useT } from '../../i18n/useT.ts'
import { useModalUi } from '../../modal/ModalUiContext.ts'
import { type AllWallets, isInstalled, type RegistryView } from './useAllWallets.ts'

/** Our choice: how many placeholder tiles stand in for a page that is loading. */
const PLACEHOLDER_TILES = 4

/**
 * AllWallets' list: the installed connectors (each connects: ConnectingExternal), the registry's
 * wallets, placeholders while a page loads and, while the registry has more, the next page on
 * scroll (or a "Load more" button).
 */
export const AllWalletsList = ({
  list,
  wallets,
}: {
  readonly list: AllWallets
  readonly wallets: RegistryView
}) => {
  const t = useT()
  const { connectWith } = useModalUi()
  const loading = wallets.status === 'loading'
  return (
    <ul className="latch-list" aria-busy={loading}>
      {list.installed.map((connector) => (
        <li key={connector.id}>
          <button
            type="button"
            className="latch-tile"
            data-latch-connector={connector.id}
            onClick={() => connectWith(connector.id)}
          >
            <WalletIcon name={connector.name} icon={connector.icon} type={connector.type} />
            <span className="latch-tile-name">{connector.name}</span>
            {isInstalled(connector) && (
              <span className="latch-tag">{t('allWallets.installed')}</span>
            )}
          </button>
        </li>
      ))}
      {list.registry.map((wallet) => (
        <li key={wallet.id}>
          <RegistryWalletTile wallet={wallet} walletConnect={list.walletConnect} />
        </li>
      ))}
      {loading &&
        Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={`placeholder-${i}`} data-latch-placeholder="" aria-hidden="true">
            <div className="latch-tile">
              <span className="latch-avatar latch-placeholder" />
              <span className="latch-placeholder" />
            </div>
          </li>
        ))}
      {wallets.status === 'ready' && wallets.entries.length < wallets.count && (
        <LoadMore onMore={() => list.load({ search: wallets.search, more: true })} />
      )}
    </ul>
  )
}
