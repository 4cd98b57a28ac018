import { safeUrl } from '../format/safeUrl.ts'
import { walletMonogram } from '../format/walletMonogram.ts'
import { LazyMark } from './LazyMark.tsx'

/**
 * A wallet's icon, or its monogram tile (`walletMonogram`: initials in white on a colour of its
 * own, as the registry's placeholder logos) when it has none — or one that is not an
 * `http(s):` or `data:image/…` URL (icons come from wallets and the registry, so untrusted).
 * WalletConnect without an icon of its own gets Latch's drawing of its mark (inline SVG,
 * loaded lazily, never fetched from WalletConnect's host).
 */
export const WalletIcon = ({
  id,
  name,
  icon,
  type,
}: {
  /** The registry wallet's id, which picks the monogram's colour (else the name does). */
  readonly id?: string | undefined
  readonly name: string
  readonly icon?: string | null | undefined
  /** The connector's type; `WALLET_CONNECT` draws WalletConnect's mark. */
  readonly type?: string | undefined
}) => {
  const src = safeUrl(icon, 'image')
  if (src) return <img src={src} alt="" width={32} height={32} />
  if (type === 'WALLET_CONNECT') return <LazyMark name="walletConnect" size={32} />
  const monogram = walletMonogram({ id, name })
  return (
    <span
      className="latch-avatar latch-monogram"
      data-latch-monogram=""
      aria-hidden="true"
      style={{ background: monogram.background }}
    >
      {monogram.initials}
    </span>
  )
}
