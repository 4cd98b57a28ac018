import type { NetworkFee } from '../../runtime/index.ts'
import { formatBalance } from '../format/formatBalance.ts'
import { formatUsd } from '../format/formatUsd.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * A preview's estimated network fee: "0.000042 ETH ($0.13)" in the native unit and USD (the
 * USD part only when the native token has a price), 'Estimating…' until it is known, and
 * 'Not available' when it could not be estimated.
 */
export const NetworkFeeValue = ({
  fee,
}: {
  readonly fee: NetworkFee | 'unavailable' | undefined
}) => {
  const { t, locale } = useI18n()
  if (fee === undefined) return <span className="latch-muted">{t('fee.estimating')}</span>
  if (fee === 'unavailable') return <span className="latch-muted">{t('fee.unavailable')}</span>
  const native = `${formatBalance(fee.amount, 6, locale)} ${fee.symbol}`
  return <>{fee.usd === undefined ? native : `${native} (${formatUsd(fee.usd, locale)})`}</>
}
