import { safeUrl } from '../format/safeUrl.ts'
import { useT } from '../i18n/useT.ts'
import { useModalUi } from '../modal/ModalUiContext.ts'
import type { RegistryWallet } from '../types.ts'
import { WalletIcon } from './WalletIcon.tsx'

/**
 * A registry wallet as a tile (`data-latch-wallet="<id>"`): with WalletConnect on it opens
 * ConnectingWalletConnect for that wallet (QR code and its deep links); without, the wallet
 * cannot connect here, so the tile is a link to its homepage — or, when the registry's homepage
 * is not an `http(s):` URL, the wallet's name and nothing to follow.
 */
export const RegistryWalletTile = ({
  wallet,
  walletConnect,
}: {
  readonly wallet: RegistryWallet
  /** Whether the app has WalletConnect (a `WALLET_CONNECT` connector in `state.connectors`). */
  readonly walletConnect: boolean
}) => {
  const t = useT()
  const { openWalletConnect } = useModalUi()
  if (!walletConnect) {
    const homepage = safeUrl(wallet.homepage)
    // Without an http(s) homepage the anchor has no href: no link, nothing to follow.
    return (
      <a
        className="latch-tile"
        data-latch-wallet={wallet.id}
        href={homepage}
        target="_blank"
        rel="noreferrer"
      >
        <WalletIcon id={wallet.id} name={wallet.name} icon={wallet.imageUrl} />
        <span className="latch-tile-name">{wallet.name}</span>
        {homepage && <span className="latch-tag">{t('wallets.homepage')}</span>}
      </a>
    )
  }
  return (
    <button
      type="button"
      className="latch-tile"
      data-latch-wallet={wallet.id}
      onClick={() => openWalletConnect(wallet)}
    >
      <WalletIcon id={wallet.id} name={wallet.name} icon={wallet.imageUrl} />
      <span className="latch-tile-name">{wallet.name}</span>
    </button>
  )
}
