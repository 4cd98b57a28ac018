/** The platforms Telegram's mini-app API reports (`Telegram.WebApp.platform`), as far as SPEC §2 cares. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

const REMOVED: Readonly<Record<TelegramPlatform, readonly string[]>> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * SPEC §2: social options inside Telegram: iOS removes google, Mac removes x, Android removes
 * facebook and x. Outside Telegram (`undefined`) the list is kept as it is; order is kept.
 *
 * @example
 * import { filterSocialsForTelegram } from 'latch'
 *
 * filterSocialsForTelegram(['google', 'x', 'github'], 'ios') // ['x', 'github']
 */
export const filterSocialsForTelegram = <S extends string>(
  socials: readonly S[],
  platform: TelegramPlatform | undefined,
): readonly S[] => {
  if (platform === undefined) return socials
  const removed = REMOVED[platform]
  return socials.filter((social) => !removed.includes(social))
}

/** The Telegram platform of a page running as a Telegram mini app, else `undefined`. */
export const telegramPlatform = (view: unknown): TelegramPlatform | undefined => {
  const webApp = (view as { Telegram?: { WebApp?: { platform?: unknown; initData?: unknown } } })
    ?.Telegram?.WebApp
  if (!webApp || typeof webApp.platform !== 'string' || webApp.platform === 'unknown')
    return undefined
  const platform = webApp.platform
  if (platform === 'ios') return 'ios'
  if (platform === 'macos') return 'macos'
  if (platform === 'android' || platform === 'android_x') return 'android'
  return 'other'
}
