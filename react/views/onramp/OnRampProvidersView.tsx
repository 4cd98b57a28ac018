import { useEffect } from 'react'
import { ActionError } from '../../components/ActionError.tsx'
import { readAmount } from '../../format/readAmount.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useTypedText } from '../../hooks/useTypedText.ts'
import { useI18n, useT } from '../../i18n/useT.ts'

/**
 * OnRampProviders: what to buy (OnRampTokenSelect picks it), the amount and the fiat currency,
 * then one tile per provider with what its quote buys and its fee; a click opens the
 * provider's page in a window and shows BuyInProgress. Loaded lazily. The options' load never
 * fails on the Data API's account (SPEC §8's built-in defaults stand in, in state): a failure
 * before its flow runs (its code not loaded) shows here, as an amount change's does.
 */
export const OnRampProvidersView = () => {
  const t = useT()
  const latch = useLatch()
  const onramp = useSignalValue(latch.state.onramp)
  const network = useSignalValue(latch.state.network)
  const options = useLatchAction(latch.loadOnrampOptions)
  const update = useLatchAction(latch.updateOnramp)
  const buy = useLatchAction(latch.buyCrypto)
  // Again when the network changes under the form (the wallet switched it): what is sold there,
  // and the typed amount's quotes there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the network is the reason to run again
  useEffect(() => {
    options.run()
  }, [options.run, network.caipNetworkId])
  // A buy's failures show in BuyInProgress (state.onramp), where the client goes in the click;
  // `buy.error` shows here only one from before the client ran it (the runtime not loaded).
  const error = options.error ?? update.error ?? buy.error
  const token = onramp.purchaseCurrencies.find((c) => c.id === onramp.purchaseCurrency)
  const providers =
    onramp.providers.length > 0
      ? onramp.providers
      : [{ id: '', name: t('onramp.defaultProvider'), feePercent: Number.NaN }]
  const amount = Number(onramp.amount)
  // Options of the network left, until they are loaded again for this one: nothing to buy.
  const stale = onramp.network !== undefined && onramp.network !== network.caipNetworkId
  return (
    <div className="latch-stack" data-latch-view="OnRampProviders" data-state={onramp.status}>
      <button
        type="button"
        className="latch-tile"
        data-latch-onramp-token={token?.symbol ?? ''}
        onClick={() => latch.navigate('OnRampTokenSelect')}
      >
        <span className="latch-tile-name">
          {token ? t('onramp.buyToken', { symbol: token.symbol }) : t('onramp.chooseToken')}
        </span>
      </button>
      <OnrampAmountField
        amount={onramp.amount}
        currency={onramp.paymentCurrency}
        currencies={onramp.paymentCurrencies}
        update={update.run}
      />
      <ul className="latch-list" aria-busy={onramp.loading || onramp.status === 'quoting'}>
        {providers.map((provider) => {
          const quote = onramp.quotes[provider.id]
          return (
            <li key={provider.id || 'default'}>
              <button
                type="button"
                className="latch-tile"
                data-latch-onramp-provider={provider.id}
                disabled={!token || !(amount > 0) || stale || options.isPending || buy.isPending}
                onClick={() => buy.run(provider.id)}
              >
                <span className="latch-tile-name">
                  {provider.name}
                  <br />
                  <span className="latch-muted" data-latch-onramp-quote={quote?.quoteId ?? ''}>
                    {quote && quote.purchaseAmount !== '0'
                      ? t('onramp.quote', {
                          amount: quote.purchaseAmount,
                          symbol: token?.symbol ?? '',
                          fee: quote.fee,
                          currency: onramp.paymentCurrency,
                        })
                      : Number.isNaN(provider.feePercent)
                        ? ''
                        : t('onramp.fee', { percent: provider.feePercent })}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      <ActionError error={error} />
    </div>
  )
}

/** The amount to buy and the fiat currency it is in; a change asks for new quotes. */
const OnrampAmountField = ({
  amount,
  currency,
  currencies,
  update,
}: {
  readonly amount: string | undefined
  readonly currency: string
  readonly currencies: readonly string[]
  readonly update: (patch: { amount?: string; paymentCurrency?: string }) => unknown
}) => {
  const { t, locale } = useI18n()
  const [text, change] = useTypedText(
    amount ?? '',
    (typed) => update({ amount: typed }),
    (typed) => readAmount(typed, locale),
  )
  return (
    <label className="latch-stack" style={{ gap: 4 }}>
      <span>{t('onramp.amount')}</span>
      <span className="latch-row">
        <input
          className="latch-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="50"
          data-latch-onramp-amount=""
          value={text}
          onChange={(event) => change(event.target.value)}
        />
        <select
          className="latch-input"
          style={{ width: 'auto' }}
          aria-label={t('onramp.currency')}
          data-latch-onramp-currency=""
          value={currency}
          onChange={(event) => update({ paymentCurrency: event.target.value })}
        >
          {currencies.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </span>
    </label>
  )
}
