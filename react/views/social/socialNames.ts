/** The names social providers go by (SPEC §1). */
export const SOCIAL_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** A provider's display name; unknown ones as given. */
export const socialName = (provider: string) => SOCIAL_NAMES[provider] ?? provider
