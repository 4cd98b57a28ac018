import { useState } from 'react'
import { formatBalance } from '../format/formatBalance.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { shortenAddress } from '../format/shortenAddress.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { t } from '../i18n/t.ts'

/**
 * The Account view: shortened address (or profile name) with avatar, balance and symbol
 * with a placeholder while loading, copy address, the network button, disconnect.
 */
export const AccountView = () => {
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)
  const [copied, setCopied] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  const address = account.address ?? ''
  // The profile image comes from the identity API, the explorer link from the network: both
  // reach src/href only as http(s) (or a data:image for the avatar).
  const avatar = safeUrl(account.profileImage, 'image')
  const explorer = safeUrl(account.addressExplorerUrl)
  const copy = () => {
    globalThis.navigator?.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <div className="latch-center" data-latch-view="Account">
      {avatar && <img className="latch-avatar" src={avatar} alt="" width={64} height={64} />}
      <p data-latch-address={address} title={address}>
        <strong>{account.profileName ?? shortenAddress(address)}</strong>
      </p>
      <p data-latch-balance="">
        {account.balanceLoading ? (
          <span
            className="latch-placeholder"
            role="status"
            aria-label={t('account.balanceLoading')}
          />
        ) : account.balance !== undefined ? (
          `${formatBalance(account.balance)} ${account.balanceSymbol ?? network.nativeCurrency.symbol}`
        ) : (
          <span className="latch-muted">{t('account.balanceUnavailable')}</span>
        )}
      </p>
      <div className="latch-stack" style={{ width: '100%' }}>
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
        {explorer && (
          <a className="latch-muted" href={explorer} target="_blank" rel="noreferrer">
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
