import { type NetworkFee, nativeUsd } from '../../runtime/index.ts'
import { formatBalance } from '../format/formatBalance.ts'
import { formatUsd } from '../format/formatUsd.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * The USD of a fee: as the runtime estimated it, or, when the native token's price was not known
 * yet then (the balances still loading after a network change), at its price once it is, by the
 * runtime's same {@link nativeUsd}.
 */
const useFeeUsd = (fee: NetworkFee | 'unavailable' | undefined) => {
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)
  if (typeof fee !== 'object') return undefined
  return fee.usd ?? nativeUsd(fee.amount, network, account.tokenBalance)
}

/**
 * A preview's estimated network fee: "0.000042 ETH ($0.13)" in the native unit and USD (the
 * USD part once the native token has a price), 'Estimating…' until it is known, and
 * 'Not available' when it could not be estimated.
 */
export const NetworkFeeValue = ({
  fee,
}: {
  readonly fee: NetworkFee | 'unavailable' | undefined
}) => {
  const { t, locale } = useI18n()
  const usd = useFeeUsd(fee)
  if (fee === undefined) return <span className="latch-muted">{t('fee.estimating')}</span>
  if (fee === 'unavailable') return <span className="latch-muted">{t('fee.unavailable')}</span>
  const native = `${formatBalance(fee.amount, 6, locale)} ${fee.symbol}`
  return <>{usd === undefined ? native : `${native} (${formatUsd(usd, locale)})`}</>
}
