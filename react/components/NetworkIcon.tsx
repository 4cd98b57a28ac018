import type { Network } from '../../runtime/index.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { markOf } from '../icons/markOf.ts'
import { LazyMark } from './LazyMark.tsx'

/** A hue from the network's id, so two unknown networks side by side look different. */
const hueOf = (id: string) => {
  let h = 0
  for (const char of id) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0
  // Spread neighbours (chain 31337 and 31338) far apart on the colour wheel.
  return (Math.imul(h, 137) >>> 0) % 360
}

/**
 * A network's icon, decorative (its name is beside it): the app's `assets.imageUrl` when it
 * set one (an `http(s):` or `data:image/…` URL), else Latch's own mark of the chain (lazily
 * loaded inline SVG, a badge on testnets), else — a chain Latch has no mark for, such as a
 * local node — a plain disc in a colour of its own. Never text, so a button's name stays the
 * network's name.
 */
export const NetworkIcon = ({
  network,
  size = 24,
}: {
  readonly network: Pick<Network, 'caipNetworkId' | 'chainNamespace' | 'assets' | 'testnet'>
  readonly size?: number
}) => {
  const src = safeUrl(network.assets?.imageUrl, 'image')
  if (src)
    return (
      <img
        className="latch-mark"
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ borderRadius: '50%' }}
      />
    )
  const mark = markOf(network)
  if (mark) return <LazyMark name={mark} size={size} testnet={network.testnet} />
  const hue = hueOf(network.caipNetworkId)
  return (
    <svg
      className="latch-mark"
      data-latch-mark="generic"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill={`hsl(${hue} 55% 45%)`} />
      <circle cx="12" cy="12" r="5" fill="none" stroke="#ffffff" strokeWidth="2" />
    </svg>
  )
}
