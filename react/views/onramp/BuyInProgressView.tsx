import { formatBalance } from '../../format/formatBalance.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'

/**
 * BuyInProgress: while the purchase is paid in the provider's window it waits for the native
 * balance to rise, then shows what arrived; Done goes to Account. Loaded lazily. A failure shows
 * as `state.onramp`'s error, where the client's buy writes every one (one before its flow ran,
 * its code not loaded, too).
 */
export const BuyInProgressView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const onramp = useSignalValue(latch.state.onramp)
  const network = useSignalValue(latch.state.network)
  const error = onramp.status === 'error' ? onramp.error : undefined
  const symbol = network.nativeCurrency.symbol
  const provider = onramp.providers.find((p) => p.id === onramp.provider)?.name ?? ''
  return (
    <div className="latch-stack" data-latch-view="BuyInProgress" data-state={onramp.status}>
      {onramp.status === 'arrived' ? (
        <p className="latch-flat" role="status" data-latch-onramp-received={onramp.received ?? ''}>
          <strong>
            {t('onramp.arrived', {
              amount: formatBalance(onramp.received ?? '0', 4, locale),
              symbol,
            })}
          </strong>
        </p>
      ) : error !== undefined ? (
        <p className="latch-error" role="alert" data-latch-onramp-error="">
          {error}
        </p>
      ) : (
        <p className="latch-muted" role="status">
          {provider
            ? t('onramp.waitingWith', { provider, symbol })
            : t('onramp.waiting', { symbol })}
        </p>
      )}
      <button
        type="button"
        className="latch-button"
        data-latch-onramp-done=""
        onClick={() => latch.navigate('Account', { reset: true })}
      >
        {onramp.status === 'arrived' ? t('onramp.done') : t('onramp.close')}
      </button>
    </div>
  )
}
