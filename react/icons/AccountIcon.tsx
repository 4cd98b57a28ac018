/** The Account view's line icons (24 × 24 grid, one path each), drawn inline: no request. */
const paths = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  copied: 'M5 12l5 5 9-10',
  explorer: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  chevron: 'M7 10l5 5 5-5',
  onramp: 'M3 6h18v12H3zM3 10h18M7 15h3',
  swaps: 'M7 4L3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7',
  receive: 'M12 4v15M6 13l6 6 6-6',
  send: 'M12 20V5M6 11l6-6 6 6',
} as const

/**
 * One of the Account view's icons, decorative (its control is labelled by text or
 * `aria-label`), in the text colour.
 */
export const AccountIcon = ({
  name,
  size = 18,
}: {
  readonly name: keyof typeof paths
  readonly size?: number
}) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={paths[name]} />
  </svg>
)
