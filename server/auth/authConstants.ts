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
/**
 * The largest body the frame server reads, in bytes (16 KiB): every auth request is a few
 * hundred bytes; past it the answer is 413 and the rest of the body is dropped unread.
 */
export const AUTH_BODY_MAX_BYTES = 16 * 1024
