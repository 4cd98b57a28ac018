/**
 * Whether the page asked the dev wallet to approve every request without a prompt:
 * `?autoApprove=1` (or `true`) in the page URL.
 *
 * @example
 * import { readAutoApprove } from './readAutoApprove.ts'
 * readAutoApprove(window.location) // true on http://127.0.0.1:5173/?autoApprove=1
 */
export const readAutoApprove = (location: { readonly search: string } | string): boolean => {
  const value = new URLSearchParams(typeof location === 'string' ? location : location.search).get(
    'autoApprove',
  )
  return value === '1' || value === 'true'
}
