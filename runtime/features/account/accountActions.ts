import { flow, type Program } from '../../actions/action.ts'
import type { LoadActivityOptions } from '../activity/loadActivity.ts'
import type { LoadWalletsOptions } from '../connection/loadWallets.ts'
import type { LoadTokensOptions } from './refreshTokens.ts'

/** What the modal lists: the wallet registry, the account's activity and tokens. */
export const accountActions = {
  /** Loads the wallet registry into `state.wallets` (AllWallets, recommended wallets). */
  loadWallets: flow(
    'eager',
    (flows, options?: LoadWalletsOptions): Program<void> => flows.loadWallets(options),
  ),
  /** SPEC §4 transaction history into `state.activity`; `more` loads the next page. */
  loadActivity: flow(
    'lazy',
    (flows, options?: LoadActivityOptions): Program<void> => flows.loadActivity(options),
  ),
  /**
   * SPEC §3 token balances into `state.account.tokenBalance` (portfolio cache, retry window);
   * also run on its own on connect, network or account change and after a send.
   */
  loadTokens: flow(
    'lazy',
    (flows, options?: LoadTokensOptions): Program<void> => flows.refreshTokens(options),
  ),
}
