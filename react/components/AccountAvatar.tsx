import { lazy, Suspense } from 'react'
import { safeUrl } from '../format/safeUrl.ts'
import { useMounted } from '../hooks/useMounted.ts'

const Identicon = lazy(() => import('./Identicon.tsx').then((m) => ({ default: m.Identicon })))

/**
 * The account's picture, round and decorative: its profile image when it has one (an
 * `http(s):` or `data:image/…` URL), else its identicon (drawn here, loaded lazily; a blank
 * disc of the same size holds the place until then).
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
  const mounted = useMounted()
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
        mounted && (
          <Suspense fallback={null}>
            <Identicon address={address} size={size} />
          </Suspense>
        )
      )}
    </span>
  )
}
