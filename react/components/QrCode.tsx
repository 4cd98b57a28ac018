import { useMemo } from 'react'
import { renderSVG } from 'uqr'

/**
 * `value` as a QR code (uqr's SVG, no dependencies), announced as an image named `label`;
 * `data` lands on the element as `data-*` test hooks (`data-latch-wc-uri`, API.md). Only
 * lazily loaded views import this, so `uqr` never loads before the modal needs it.
 */
export const QrCode = ({
  value,
  label,
  data = {},
}: {
  readonly value: string
  readonly label: string
  readonly data?: Readonly<Record<`data-${string}`, string>>
}) => {
  // uqr emits only <svg>, <rect> and <path> built from the module matrix: no text of `value`.
  const svg = useMemo(() => (value ? renderSVG(value, { ecc: 'M', border: 2 }) : ''), [value])
  return (
    <div
      className="latch-qr"
      {...data}
      role="img"
      aria-label={label}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's SVG, no markup from `value` itself
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
