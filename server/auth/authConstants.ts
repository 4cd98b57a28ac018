/** Digits in an e-mail login code. */
export const EMAIL_CODE_DIGITS = 6
/** How long an e-mail code stays valid: 10 minutes. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000
/** Wrong tries before a code locks: 5. */
export const EMAIL_CODE_MAX_TRIES = 5
/** SPEC §5/§9 e-mail code throttle: 30 s between codes for one address. */
export const EMAIL_CODE_THROTTLE_MS = 30_000
/** A frame session lasts 24 hours from its fresh login (no sliding renewal). */
export const AUTH_SESSION_TTL_MS = 24 * 60 * 60 * 1000
/** A new user's wallet key is accepted only this long after the login that made the session. */
export const KEY_UPLOAD_WINDOW_MS = 5 * 60 * 1000
/** A started social login must come back within 10 minutes; its state is single use. */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000
/** A device-approval link works once, within 15 minutes of being mailed. */
export const DEVICE_APPROVAL_TTL_MS = 15 * 60 * 1000
/** An e-mail update must be finished within 30 minutes of its start (each code: 10 minutes). */
export const EMAIL_UPDATE_TTL_MS = 30 * 60 * 1000
/** Social logins one client address may start per window (`/auth/social/start`). */
export const SOCIAL_START_LIMIT = 20
/** E-mail login starts one client address may make per window (`/auth/email/start`). */
export const EMAIL_START_LIMIT = 30
/** The social-start rate limit's window: 1 minute (the e-mail start's too). */
export const SOCIAL_START_WINDOW_MS = 60_000
/** Expired social states, codes and rate-limit windows are swept by a timer this often: 1 minute. */
export const AUTH_SWEEP_INTERVAL_MS = 60_000
/** NIST SP 800-63B §5.2.2: wrong login codes for one address within this window… (1 hour) */
export const EMAIL_FAILURE_WINDOW_MS = 60 * 60 * 1000
/** …up to this many (10, across all its codes) lock the address… */
export const EMAIL_FAILURE_LIMIT = 10
/** …for 15 minutes. */
export const EMAIL_FAILURE_LOCK_MS = 15 * 60 * 1000
/** Consecutive wrong login codes (since the last login or unlock) that stop the address until its owner opens the mailed unlock link: 100. */
export const EMAIL_FAILURE_HARD_STOP = 100
/** An unlock link works once, within 1 hour of being mailed. */
export const EMAIL_UNLOCK_TTL_MS = 60 * 60 * 1000
/** A login start on a stopped address mails a fresh unlock link at most this often: 15 minutes. */
export const EMAIL_UNLOCK_RESEND_MS = 15 * 60 * 1000
/** The window of every per-client limit (auth routes, RPC proxy): 1 minute. */
export const CLIENT_LIMIT_WINDOW_MS = 60_000
/** Code checks one client may make per window (`/auth/email/verify`), across addresses. */
export const EMAIL_VERIFY_LIMIT = 20
/**
 * Returns one client may bring to the frame's social callback per window, each method
 * (`GET`, and Apple's form_post `POST`) apart: one a login, like the social start's limit.
 */
export const SOCIAL_CALLBACK_LIMIT = 20
/** Farcaster sign-ins one client may start per window: the social start's limit. */
export const FARCASTER_START_LIMIT = 20
/** Polls one client may make per window of a waiting login (device status every 1 s, Farcaster status every 1.5 s), with room to spare. */
export const AUTH_POLL_LIMIT = 90
/** Requests one client may make per window to any other auth route (finish, session, key, sign-out, update, approval and unlock pages). */
export const AUTH_ROUTE_LIMIT = 60
/** Analytics and error events one client may record per window (`POST /e`, no session): about 5 a second. */
export const EVENT_LIMIT = 300
/** JSON-RPC calls one client may make per window through the public RPC proxy (each call of a batch counts). */
export const RPC_PROXY_LIMIT = 1_200
/** Balance reads one client may make per window (`GET /v1/account/{address}/balance`, no session), counted per server process. */
export const BALANCE_LIMIT = 1_200
/** Peers whose client key the Data API keeps worked out (a request without X-Forwarded-For); the map empties at this size. */
export const CLIENT_KEY_MEMO_MAX = 10_000
/** How far a sign-in message's Issued At may lie ahead of the server's clock: 5 minutes (clock skew). */
export const SIWX_ISSUED_AT_MAX_SKEW_MS = 5 * 60 * 1000
/**
 * A started login (e-mail, social, Farcaster) stays bound to its frame's keys this long: the
 * device step's 15 minutes plus the code's 10 (issue 26).
 */
export const LOGIN_BINDING_TTL_MS = 30 * 60 * 1000
/**
 * The largest body the frame server reads, in bytes (16 KiB): every auth request is a few
 * hundred bytes; past it the answer is 413 and the rest of the body is dropped unread.
 */
export const AUTH_BODY_MAX_BYTES = 16 * 1024
