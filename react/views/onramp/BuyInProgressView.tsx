import { LiveRegion } from '../../components/LiveRegion.tsx'
import { formatBalance } from '../../format/formatBalance.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'

/**
 * BuyInProgress: while the purchase is paid in the provider's window it waits for the native
 * balance to rise, then shows what arrived; Done goes to Account. It names the purchase's own
 * network and currency (`state.onramp.purchase`) until the purchase ends, whatever network the
 * wallet switches to meanwhile. Loaded lazily. A failure shows
 * as `state.onramp`'s error, where the client's buy writes every one (one before its flow ran,
 * its code not loaded, too).
 */
export const BuyInProgressView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const onramp = useSignalValue(latch.state.onramp)
  const network = useSignalValue(latch.state.network)
  const error = onramp.status === 'error' ? onramp.error : undefined
  // The purchase's own currency: the wallet may have moved to another network since it began.
  const symbol = onramp.purchase?.symbol ?? network.nativeCurrency.symbol
  const provider = onramp.providers.find((p) => p.id === onramp.provider)?.name ?? ''
  return (
    <div
      className="latch-stack"
      data-latch-view="BuyInProgress"
      data-state={onramp.status}
      data-latch-onramp-network={onramp.purchase?.network ?? network.caipNetworkId}
    >
      {/* One region from the first render: the arrival is announced in what was waiting. */}
      <LiveRegion
        className={onramp.status === 'arrived' ? 'latch-flat' : 'latch-muted'}
        data={{ 'data-latch-onramp-status': '' }}
      >
        {onramp.status === 'arrived' ? (
          <strong data-latch-onramp-received={onramp.received ?? ''}>
            {t('onramp.arrived', {
              amount: formatBalance(onramp.received ?? '0', 4, locale),
              symbol,
            })}
          </strong>
        ) : error !== undefined ? undefined : provider ? (
          t('onramp.waitingWith', { provider, symbol })
        ) : (
          t('onramp.waiting', { symbol })
        )}
      </LiveRegion>
      {error !== undefined && (
        <p className="latch-error" role="alert" data-latch-onramp-error="">
          {error}
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
