import type { WalletError } from '../../errors/WalletError.ts'

/**
 * Where a pairing stands, for the ConnectingWalletConnect views: `proposing` (publishing the
 * proposal, no URI yet), `waiting` (URI shown), `relayLost` (the relay socket dropped; the SDK
 * is reconnecting), then `connected`, or one of the ends the view offers a retry on:
 * `expired`, `rejected`, `failed`. The URI is cleared on every end, so no stale QR shows.
 */
export type WalletConnectPairingStatus =
  | 'idle'
  | 'proposing'
  | 'waiting'
  | 'relayLost'
  | 'connected'
  | 'expired'
  | 'rejected'
  | 'failed'

/** The pairing state the connector publishes (`data-latch-wc-uri` reads `uri`). */
export interface WalletConnectPairing {
  readonly status: WalletConnectPairingStatus
  readonly uri: string | undefined
  /** The failure of the last attempt, when it ended in `expired`, `rejected` or `failed`. */
  readonly error: WalletError | undefined
}

/** No pairing under way. */
export const idlePairing: WalletConnectPairing = {
  status: 'idle',
  uri: undefined,
  error: undefined,
}

/** A pairing that ended in a session. */
export const connectedPairing: WalletConnectPairing = {
  status: 'connected',
  uri: undefined,
  error: undefined,
}
