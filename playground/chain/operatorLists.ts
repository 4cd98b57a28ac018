import type { Address } from 'viem'
import { devAccounts } from './devAccounts.ts'

const account = (index: number): Address => {
  const found = devAccounts[index]
  if (!found) throw new Error(`no dev account ${index}`)
  return found.address
}

/**
 * The playground's spam list (the reference server's `spam` option): dev account #9 plays a
 * spammer, so any transfer it sends is flagged `is_spam` in the history and the Activity view
 * drops it (SPEC §5). Send from it to see a spam transfer that never shows.
 *
 * @example
 * import { playgroundSpam } from './operatorLists.ts'
 * const [spammer] = playgroundSpam // 0xa0Ee…9720
 */
export const playgroundSpam: readonly Address[] = [account(9)]

/**
 * The playground's onramp providers (the server's `onrampProviders` option): what an account
 * receives from dev account #8 is its onramp (`onramp=coinbase`) history.
 *
 * @example
 * import { playgroundOnrampProviders } from './operatorLists.ts'
 * const [provider] = playgroundOnrampProviders // 0x2361…1E8f
 */
export const playgroundOnrampProviders: readonly Address[] = [account(8)]

/** The playground's USD price table by symbol (the server's `prices` option). */
export const playgroundPrices: Readonly<Record<string, number>> = { ETH: 3000, LDT: 1, LDU: 1 }
