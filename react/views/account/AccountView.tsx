import { installStyles } from '../../modal/installStyles.ts'
import { AccountEmail } from './AccountEmail.tsx'
import { AccountFeatures } from './AccountFeatures.tsx'
import { AccountFooter } from './AccountFooter.tsx'
import { AccountHeader } from './AccountHeader.tsx'
import { AccountTabs } from './AccountTabs.tsx'
import { AccountType } from './AccountType.tsx'
import { accountStyles } from './accountStyles.ts'

/**
 * Adopts the Account view's own stylesheet into the modal's shadow root as the view mounts
 * (a ref runs before the first paint): its rules load with this lazy chunk, off the connect
 * path.
 */
const withAccountStyles = (element: HTMLElement | null) => {
  const root = element?.getRootNode()
  if (root && 'host' in root) installStyles(root as ShadowRoot, accountStyles)
}

/**
 * The Account view (loaded lazily): the header (avatar, name or short address with copy,
 * balance and USD total, network chip), the wallet feature row, the Tokens and Activity tabs,
 * the embedded wallet's e-mail and account type, then the wallets and Disconnect.
 */
export const AccountView = () => (
  <div className="latch-stack" data-latch-view="Account" ref={withAccountStyles}>
    <AccountHeader />
    <AccountFeatures />
    <AccountTabs />
    <AccountEmail />
    <AccountType />
    <AccountFooter />
  </div>
)
