import { safeUrl } from '../format/safeUrl.ts'

/**
 * A wallet's icon, or its initial on a plain tile when it has none — or one that is not an
 * `http(s):` or `data:image/…` URL (icons come from wallets and the registry, so untrusted).
 */
export const WalletIcon = ({
  name,
  icon,
}: {
  readonly name: string
  readonly icon?: string | null | undefined
}) => {
  const src = safeUrl(icon, 'image')
  return src ? (
    <img src={src} alt="" width={32} height={32} />
  ) : (
    <span className="latch-avatar latch-center" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
