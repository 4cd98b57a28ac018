import { useMemo, useState } from 'react'
import type { ConnectorInfo } from '../../runtime/index.ts'
import { WalletIcon } from '../components/WalletIcon.tsx'
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { t } from '../i18n/t.ts'
import { useModalUi } from '../modal/ModalUiContext.ts'

/** Our choice, not SPEC's: the search waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

const installedTypes: ReadonlySet<ConnectorInfo['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])

/**
 * AllWallets: a debounced search over the wallets, installed ones first. The client offers
 * no wallet registry yet (`/v1/wallets` paging), so it lists the wallets found in this browser
 * and says the registry is unavailable. Loaded lazily.
 */
export const AllWalletsView = () => {
  const latch = useLatch()
  const { connectWith } = useModalUi()
  const connectors = useSignalValue(latch.state.connectors)
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim().toLowerCase(), SEARCH_DEBOUNCE_MS)
  const shown = useMemo(() => {
    const matching = connectors.filter((c) => c.name.toLowerCase().includes(search))
    const installed = matching.filter((c) => installedTypes.has(c.type))
    return [...installed, ...matching.filter((c) => !installedTypes.has(c.type))]
  }, [connectors, search])
  return (
    <div className="latch-stack" data-latch-view="AllWallets">
      <input
        className="latch-input"
        type="search"
        aria-label={t('allWallets.search')}
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-latch-search=""
      />
      <p className="latch-muted" data-latch-registry="unavailable">
        {t('allWallets.registryUnavailable')}
      </p>
      <ul className="latch-list">
        {shown.map((connector) => (
          <li key={connector.id}>
            <button
              type="button"
              className="latch-tile"
              data-latch-connector={connector.id}
              onClick={() => connectWith(connector.id)}
            >
              <WalletIcon name={connector.name} icon={connector.icon} />
              <span className="latch-tile-name">{connector.name}</span>
              {installedTypes.has(connector.type) && (
                <span className="latch-tag">{t('allWallets.installed')}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 && search !== '' && (
        <p className="latch-muted">{t('allWallets.empty', { query: search })}</p>
      )}
    </div>
  )
}
