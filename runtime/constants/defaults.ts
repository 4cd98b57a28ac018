/** SPEC §1, §5 and §9: the namespaces, the login options and the defaults of the options. */

// --- SPEC §1 / §5 / §9: namespaces and login --------------------------------------------------

/** "namespaces eip155, solana, bitcoin" */
export const NAMESPACES = ['eip155', 'solana', 'bitcoin'] as const
/** "the embedded wallet supports eip155 and solana" */
export const AUTH_NAMESPACES = ['eip155', 'solana'] as const
/** "Support: send on eip155 and solana; balances on eip155 and solana; activity and names only eip155; onramp eip155 and solana." */
export const NAMESPACE_SUPPORT = {
  send: ['eip155', 'solana'],
  balances: ['eip155', 'solana'],
  activity: ['eip155'],
  names: ['eip155'],
  onramp: ['eip155', 'solana'],
} as const
/** "Social provider: google, github, apple, facebook, x or discord." */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** "Theme mode: light or dark." */
export const THEME_MODES = ['light', 'dark'] as const
/**
 * The languages the modal speaks (not in SPEC, which keeps English and its short relative
 * time): the `locale` option names one of these, a region may follow (`es-MX`).
 */
export const LOCALES = ['en', 'es', 'ja', 'ar'] as const
/** The default `locale`. */
export const DEFAULT_LOCALE = 'en'

// --- SPEC §9: defaults --------------------------------------------------------------------

/** "Native decimals: EVM 18, Solana 9, Bitcoin 8." */
export const NATIVE_DECIMALS = { eip155: 18, solana: 9, bitcoin: 8 } as const
/** "socials google, x, discord, farcaster, github, apple, facebook" */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
/** "Wallet feature order: onramp, swaps, receive, send." */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
/** "Connector order: walletConnect, recent, injected, featured, custom, external, recommended." */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** "Default features: receive and send on; activity on; e-mail on; … Pay off; legal checkbox off." */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  activity: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  swaps: true,
  onramp: true,
  pay: false,
  legalCheckbox: false,
  // Not in SPEC §9's list: on, as AppKit's is; events go only to the app's own `apiUrl`.
  analytics: true,
} as const
/** "Default account types: eip155 smart account, solana eoa, bitcoin payment, polkadot eoa." */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  bitcoin: 'payment',
  polkadot: 'eoa',
} as const
