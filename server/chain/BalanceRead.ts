/**
 * An address's raw amounts on one chain, as its node answered them: the native balance, then
 * each configured token's `balanceOf` in `tokens` order; or why they could not be read.
 */
export type BalanceRead =
  | { readonly ok: true; readonly native: bigint; readonly tokens: readonly bigint[] }
  | { readonly ok: false; readonly error: Error }
