import { useEffect } from 'react'
import type { SwapTokenOption } from '../../../runtime/index.ts'
import { ActionError } from '../../components/ActionError.tsx'
import { AmountField } from '../../components/AmountField.tsx'
import { LiveRegion } from '../../components/LiveRegion.tsx'
import { formatBalance } from '../../format/formatBalance.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'

const TokenButton = ({
  side,
  token,
  loading,
}: {
  readonly side: 'from' | 'to'
  readonly token: SwapTokenOption | undefined
  readonly loading: boolean
}) => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  // The flow shows SwapSelectToken once the side is set.
  const choose = useLatchAction((selecting: 'from' | 'to') => latch.updateSwap({ selecting }))
  return (
    <>
      <button
        type="button"
        className="latch-tile"
        data-latch-swap-token-button={side}
        data-latch-swap-symbol={token?.symbol ?? ''}
        onClick={() => choose.run(side)}
      >
        <span className="latch-tile-name">
          {token ? token.symbol : loading ? t('swap.tokensLoading') : t('swap.chooseToken')}
        </span>
        {token && (
          <span className="latch-muted">
            {t('swap.balance', {
              amount: formatBalance(token.balance, 4, locale),
              symbol: token.symbol,
            })}
          </span>
        )}
      </button>
      <ActionError error={choose.error} />
    </>
  )
}

/**
 * Swap: the token sold and its amount (with Max), the token bought with the quote of the Data
 * API's swap provider, the form's problem inline ('Insufficient balance', 'Enter an amount
 * above 0', 'Enter the amount as a number, like 1234.5'), and Review (SwapPreview), off until
 * there is a quote. An amount typed (back from the preview) has the focus when the view shows.
 * Loaded lazily.
 */
export const SwapView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const swap = useSignalValue(latch.state.swap)
  const network = useSignalValue(latch.state.network)
  // A refusal ('Network not supported for Swaps') is in state.swap.error; a failure before the
  // flow runs (its code not loaded) only in this action's error.
  const tokens = useLatchAction(latch.loadSwapTokens)
  // Again when the network changes under the form (the wallet switched it): its tokens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the network is the reason to run again
  useEffect(() => {
    tokens.run()
  }, [tokens.run, network.caipNetworkId])
  const { from, to, quote } = swap
  const { run: update, error: updateError } = useLatchAction(latch.updateSwap)
  // The form's own problem first; else why the tokens or the quote failed (the server's reason),
  // or why the form could not be written.
  const problem =
    swap.invalid ?? (swap.status === 'error' ? swap.error : (updateError ?? tokens.error))
  const ready = quote !== undefined && swap.invalid === undefined
  return (
    <form
      className="latch-stack"
      data-latch-view="Swap"
      data-state={ready ? 'ready' : swap.status}
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) latch.navigate('SwapPreview')
      }}
    >
      <span>{t('swap.sell')}</span>
      <TokenButton side="from" token={from} loading={swap.loading} />
      <AmountField
        label={t('swap.amount')}
        maxLabel={t('swap.max')}
        value={swap.amount ?? ''}
        max={from?.balance}
        hook="data-latch-swap-amount"
        focusFirst={Boolean(swap.amount)}
        onChange={(amount) => update({ amount })}
      />
      <span>{t('swap.buy')}</span>
      <TokenButton side="to" token={to} loading={swap.loading} />
      {/* In the DOM before its text, so the quote (or 'quoting') is announced when it comes. */}
      <LiveRegion className="latch-flat" data={{ 'data-latch-swap-status': '' }}>
        {quote && to ? (
          <span data-latch-swap-quote="">
            {t('swap.receive', {
              amount: formatBalance(quote.toAmount, 8, locale),
              symbol: to.symbol,
            })}
          </span>
        ) : swap.status === 'quoting' ? (
          <span className="latch-muted">{t('swap.quoting')}</span>
        ) : undefined}
      </LiveRegion>
      {problem && (
        <p className="latch-error" role="alert" data-latch-swap-error="">
          {problem}
        </p>
      )}
      <button type="submit" className="latch-button" data-latch-swap-review="" disabled={!ready}>
        {t('swap.review')}
      </button>
    </form>
  )
}
