import { formatBalance } from '../../format/formatBalance.ts'
import { formatUsd } from '../../format/formatUsd.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'

/**
 * The native balance (a placeholder while it loads) and the USD total of the network's tokens,
 * whose line is held while they load (with a Data API) so nothing moves when it arrives.
 */
export const AccountBalances = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)
  const tokens = account.tokenBalance.filter((token) => token.chainId === network.caipNetworkId)
  const usd =
    account.tokenBalanceStatus === 'ready' && tokens.length > 0
      ? tokens.reduce((sum, token) => sum + token.value, 0)
      : undefined
  const usdPending =
    latch.config.apiUrl &&
    (account.tokenBalanceStatus === 'loading' || account.tokenBalanceStatus === 'idle')

  return (
    <>
      <p className="latch-balance" data-latch-balance="">
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
        <p className="latch-usd" data-latch-usd="">
          {formatUsd(usd, locale)}
        </p>
      ) : (
        // The value's line is held while the tokens load, so nothing moves when it arrives.
        usdPending && (
          <p className="latch-usd" aria-hidden="true" data-latch-usd-pending="">
            <span className="latch-placeholder latch-placeholder-short" />
          </p>
        )
      )}
    </>
  )
}
