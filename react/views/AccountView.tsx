import { type KeyboardEvent, useRef, useState } from 'react'
import { WALLET_FEATURE_ORDER } from '../../runtime/constants.ts'
import type { ViewName } from '../../runtime/index.ts'
import { Identicon } from '../components/Identicon.tsx'
import { TokenList } from '../components/TokenList.tsx'
import { Transactions } from '../components/Transactions.tsx'
import { formatBalance } from '../format/formatBalance.ts'
import { formatUsd } from '../format/formatUsd.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { shortenAddress } from '../format/shortenAddress.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'
import { AccountEmail } from './AccountEmail.tsx'
import { AccountType } from './AccountType.tsx'

type Tab = 'tokens' | 'activity'

/**
 * The wallet feature buttons in SPEC §9 order (onramp, swaps, receive, send). Swaps need the
 * Data API and eip155; send is offered where SPEC §9 sends (eip155, solana).
 */
const featureViews: Partial<Record<(typeof WALLET_FEATURE_ORDER)[number], ViewName>> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
}

/**
 * The Account view (loaded lazily): a header with the profile image or the address's
 * identicon, the profile name or short address, the native balance and the USD total of the
 * tokens; the wallet feature row; the Tokens and Activity tabs (each only when the Data API or
 * the wallet can fill it); then copy address, the network button, the explorer link and
 * disconnect.
 */
export const AccountView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)
  const { features, apiUrl } = latch.config
  const [copied, setCopied] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const address = account.address ?? ''
  // The profile image comes from the identity API, the explorer link from the network: both
  // reach src/href only as http(s) (or a data:image for the avatar).
  const avatar = safeUrl(account.profileImage, 'image')
  const explorer = safeUrl(account.addressExplorerUrl)

  const tokens = account.tokenBalance.filter((token) => token.chainId === network.caipNetworkId)
  const usd =
    account.tokenBalanceStatus === 'ready' && tokens.length > 0
      ? tokens.reduce((sum, token) => sum + token.value, 0)
      : undefined
  const namespace = network.chainNamespace
  const tabs: Tab[] = []
  if (
    account.tokenBalanceStatus !== 'unavailable' &&
    (apiUrl || account.tokenBalanceStatus !== 'idle')
  )
    tabs.push('tokens')
  // SPEC §9: activity only on eip155, and only with a Data API (API.md).
  if (apiUrl && features.activity && namespace === 'eip155') tabs.push('activity')
  const [chosen, setChosen] = useState<Tab>('tokens')
  const tab = tabs.includes(chosen) ? chosen : tabs[0]
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  // WAI-ARIA tabs: arrows move between the tabs (wrapping), Home and End jump to the ends.
  const onTabKey = (event: KeyboardEvent) => {
    if (tab === undefined) return
    const at = tabs.indexOf(tab)
    const n = tabs.length
    const index = (
      { ArrowRight: (at + 1) % n, ArrowLeft: (at - 1 + n) % n, Home: 0, End: n - 1 } as Record<
        string,
        number
      >
    )[event.key]
    if (index === undefined) return
    event.preventDefault()
    const next = tabs[index] ?? tab
    setChosen(next)
    tabRefs.current[next]?.focus()
  }

  const featureButtons = WALLET_FEATURE_ORDER.flatMap((feature) => {
    const view = featureViews[feature]
    if (!view || !features[feature]) return []
    if (feature === 'send' && namespace !== 'eip155' && namespace !== 'solana') return []
    if (feature === 'swaps' && (!apiUrl || namespace !== 'eip155')) return []
    if (feature === 'onramp' && (!apiUrl || (namespace !== 'eip155' && namespace !== 'solana')))
      return []
    return [{ feature, view }]
  })

  const copy = () => {
    globalThis.navigator?.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <div className="latch-stack" data-latch-view="Account">
      <div className="latch-center">
        {avatar ? (
          <img className="latch-avatar-large" src={avatar} alt="" width={64} height={64} />
        ) : (
          address && <Identicon address={address} />
        )}
        <p className="latch-flat" data-latch-address={address} title={address}>
          <strong>{account.profileName ?? shortenAddress(address)}</strong>
        </p>
        {/* SPEC §9: names only on eip155, and only with a Data API (API.md). */}
        {!account.profileName && apiUrl && namespace === 'eip155' && (
          <button
            type="button"
            className="latch-text-button"
            data-latch-choose-name=""
            onClick={() => latch.navigate('RegisterAccountName')}
          >
            {t('account.chooseName')}
          </button>
        )}
        <p className="latch-flat latch-balance" data-latch-balance="">
          {account.balanceLoading ? (
            <span
              className="latch-placeholder"
              role="status"
              aria-label={t('account.balanceLoading')}
            />
          ) : account.balance !== undefined ? (
            `${formatBalance(account.balance, 4, locale)} ${account.balanceSymbol ?? network.nativeCurrency.symbol}`
          ) : (
            <span className="latch-muted">{t('account.balanceUnavailable')}</span>
          )}
        </p>
        {usd !== undefined ? (
          <p className="latch-flat latch-muted" data-latch-usd="">
            {formatUsd(usd, locale)}
          </p>
        ) : (
          // The value's line is held while the tokens load, so nothing moves when it arrives.
          (account.tokenBalanceStatus === 'loading' || account.tokenBalanceStatus === 'idle') &&
          apiUrl && (
            <p className="latch-flat" aria-hidden="true" data-latch-usd-pending="">
              <span className="latch-placeholder" />
            </p>
          )
        )}
      </div>
      {featureButtons.length > 0 && (
        <div className="latch-row" data-latch-features="">
          {featureButtons.map(({ feature, view }) => (
            <button
              key={feature}
              type="button"
              className="latch-button"
              data-variant="secondary"
              data-latch-feature={feature}
              onClick={() => latch.navigate(view)}
            >
              {t(`account.${feature}`)}
            </button>
          ))}
        </div>
      )}
      {tab !== undefined && (
        <div className="latch-stack">
          <div className="latch-tabs" role="tablist" aria-label={t('account.tabs')}>
            {tabs.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element
                }}
                type="button"
                role="tab"
                className="latch-tab"
                id={`latch-tab-${name}`}
                data-latch-tab={name}
                aria-selected={name === tab}
                aria-controls={`latch-panel-${name}`}
                tabIndex={name === tab ? 0 : -1}
                onClick={() => setChosen(name)}
                onKeyDown={onTabKey}
              >
                {t(`account.${name}`)}
              </button>
            ))}
          </div>
          <div
            className="latch-panel"
            role="tabpanel"
            id={`latch-panel-${tab}`}
            aria-labelledby={`latch-tab-${tab}`}
          >
            {tab === 'tokens' ? <TokenList /> : <Transactions />}
          </div>
        </div>
      )}
      <AccountEmail />
      <AccountType />
      <div className="latch-stack">
        <button type="button" className="latch-button" data-variant="secondary" onClick={copy}>
          {copied ? t('account.copied') : t('account.copy')}
        </button>
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-network-button=""
          onClick={() => latch.navigate('Networks')}
        >
          {network.name}
        </button>
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          data-latch-profile-wallets=""
          onClick={() => latch.navigate('ProfileWallets')}
        >
          {t('account.wallets')}
        </button>
        {explorer && (
          <a
            className="latch-muted latch-link-button"
            href={explorer}
            target="_blank"
            rel="noreferrer"
          >
            {t('account.explorer')}
          </a>
        )}
        <button
          type="button"
          className="latch-button"
          data-latch-disconnect=""
          onClick={() => {
            setError(undefined)
            latch.disconnect().then(
              () => latch.navigate('Connect', { reset: true }),
              (cause: unknown) => setError(cause instanceof Error ? cause.message : String(cause)),
            )
          }}
        >
          {t('account.disconnect')}
        </button>
        {error && (
          <p className="latch-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
