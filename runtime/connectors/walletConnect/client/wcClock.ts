/**
 * The WalletConnect client's time: the session's expiry and the relay's reconnect backoff. The
 * connector gives it the runtime's Effect clock (`walletConnectClock.ts`), so TestClock drives
 * them; the client itself imports no Effect (its chunk stays apart from the runtime's).
 */
export interface WcClock {
  /** Milliseconds since the epoch, on the clock. */
  readonly now: () => number
  /** Runs `task` once `ms` have passed on the clock; the function returned cancels it. */
  readonly after: (ms: number, task: () => void) => () => void
}
