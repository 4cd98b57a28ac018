import { useState } from 'react'
import { formatBalance } from '../format/formatBalance.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * WalletSendSelectToken: the account's tokens on this network (`state.send.tokenBalances`),
 * filtered by name or symbol; picking one sets the send's token and goes back. Loaded lazily.
 */
export const WalletSendSelectTokenView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const send = useSignalValue(latch.state.send)
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const tokens = send.tokenBalances.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle),
  )
  return (
    <div className="latch-stack" data-latch-view="WalletSendSelectToken">
      <input
        className="latch-input"
        type="search"
        aria-label={t('send.searchTokens')}
        placeholder={t('send.searchTokens')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="latch-list" aria-busy={send.loading}>
        {tokens.map((token) => {
          const icon = safeUrl(token.iconUrl, 'image')
          const key = token.address ?? token.chainId
          return (
            <li key={key}>
              <button
                type="button"
                className="latch-tile"
                data-latch-token={token.symbol}
                aria-current={
                  send.token?.address === token.address && send.token?.chainId === token.chainId
                }
                onClick={() => {
                  latch.updateSend({ token }).then(
                    () => latch.back(),
                    () => undefined,
                  )
                }}
              >
                {icon ? (
                  <img src={icon} alt="" width={32} height={32} />
                ) : (
                  <span className="latch-avatar latch-tag" aria-hidden="true">
                    {token.symbol.slice(0, 1)}
                  </span>
                )}
                <span className="latch-tile-name">
                  {token.name}
                  <br />
                  <span className="latch-muted">
                    {formatBalance(token.quantity.numeric, 4, locale)} {token.symbol}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {!send.loading && tokens.length === 0 && <p className="latch-muted">{t('send.noTokens')}</p>}
    </div>
  )
}
