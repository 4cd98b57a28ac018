/**
 * The tile's lightness: white text reaches WCAG AA's 4.5:1 on every hue at 60 % saturation
 * (4.51:1 at the yellowest, hue 60), so the initials read on any wallet's colour.
 */
export const MONOGRAM_LIGHTNESS = 30

/** A wallet's monogram: up to two initials on a colour of its own. */
export type WalletMonogram = {
  readonly initials: string
  /** `hsl(<hue> 60% 30%)`, the hue hashed from the wallet's id. */
  readonly background: string
}

/** The first two words' initials, else a single word's first two capitals, else its start. */
const initialsOf = (name: string, fallback: string): string => {
  const [first, second] = name.split(/[\s.-]+/).filter((word) => /^[A-Za-z0-9]/.test(word))
  if (first && second) return `${first[0]}${second[0]}`.toUpperCase()
  const word = first ?? fallback
  const capitals = word.match(/[A-Z]/g) ?? []
  return (capitals.length >= 2 ? capitals.join('') : word).slice(0, 2).toUpperCase()
}

/** A stable hue in [0, 360) from the id, so each wallet keeps its colour. */
const hueOf = (id: string): number =>
  [...id].reduce((hue, char) => (hue * 31 + char.charCodeAt(0)) % 360, 0)

/**
 * The monogram drawn for a wallet without an image, the same on every tile: the Connect list,
 * All Wallets, the registry (whose placeholder logos the reference server draws by the same
 * rule: 'Trust Wallet' → TW, 'MetaMask' → MM, 'imToken' → IM) and ConnectingWalletConnect.
 * The colour follows `id` (the name when there is none).
 */
export const walletMonogram = (wallet: {
  readonly id?: string | undefined
  readonly name: string
}): WalletMonogram => {
  const id = wallet.id ?? wallet.name
  return {
    initials: initialsOf(wallet.name, id),
    background: `hsl(${hueOf(id)} 60% ${MONOGRAM_LIGHTNESS}%)`,
  }
}
