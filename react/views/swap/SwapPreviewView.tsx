import { SLIPPAGE_TOLERANCE } from '../../../runtime/constants.ts'
import { LiveRegion } from '../../components/LiveRegion.tsx'
import { NetworkFeeValue } from '../../components/NetworkFeeValue.tsx'
import { PreviewActions } from '../../components/PreviewActions.tsx'
import { PreviewRegion } from '../../components/PreviewRegion.tsx'
import { PreviewRows } from '../../components/PreviewRows.tsx'
import { formatBalance } from '../../format/formatBalance.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'

/**
 * SwapPreview: what is sold (every decimal the token has: 0.00001 is not cut to 0) and what
 * comes back, the price impact, the slippage tolerance, the minimum received and the estimated
 * network fee, before anything is signed. Confirm approves first when the allowance is short
 * (the button says so), then swaps, and returns to Account; a failure (the price moved past the
 * slippage: nothing was swapped) stays here with its text. Loaded lazily.
 */
export const SwapPreviewView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const swap = useSignalValue(latch.state.swap)
  const network = useSignalValue(latch.state.network)
  const { from, to, quote } = swap
  const busy = swap.status === 'approving' || swap.status === 'swapping'
  return (
    <PreviewRegion view="SwapPreview" state={swap.status}>
      {from && to && quote ? (
        <PreviewRows
          rows={[
            {
              label: t('swap.selling'),
              value: `${formatBalance(swap.amount ?? '0', from.decimals, locale)} ${from.symbol}`,
              hook: 'data-latch-swap-selling',
            },
            {
              label: t('swap.receiving'),
              value: `${formatBalance(quote.toAmount, 8, locale)} ${to.symbol}`,
              hook: 'data-latch-swap-receiving',
            },
            {
              label: t('swap.priceImpact'),
              value: quote.priceImpact === undefined ? '—' : `${quote.priceImpact.toFixed(2)}%`,
              hook: 'data-latch-swap-price-impact',
            },
            {
              label: t('swap.slippage'),
              value: `${SLIPPAGE_TOLERANCE}%`,
              hook: 'data-latch-swap-slippage',
            },
            {
              label: t('swap.minimumReceived'),
              value: `${formatBalance(quote.minimumReceived, 8, locale)} ${to.symbol}`,
              hook: 'data-latch-swap-minimum',
            },
            { label: t('swap.network'), value: network.name, hook: 'data-latch-swap-network' },
            {
              label: t('fee.label'),
              value: <NetworkFeeValue fee={swap.fee} />,
              hook: 'data-latch-swap-fee',
            },
          ]}
        />
      ) : (
        swap.status !== 'error' && <p className="latch-muted">{t('swap.noQuote')}</p>
      )}
      {/* In the DOM before its text, so each step is announced when it comes. */}
      <LiveRegion className="latch-muted" data={{ 'data-latch-swap-status': '' }}>
        {busy ? (
          <SwapStep approving={swap.status === 'approving'} symbol={from?.symbol ?? ''} />
        ) : undefined}
      </LiveRegion>
      {swap.status === 'error' && swap.error && (
        <p className="latch-error" role="alert" data-latch-swap-error="">
          {swap.error}
        </p>
      )}
      <PreviewActions
        stateError={swap.status === 'error' ? swap.error : undefined}
        backLabel={t('swap.back')}
        confirmLabel={
          busy
            ? t('swap.swappingButton')
            : quote?.needsApproval
              ? t('swap.approveAndSwap', { symbol: from?.symbol ?? '' })
              : t('swap.swap')
        }
        busy={busy}
        disabled={!quote || swap.invalid !== undefined}
        confirmData={{
          'data-latch-swap-confirm': '',
          'data-approval': quote?.needsApproval ? 'needed' : 'none',
        }}
        confirm={() => latch.swap()}
      />
    </PreviewRegion>
  )
}

/** What the wallet is asked for while the swap runs: the approval first, or the swap. */
const SwapStep = ({
  approving,
  symbol,
}: {
  readonly approving: boolean
  readonly symbol: string
}) => {
  const { t } = useI18n()
  return (
    <span data-latch-swap-step={approving ? 'approving' : 'swapping'}>
      {approving ? t('swap.approveInWallet', { symbol }) : t('swap.confirmInWallet')}
    </span>
  )
}
