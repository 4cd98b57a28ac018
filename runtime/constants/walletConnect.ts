// WalletConnect's Sign API as Latch's own client speaks it (issue 30): relay, JWT, backoff, tags.

/** WalletConnect's public relay, the default `relayUrl`. */
export const WALLETCONNECT_DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
/** How long a session lives past a `wc_sessionExtend` (carries no expiry): sign-client's 7 days. */
export const WALLETCONNECT_SESSION_EXTEND_S = 7 * 24 * 60 * 60
/** How long the relay auth JWT is valid: sign-client's one day, seconds. */
export const WALLETCONNECT_RELAY_JWT_TTL_S = 24 * 60 * 60
/** First wait before the relay socket reconnects, doubled per attempt up to the max. */
export const WALLETCONNECT_RECONNECT_MIN_MS = 500
export const WALLETCONNECT_RECONNECT_MAX_MS = 5_000
/**
 * The Sign API's relay tags and TTLs (seconds) per JSON-RPC method, request then response, as
 * sign-client 2.25's ENGINE_RPC_OPTS: the relay routes and keeps messages by them.
 */
export const WALLETCONNECT_RPC_OPTS = {
  wc_sessionPropose: { ttl: 300, req: 1100, res: 1101, reject: 1120 },
  wc_sessionSettle: { ttl: 300, req: 1102, res: 1103 },
  wc_sessionUpdate: { ttl: 86_400, req: 1104, res: 1105 },
  wc_sessionExtend: { ttl: 86_400, req: 1106, res: 1107 },
  wc_sessionRequest: { ttl: 900, req: 1108, res: 1109 },
  wc_sessionEvent: { ttl: 300, req: 1110, res: 1111 },
  wc_sessionDelete: { ttl: 86_400, req: 1112, res: 1113 },
  wc_sessionPing: { ttl: 86_400, req: 1114, res: 1115 },
  wc_pairingDelete: { ttl: 86_400, req: 1000, res: 1001 },
  wc_pairingPing: { ttl: 30, req: 1002, res: 1003 },
} as const
