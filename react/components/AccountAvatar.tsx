import { safeUrl } from '../format/safeUrl.ts'
import { Identicon } from './Identicon.tsx'

/**
 * The account's picture, round and decorative: its profile image when it has one (an
 * `http(s):` or `data:image/…` URL), else its identicon. AccountButton loads it lazily.
 */
export const AccountAvatar = ({
  address,
  image,
  size = 20,
}: {
  readonly address: string
  readonly image: string | undefined
  readonly size?: number
}) => {
  const src = safeUrl(image, 'image')
  const disc = {
    display: 'inline-flex',
    flex: 'none',
    width: size,
    height: size,
    borderRadius: '50%',
    overflow: 'hidden',
  } as const
  return (
    <span style={disc} aria-hidden="true" data-latch-avatar="">
      {src ? (
        <img src={src} alt="" width={size} height={size} />
      ) : (
        <Identicon address={address} size={size} />
      )}
    </span>
  )
}
