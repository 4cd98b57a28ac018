import { SLIPPAGE_TOLERANCE } from '../../runtime/constants.ts'
import { formatBalance } from '../format/formatBalance.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * SwapPreview: what is sold and what comes back, the price impact, the slippage tolerance and
 * the minimum received, before anything is signed. Confirm approves first when the allowance
 * is short (the button says so), then swaps, and returns to Account; a failure (the price moved
 * past the slippage: nothing was swapped) stays here with its text. Loaded lazily.
 */
export const SwapPreviewView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const swap = useSignalValue(latch.state.swap)
  const network = useSignalValue(latch.state.network)
  const { from, to, quote } = swap
  const busy = swap.status === 'approving' || swap.status === 'swapping'
  const row = (label: string, value: string, hook: string) => (
    <div>
      <dt className="latch-muted">{label}</dt>
      <dd style={{ margin: 0 }} {...{ [`data-latch-swap-${hook}`]: '' }}>
        {value}
      </dd>
    </div>
  )
  return (
    <div className="latch-stack" data-latch-view="SwapPreview" data-state={swap.status}>
      {from && to && quote ? (
        <dl className="latch-stack" style={{ margin: 0 }}>
          {row(
            t('swap.selling'),
            `${formatBalance(swap.amount ?? '0', 4, locale)} ${from.symbol}`,
            'selling',
          )}
          {row(
            t('swap.receiving'),
            `${formatBalance(quote.toAmount, 8, locale)} ${to.symbol}`,
            'receiving',
          )}
          {row(
            t('swap.priceImpact'),
            quote.priceImpact === undefined ? '—' : `${quote.priceImpact.toFixed(2)}%`,
            'price-impact',
          )}
          {row(t('swap.slippage'), `${SLIPPAGE_TOLERANCE}%`, 'slippage')}
          {row(
            t('swap.minimumReceived'),
            `${formatBalance(quote.minimumReceived, 8, locale)} ${to.symbol}`,
            'minimum',
          )}
          {row(t('swap.network'), network.name, 'network')}
        </dl>
      ) : (
        swap.status !== 'error' && <p className="latch-muted">{t('swap.noQuote')}</p>
      )}
      {busy && (
        <p className="latch-muted" role="status" data-latch-swap-step={swap.status}>
          {swap.status === 'approving'
            ? t('swap.approveInWallet', { symbol: from?.symbol ?? '' })
            : t('swap.confirmInWallet')}
        </p>
      )}
      {swap.status === 'error' && swap.error && (
        <p className="latch-error" role="alert" data-latch-swap-error="">
          {swap.error}
        </p>
      )}
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => latch.back()}
        >
          {t('swap.back')}
        </button>
        <button
          type="button"
          className="latch-button"
          data-latch-swap-confirm=""
          data-approval={quote?.needsApproval ? 'needed' : 'none'}
          disabled={busy || !quote || swap.invalid !== undefined}
          onClick={() => {
            latch.swap().then(
              () => latch.navigate('Account', { reset: true }),
              // The failure is in state.swap.error.
              () => undefined,
            )
          }}
        >
          {busy
            ? t('swap.swappingButton')
            : quote?.needsApproval
              ? t('swap.approveAndSwap', { symbol: from?.symbol ?? '' })
              : t('swap.swap')}
        </button>
      </div>
    </div>
  )
}
