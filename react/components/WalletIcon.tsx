import { safeUrl } from '../format/safeUrl.ts'
import { LazyMark } from '../icons/LazyMark.tsx'

/**
 * A wallet's icon, or its initial on a plain tile when it has none — or one that is not an
 * `http(s):` or `data:image/…` URL (icons come from wallets and the registry, so untrusted).
 * WalletConnect without an icon of its own gets Latch's drawing of its mark (inline SVG,
 * loaded lazily, never fetched from WalletConnect's host).
 */
export const WalletIcon = ({
  name,
  icon,
  type,
}: {
  readonly name: string
  readonly icon?: string | null | undefined
  /** The connector's type; `WALLET_CONNECT` draws WalletConnect's mark. */
  readonly type?: string | undefined
}) => {
  const src = safeUrl(icon, 'image')
  if (src) return <img src={src} alt="" width={32} height={32} />
  if (type === 'WALLET_CONNECT') return <LazyMark name="walletConnect" size={32} />
  return (
    <span className="latch-avatar latch-center" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
