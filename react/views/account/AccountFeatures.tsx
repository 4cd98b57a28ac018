import { WALLET_FEATURE_ORDER } from '../../../runtime/constants.ts'
import type { ViewName } from '../../../runtime/index.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import { AccountIcon } from '../../icons/AccountIcon.tsx'

/** The view each wallet feature opens. */
const featureViews: Partial<Record<(typeof WALLET_FEATURE_ORDER)[number], ViewName>> = {
  onramp: 'OnRampProviders',
  swaps: 'Swap',
  receive: 'WalletReceive',
  send: 'WalletSend',
}

/**
 * The Account view's wallet feature row in SPEC §9 order (onramp, swaps, receive, send), as
 * compact icon-and-label buttons. Swaps need the Data API and eip155; buying needs the Data API
 * on eip155 or solana; send is offered where SPEC §9 sends (eip155, solana).
 */
export const AccountFeatures = () => {
  const t = useT()
  const latch = useLatch()
  const namespace = useSignalValue(latch.state.network).chainNamespace
  const { features, apiUrl } = latch.config
  const buttons = WALLET_FEATURE_ORDER.flatMap((feature) => {
    const view = featureViews[feature]
    if (!view || !features[feature]) return []
    if (feature === 'send' && namespace !== 'eip155' && namespace !== 'solana') return []
    if (feature === 'swaps' && (!apiUrl || namespace !== 'eip155')) return []
    if (feature === 'onramp' && (!apiUrl || (namespace !== 'eip155' && namespace !== 'solana')))
      return []
    return [{ feature, view }]
  })
  if (buttons.length === 0) return null
  return (
    <div className="latch-features" data-latch-features="">
      {buttons.map(({ feature, view }) => (
        <button
          key={feature}
          type="button"
          className="latch-feature"
          data-latch-feature={feature}
          onClick={() => latch.navigate(view)}
        >
          <AccountIcon name={feature} size={20} />
          {t(`account.${feature}`)}
        </button>
      ))}
    </div>
  )
}
