const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A stable hue from a wallet id, so each wallet keeps its colour. */
const hue = (id: string) => {
  let h = 0
  for (const char of id) h = (h * 31 + char.charCodeAt(0)) % 360
  return h
}

/**
 * A placeholder wallet logo: the wallet's initials on a rounded square coloured from its id,
 * drawn as the modal draws a wallet without an image (react/format/walletMonogram.ts: the
 * same initials, hue and 30 % lightness, on which white reaches 4.5:1 at every hue; a test
 * holds the two together).
 * The reference server draws it instead of fetching vendor logos, since nothing but
 * 127.0.0.1 may be contacted.
 *
 * @example
 * import { walletImageSvg } from './walletImageSvg.ts'
 * walletImageSvg({ id: 'metamask', name: 'MetaMask' }) // '<svg …>MM</svg>'
 */
export const walletImageSvg = (wallet: { readonly id: string; readonly name: string }): string => {
  const words = wallet.name.split(/[\s.-]+/).filter((w) => /^[A-Za-z0-9]/.test(w))
  const single = words[0] ?? wallet.id
  const capitals = single.replace(/[^A-Z]/g, '')
  // 'Trust Wallet' → TW, 'MetaMask' → MM, 'imToken' → IM.
  const initials =
    words.length > 1
      ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`
      : capitals.length >= 2
        ? capitals.slice(0, 2)
        : single.slice(0, 2)
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<title>${escapeXml(wallet.name)}</title>`,
    `<rect width="96" height="96" rx="24" fill="hsl(${hue(wallet.id)} 60% 30%)"/>`,
    '<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="600"',
    ` text-anchor="middle" fill="#fff">${escapeXml(initials.toUpperCase())}</text>`,
    '</svg>',
  ].join('')
}
