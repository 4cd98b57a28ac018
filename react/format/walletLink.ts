/**
 * A wallet's deep link carrying a WalletConnect pairing URI, the way wallets expect it:
 * `${link}wc?uri=${encodeURIComponent(uri)}`. A universal link (`https://…`) or a native
 * scheme (`metamask://`) gets its trailing slash; a bare scheme (`rainbow`, `rainbow:`) gets
 * `://`.
 */
export const walletLink = (link: string, uri: string): string => {
  let base = link.includes('://') ? link : `${link.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
