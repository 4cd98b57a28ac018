import { ActionError } from '../../components/ActionError.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * OnRampTokenSelect: the currencies the onramp sells on the active network; picking one sets
 * what OnRampProviders buys and goes back. Loaded lazily.
 */
export const OnRampTokenSelectView = () => {
  const t = useT()
  const latch = useLatch()
  const onramp = useSignalValue(latch.state.onramp)
  // The flow goes back to OnRampProviders once the currency is set.
  const pick = useLatchAction((purchaseCurrency: string) =>
    latch.updateOnramp({ purchaseCurrency }),
  )
  return (
    <div className="latch-stack" data-latch-view="OnRampTokenSelect">
      <ul className="latch-list" aria-busy={onramp.loading}>
        {onramp.purchaseCurrencies.map((currency) => (
          <li key={currency.id}>
            <button
              type="button"
              className="latch-tile"
              data-latch-onramp-option={currency.symbol}
              aria-current={currency.id === onramp.purchaseCurrency}
              onClick={() => pick.run(currency.id)}
            >
              <span className="latch-avatar latch-tag" aria-hidden="true">
                {currency.symbol.slice(0, 1)}
              </span>
              <span className="latch-tile-name">
                {currency.name}
                <br />
                <span className="latch-muted">{currency.symbol}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {!onramp.loading && onramp.purchaseCurrencies.length === 0 && (
        <p className="latch-muted">{t('onramp.noTokens')}</p>
      )}
      <ActionError error={pick.error} />
    </div>
  )
}
