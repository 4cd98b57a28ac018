import { NetworkList } from '../../components/NetworkList.tsx'
import { useT } from '../../i18n/useT.ts'

/** UnsupportedChain: explains, and lists the app's networks to switch to. Loaded lazily. */
export const UnsupportedChainView = () => {
  const t = useT()
  return (
    <div className="latch-stack" data-latch-view="UnsupportedChain">
      <p>{t('unsupported.explain')}</p>
      <NetworkList />
    </div>
  )
}
