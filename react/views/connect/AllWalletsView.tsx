import { useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../../runtime/constants.ts'
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useResource } from '../../hooks/useResource.ts'
import { useT } from '../../i18n/useT.ts'
import { AllWalletsList } from './AllWalletsList.tsx'
import { registryView, useAllWallets } from './useAllWallets.ts'
import { WalletsError } from './WalletsError.tsx'

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
  const wallets = registryView(useResource(latch.state.wallets))
  const [query, setQuery] = useState('')
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS)
  const list = useAllWallets(search)
  const settled = wallets.status === 'ready' || wallets.status === 'unavailable'
  const nothing = list.installed.length === 0 && list.registry.length === 0

  return (
    <div className="latch-stack" data-latch-view="AllWallets" data-state={wallets.status}>
      <input
        className="latch-input"
        type="search"
        aria-label={t('allWallets.search')}
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        data-latch-search=""
      />
      {wallets.status === 'unavailable' && (
        <p className="latch-muted" data-latch-registry="unavailable">
          {t('allWallets.registryUnavailable')}
        </p>
      )}
      <AllWalletsList list={list} wallets={wallets} />
      {wallets.status === 'loading' && (
        <p className="latch-visually-hidden" role="status">
          {t('allWallets.loading')}
        </p>
      )}
      {wallets.status === 'error' && (
        <WalletsError
          error={wallets.error}
          // The page that failed: the next one when some are kept.
          retry={() => list.load({ search: wallets.search, more: wallets.entries.length > 0 })}
        />
      )}
      {settled && search !== '' && nothing && <NoWalletFound search={search} />}
    </div>
  )
}

/** A search that found no wallet; the embedded wallet needs none (EmailLogin, SPEC §2). */
const NoWalletFound = ({ search }: { readonly search: string }) => {
  const t = useT()
  const latch = useLatch()
  // As on Connect: e-mail login works with frameUrl and the eip155 adapter (audit D4).
  const { config } = latch
  const emailLogin =
    config.features.email && config.frameUrl !== undefined && config.adapters.includes('eip155')
  return (
    <div className="latch-center" data-latch-wallets-empty="">
      <p className="latch-muted">{t('allWallets.empty', { query: search })}</p>
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
  )
}
