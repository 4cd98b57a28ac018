/**
 * The CAIP-2 namespace of each chain namespace: bitcoin networks are `bip122:<genesis>`. On
 * its own (networks.ts re-exports it) so `createLatch`'s option check reads it without
 * loading the built-in networks and viem's chain definitions behind them.
 */
export const CAIP_NAMESPACE = { eip155: 'eip155', solana: 'solana', bitcoin: 'bip122' } as const
