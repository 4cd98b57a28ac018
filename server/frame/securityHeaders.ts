/** The headers every answer of the frame's origin carries (no sniffing, no referrer, no cache). */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const
