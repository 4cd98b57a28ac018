import { SOCIAL_PROVIDERS } from '../../constants.ts'

/**
 * SPEC §5 social provider rule: google, github, apple, facebook, x or discord.
 *
 * @example
 * import { isSocialProvider } from 'latch'
 *
 * isSocialProvider('google') // true
 * isSocialProvider('farcaster') // false: Farcaster has its own flow
 */
export const isSocialProvider = (value: string): value is (typeof SOCIAL_PROVIDERS)[number] =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)
