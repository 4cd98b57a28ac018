import { useState } from 'react'
import { formatBalance } from '../format/formatBalance.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * SwapSelectToken: the tokens the swap provider trades on this network with the account's
 * balances, filtered by name or symbol; picking one sets the side being chosen (the other side
 * swaps places when it is the same token) and goes back. Loaded lazily.
 */
export const SwapSelectTokenView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const swap = useSignalValue(latch.state.swap)
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const tokens = swap.tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(needle) || token.name.toLowerCase().includes(needle),
  )
  const chosen = swap[swap.selecting]
  return (
    <div className="latch-stack" data-latch-view="SwapSelectToken" data-side={swap.selecting}>
      <input
        className="latch-input"
        type="search"
        aria-label={t('swap.searchTokens')}
        placeholder={t('swap.searchTokens')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="latch-list" aria-busy={swap.loading}>
        {tokens.map((token) => {
          const icon = safeUrl(token.logoUri, 'image')
          return (
            <li key={token.address}>
              <button
                type="button"
                className="latch-tile"
                data-latch-swap-option={token.symbol}
                aria-current={chosen?.address === token.address}
                onClick={() => {
                  latch.updateSwap({ [swap.selecting]: token }).then(
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
                    {formatBalance(token.balance, 4, locale)} {token.symbol}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {!swap.loading && tokens.length === 0 && (
        <p className="latch-muted">{swap.error ?? t('swap.noTokens')}</p>
      )}
    </div>
  )
}
