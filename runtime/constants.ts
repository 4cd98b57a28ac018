/**
 * The named constants of SPEC §9 and the timings of SPEC §2 and §4. No other file writes
 * these numbers; each carries SPEC's wording in its comment.
 *
 * @example
 * import { HTTP_TIMEOUT_MS } from 'latch/constants'
 *
 * @module latch/constants
 */

// One import path, `latch/constants`; the numbers live by area under constants/.
export * from './constants/defaults.ts'
export * from './constants/limits.ts'
export * from './constants/modal.ts'
export * from './constants/timings.ts'
export * from './constants/transport.ts'
export * from './constants/walletConnect.ts'
