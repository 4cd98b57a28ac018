import type { ReactElement } from 'react'
import type { MarkName } from './markOf.ts'

// Simple marks drawn for Latch on a 24 × 24 grid, each on its brand colour: recognisable at
// 20–32 px, a few hundred bytes each, no request to anybody's host.
const W = '#ffffff'

const marks: Readonly<Record<MarkName, ReactElement>> = {
  // Social logins: the monochrome ones (X, GitHub, Apple) in the text colour, for dark mode.
  google: (
    <g fill="none" strokeWidth="3.4">
      <path d="M17.75 7.18A7.5 7.5 0 0 0 5.5 8.25" stroke="#ea4335" />
      <path d="M5.5 8.25a7.5 7.5 0 0 0 0 7.5" stroke="#fbbc05" />
      <path d="M5.5 15.75a7.5 7.5 0 0 0 11.8 1.55" stroke="#34a853" />
      <path d="M17.3 17.3A7.5 7.5 0 0 0 19.5 12H12" stroke="#4285f4" />
    </g>
  ),
  x: (
    <>
      <path d="M4.5 4.5h4.3l10.7 15h-4.3z" fill="currentColor" />
      <path d="M18.8 4.5l-5.4 6.1M10.6 13.4l-5.4 6.1" stroke="currentColor" strokeWidth="1.7" />
    </>
  ),
  discord: (
    <>
      <path
        d="M6.2 7.3C8.1 6.1 10 5.7 12 5.7s3.9.4 5.8 1.6c1.4 2.5 2.1 5.1 1.9 8.4-1.6 1.3-3.2 2-4.8 2.4l-1-1.7c-1.3.4-2.5.4-3.8 0l-1 1.7c-1.6-.4-3.2-1.1-4.8-2.4-.2-3.3.5-5.9 1.9-8.4z"
        fill="#5865f2"
      />
      <ellipse cx="9.4" cy="12.4" rx="1.4" ry="1.6" fill={W} />
      <ellipse cx="14.6" cy="12.4" rx="1.4" ry="1.6" fill={W} />
    </>
  ),
  farcaster: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855dcd" />
      <path d="M7 6.5h10V17h-2.3v-4.2a2.7 2.7 0 0 0-5.4 0V17H7z" fill={W} />
    </>
  ),
  github: (
    <path
      d="M5.6 10.2 5.4 4.6l3.9 2.5a8 8 0 0 1 5.4 0l3.9-2.5-.2 5.6a7.4 7.4 0 0 1 .9 3.5c0 4-3.1 6.6-7.3 6.6s-7.3-2.6-7.3-6.6a7.4 7.4 0 0 1 .9-3.5zM9.3 13.1a1 1.3 0 1 0 0 .1zm5.4 0a1 1.3 0 1 0 0 .1z"
      fill="currentColor"
      fillRule="evenodd"
    />
  ),
  apple: (
    <>
      <path
        d="M12 8.2c1.1-.9 2.4-1.3 3.6-1 1.1.3 2 .9 2.5 1.8-1.3.8-2 2-1.9 3.5.1 1.6 1 2.7 2.3 3.3-.5 1.3-1.1 2.4-1.9 3.3-.8.9-1.6 1.2-2.5.9-.8-.3-1.4-.4-2.1-.4s-1.4.1-2.2.4c-.9.3-1.7 0-2.5-.9-1.6-1.8-2.4-4.1-2.3-6.3.1-2.3 1.4-4.2 3.3-4.6 1.3-.3 2.4.1 3.7 1z"
        fill="currentColor"
      />
      <path d="M12.2 6.9c0-1.5 1-2.8 2.5-3.2.1 1.6-1 2.9-2.5 3.2z" fill="currentColor" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877f2" />
      <path
        d="M13.3 22v-7.7h2.4l.4-2.8h-2.8V9.8c0-.8.3-1.4 1.5-1.4h1.4V5.9a18 18 0 0 0-2.1-.1c-2.2 0-3.6 1.3-3.6 3.7v2H8.1v2.8h2.4V22z"
        fill={W}
      />
    </>
  ),
  walletConnect: (
    <>
      <rect width="24" height="24" rx="6" fill="#3b99fc" />
      <path
        d="M6.2 9.6a8.2 8.2 0 0 1 11.6 0"
        fill="none"
        stroke={W}
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M4.5 12.2l3.4 3.3 4.1-4 4.1 4 3.4-3.3"
        fill="none"
        stroke={W}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  ethereum: (
    <>
      <circle cx="12" cy="12" r="12" fill="#627eea" />
      <path d="M12 3.5l-5.3 8.8L12 15.4l5.3-3.1z" fill={W} />
      <path d="M12 16.5l-5.3-3.1L12 20.5l5.3-7.1z" fill={W} fillOpacity="0.8" />
    </>
  ),
  arbitrum: (
    <>
      <circle cx="12" cy="12" r="12" fill="#213147" />
      <path
        d="M12 4.2l6.8 3.9v7.8L12 19.8l-6.8-3.9V8.1z"
        fill="none"
        stroke="#9dcced"
        strokeWidth="1.2"
      />
      <path d="M9.1 16.4l3.6-9.2h1.6l-3.6 9.2z" fill={W} />
      <path d="M12.4 16.4l1.9-4.9 1.9 4.9z" fill="#12aaff" />
    </>
  ),
  avalanche: (
    <>
      <circle cx="12" cy="12" r="12" fill="#e84142" />
      <path d="M11.2 6.3a.9.9 0 0 1 1.6 0l1.4 2.5-3.6 6.3-1 1.8H6.3a.9.9 0 0 1-.8-1.4z" fill={W} />
      <path
        d="M15 10.3a.9.9 0 0 1 1.6 0l2.9 5.2a.9.9 0 0 1-.8 1.4h-5.8a.9.9 0 0 1-.8-1.4z"
        fill={W}
      />
    </>
  ),
  base: (
    <>
      <circle cx="12" cy="12" r="12" fill="#0052ff" />
      <circle cx="12" cy="12" r="7" fill={W} />
      <rect x="3" y="10.9" width="9.6" height="2.2" fill="#0052ff" />
    </>
  ),
  bsc: (
    <>
      <circle cx="12" cy="12" r="12" fill="#f0b90b" />
      <path d="M12 9.6l2.4 2.4-2.4 2.4-2.4-2.4z" fill={W} />
      <path d="M12 4.6l4.3 4.3-1.4 1.4L12 7.4l-2.9 2.9-1.4-1.4z" fill={W} />
      <path d="M12 19.4l-4.3-4.3 1.4-1.4 2.9 2.9 2.9-2.9 1.4 1.4z" fill={W} />
      <path d="M5.3 10.6l1.4 1.4-1.4 1.4L3.9 12zM18.7 10.6l1.4 1.4-1.4 1.4-1.4-1.4z" fill={W} />
    </>
  ),
  optimism: (
    <>
      <circle cx="12" cy="12" r="12" fill="#ff0420" />
      <ellipse cx="8.6" cy="12" rx="2.6" ry="3.4" fill="none" stroke={W} strokeWidth="1.9" />
      <path
        d="M13.6 15.6V8.4h2.6a2.1 2.1 0 0 1 0 4.2h-2.6"
        fill="none"
        stroke={W}
        strokeWidth="1.9"
        strokeLinejoin="round"
      />
    </>
  ),
  polygon: (
    <>
      <circle cx="12" cy="12" r="12" fill="#8247e5" />
      <path
        d="M10.2 9.9L8 8.6l-3 1.7v3.4l3 1.7 3-1.7v-3.4M13 10.3v3.4l3 1.7 3-1.7v-3.4l-3-1.7-2.2 1.3"
        fill="none"
        stroke={W}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </>
  ),
  solana: (
    <>
      <circle cx="12" cy="12" r="12" fill="#101114" />
      <path d="M8 7h10l-2 2H6z" fill="#14f195" />
      <path d="M6 11h10l2 2H8z" fill="#80c9e8" />
      <path d="M8 15h10l-2 2H6z" fill="#9945ff" />
    </>
  ),
  bitcoin: (
    <>
      <circle cx="12" cy="12" r="12" fill="#f7931a" />
      <g transform="rotate(14 12 12)">
        <path
          d="M9.2 6.8h4a2.4 2.4 0 0 1 0 4.8h-4zM9.2 11.6h4.6a2.6 2.6 0 0 1 0 5.2H9.2zM9.2 6.8v10M10.8 5.2v1.6M13 5.2v1.6M10.8 16.8v1.6M13 16.8v1.6"
          fill="none"
          stroke={W}
          strokeWidth="1.7"
        />
      </g>
    </>
  ),
}

/**
 * Draws one of Latch's own marks as inline SVG, decorative (the name is in the text beside
 * it); a testnet gets a small ring badge. The module loads lazily (LazyMark): no page pays for
 * it before the modal or a network button needs it.
 */
const Mark = ({
  name,
  size = 24,
  testnet = false,
}: {
  readonly name: MarkName
  readonly size?: number
  readonly testnet?: boolean
}) => (
  <svg
    className="latch-mark"
    data-latch-mark={name}
    data-testnet={testnet ? '' : undefined}
    viewBox="0 0 24 24"
    width={size}
    height={size}
    aria-hidden="true"
    focusable="false"
  >
    {marks[name]}
    {testnet && <circle cx="20" cy="20" r="3.4" fill="#facc15" stroke={W} strokeWidth="1.2" />}
  </svg>
)

export default Mark
