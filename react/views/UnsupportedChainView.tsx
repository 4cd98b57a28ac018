import { NetworkList } from '../components/NetworkList.tsx'
import { t } from '../i18n/t.ts'

/** UnsupportedChain: explains, and lists the app's networks to switch to. Loaded lazily. */
export const UnsupportedChainView = () => (
  <div className="latch-stack" data-latch-view="UnsupportedChain">
    <p>{t('unsupported.explain')}</p>
    <NetworkList />
  </div>
)
