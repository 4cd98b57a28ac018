import { useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../../runtime/constants.ts'
import type { ConnectorInfo, LatchClient } from '../../../runtime/index.ts'
import { LoadMore } from '../../components/LoadMore.tsx'
import { RegistryWalletTile } from '../../components/RegistryWalletTile.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useResource } from '../../hooks/useResource.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import { useModalUi } from '../../modal/ModalUiContext.ts'

/** Our choice, not SPEC's: the search waits 300 ms after the last keystroke. */

/** Our choice: how many placeholder tiles stand in for a page that is loading. */
const PLACEHOLDER_TILES = 4

const installedTypes: ReadonlySet<ConnectorInfo['type']> = new Set([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
])
/** Not wallets of their own: WalletConnect is how registry wallets connect; auth is e-mail. */
const hiddenTypes: ReadonlySet<ConnectorInfo['type']> = new Set(['WALLET_CONNECT', 'AUTH'])

type LoadOptions = Parameters<LatchClient['loadWallets']>[0]

/**
 * AllWallets: the connectors found in this browser (installed ones first), then the wallet
 * registry (`state.wallets`) page by page — the first page on mount, a debounced search,
 * more on scroll (or a "Load more" button without IntersectionObserver), placeholders while
 * loading, the error with a retry, and a note when there is no registry. An installed wallet
 * connects (ConnectingExternal); a registry wallet pairs through WalletConnect when the app
 * has it, else links to its homepage. A search that finds no wallet offers the e-mail login
 * (EmailLogin) when the app has it. Loaded lazily.
 */
export const AllWalletsView = () => {
  const t = useT()
  const latch = useLatch()
  const { connectWith } = useModalUi()
  const connectors = useSignalValue(latch.state.connectors)
  const resource = useResource(latch.state.wallets)
  const wallets = resource.data
  // `data-state` keeps its 'unavailable' for an app without a registry (no `apiUrl`).
  const status = wallets.available ? resource.status : 'unavailable'
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)

  const load = (options?: LoadOptions) => {
    // Failures land in state.wallets (status error); nothing to do with the promise.
    latch.loadWallets(options).catch(() => undefined)
  }

  // The first page, unless it is already here (the Connect view asks for it too).
  useEffect(() => {
    const { status, data } = latch.state.wallets.peek()
    if (!data.available) return
    if ((status === 'ready' || status === 'loading') && data.search === '') return
    // As `load`: failures land in state.wallets (status error).
    latch.loadWallets().catch(() => undefined)
  }, [latch])

  const searched = useRef(search)
  useEffect(() => {
    if (search === searched.current) return
    searched.current = search
    // As `load`: failures land in state.wallets (status error).
    latch.loadWallets({ search }).catch(() => undefined)
  }, [search, latch])

  const needle = search.toLowerCase()
  const listed = connectors.filter(
    (c) => !hiddenTypes.has(c.type) && c.name.toLowerCase().includes(needle),
  )
  const installed = [
    ...listed.filter((c) => installedTypes.has(c.type)),
    ...listed.filter((c) => !installedTypes.has(c.type)),
  ]
  const known = new Set(connectors.flatMap((c) => (c.rdns ? [c.id, c.rdns] : [c.id])))
  const registry = wallets.entries.filter(
    (w) => !known.has(w.id) && !(w.rdns !== null && known.has(w.rdns)),
  )
  const walletConnect = connectors.some((c) => c.type === 'WALLET_CONNECT')
  const loading = status === 'loading'
  const settled = status === 'ready' || status === 'unavailable'
  // As on Connect: e-mail login works with frameUrl and the eip155 adapter (audit D4).
  const { config } = latch
  const emailLogin =
    config.features.email && config.frameUrl !== undefined && config.adapters.includes('eip155')

  return (
    <div className="latch-stack" data-latch-view="AllWallets" data-state={status}>
      <input
        className="latch-input"
        type="search"
        aria-label={t('allWallets.search')}
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-latch-search=""
      />
      {status === 'unavailable' && (
        <p className="latch-muted" data-latch-registry="unavailable">
          {t('allWallets.registryUnavailable')}
        </p>
      )}
      <ul className="latch-list" aria-busy={loading}>
        {installed.map((connector) => (
          <li key={connector.id}>
            <button
              type="button"
              className="latch-tile"
              data-latch-connector={connector.id}
              onClick={() => connectWith(connector.id)}
            >
              <WalletIcon name={connector.name} icon={connector.icon} type={connector.type} />
              <span className="latch-tile-name">{connector.name}</span>
              {installedTypes.has(connector.type) && (
                <span className="latch-tag">{t('allWallets.installed')}</span>
              )}
            </button>
          </li>
        ))}
        {registry.map((wallet) => (
          <li key={wallet.id}>
            <RegistryWalletTile wallet={wallet} walletConnect={walletConnect} />
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
        {status === 'ready' && wallets.entries.length < wallets.count && (
          <LoadMore onMore={() => load({ search: wallets.search, more: true })} />
        )}
      </ul>
      {loading && (
        <p className="latch-visually-hidden" role="status">
          {t('allWallets.loading')}
        </p>
      )}
      {status === 'error' && (
        <div className="latch-center" data-latch-wallets-error="">
          <p className="latch-error" role="alert">
            <strong>{t('allWallets.error')}</strong>
            {resource.error && (
              <>
                <br />
                <span data-latch-error="">{resource.error}</span>
              </>
            )}
          </p>
          <button
            type="button"
            className="latch-button"
            onClick={() => load({ search: wallets.search, more: wallets.entries.length > 0 })}
          >
            {t('allWallets.retry')}
          </button>
        </div>
      )}
      {settled && search !== '' && installed.length === 0 && registry.length === 0 && (
        <div className="latch-center" data-latch-wallets-empty="">
          <p className="latch-muted">{t('allWallets.empty', { query: search })}</p>
          {/* No wallet of that name: the embedded wallet needs none (EmailLogin, SPEC §2). */}
          {emailLogin && (
            <button
              type="button"
              className="latch-button"
              data-latch-use-email=""
              onClick={() => latch.navigate('EmailLogin')}
            >
              {t('allWallets.useEmail')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}
