import type { LatchClient } from '../runtime/index.ts'

/**
 * Runtime state shapes the views read, taken from the client's signals (the runtime's public
 * entry names the client, not these): `state.wallets`, one registry wallet, and
 * `state.walletConnect`.
 */
export type WalletsState = LatchClient['state']['wallets']['value']

/** One wallet of the registry (`GET /v1/wallets`): id, name, imageUrl, rdns, links, homepage. */
export type RegistryWallet = WalletsState['entries'][number]

/** The WalletConnect pairing: status, the URI while it is shown, the last failure. */
export type WalletConnectPairing = LatchClient['state']['walletConnect']['value']
