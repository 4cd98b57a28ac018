import { useMemo } from 'react'

/** FNV-1a over the lower-cased address: the same address always draws the same picture. */
const hash = (text: string, seed: number) => {
  let h = 0x811c9dc5 ^ seed
  for (const char of text.toLowerCase()) {
    h ^= char.charCodeAt(0)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * The cells and colours of an address's identicon: a 5 × 5 grid mirrored left to right (15
 * bits decide it), a hue for the cells and one for the background. Pure, for tests.
 */
export const identicon = (address: string) => {
  const bits = hash(address, 0)
  const hues = hash(address, 1)
  const cells: Array<readonly [x: number, y: number]> = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((bits >>> (y * 3 + x)) & 1) {
        cells.push([x, y])
        if (x < 2) cells.push([4 - x, y])
      }
    }
  }
  const hue = hues % 360
  return {
    cells,
    color: `hsl(${hue} 65% 45%)`,
    background: `hsl(${(hue + 180) % 360} 45% 88%)`,
  }
}

/**
 * A small deterministic picture of an address, drawn as inline SVG (no image request, no
 * dependency): the Account header's avatar when there is no profile image. Decorative.
 */
export const Identicon = ({ address, size = 64 }: { readonly address: string; size?: number }) => {
  const { cells, color, background } = useMemo(() => identicon(address), [address])
  return (
    <svg
      className="latch-identicon"
      data-latch-identicon=""
      viewBox="-0.5 -0.5 6 6"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect x={-0.5} y={-0.5} width={6} height={6} fill={background} />
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={color} />
      ))}
    </svg>
  )
}
