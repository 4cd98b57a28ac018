import { SLIPPAGE_TOLERANCE } from '../../../runtime/constants.ts'
import type { SwapState } from '../../../runtime/index.ts'
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
 * (the button says so), then swaps, says it waits for the chain once the swap is sent, and
 * returns to Account (a swap sent whose receipt is slower than 25 s too: Activity lists it
 * pending until it comes); a failure (the price moved past the slippage: nothing was swapped)
 * stays here with its text. Loaded lazily.
 */
export const SwapPreviewView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const swap = useSignalValue(latch.state.swap)
  const network = useSignalValue(latch.state.network)
  const { from, to, quote } = swap
  const step = stepOf(swap)
  const busy = step !== undefined
  const symbol = from?.symbol ?? ''
  // What confirm does next: an approval first when the allowance is short.
  const next = busy ? 'swapping' : quote?.needsApproval ? 'approveAndSwap' : 'swap'
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
        {step && <span data-latch-swap-step={step}>{t(stepTexts[step], { symbol })}</span>}
      </LiveRegion>
      {swap.status === 'error' && swap.error && (
        <p className="latch-error" role="alert" data-latch-swap-error="">
          {swap.error}
        </p>
      )}
      <PreviewActions
        stateError={swap.status === 'error' ? swap.error : undefined}
        backLabel={t('swap.back')}
        confirmLabel={t(confirmTexts[next], { symbol })}
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

/** Confirm's label by what it does next. */
const confirmTexts = {
  swapping: 'swap.swappingButton',
  approveAndSwap: 'swap.approveAndSwap',
  swap: 'swap.swap',
} as const

/** The text of each step: the wallet asked, or a transaction sent and its receipt awaited. */
const stepTexts = {
  approving: 'swap.approveInWallet',
  'approval-sent': 'swap.approvalWaiting',
  swapping: 'swap.confirmInWallet',
  confirming: 'swap.waitingReceipt',
} as const

/**
 * Where a running swap stands, undefined when none runs: the wallet asked for the approval, the
 * approval sent and awaited (a retry waits for it too), the wallet asked for the swap, the swap
 * sent and awaited (nothing more to sign).
 */
const stepOf = (swap: SwapState) => {
  const { status, pendingApproval, from } = swap
  if (status === 'approving')
    return pendingApproval && pendingApproval.token === from?.address ? 'approval-sent' : status
  return status === 'swapping' || status === 'confirming' ? status : undefined
}
