import type { Signal } from '@preact/signals-core'
import { type Duration, Effect } from 'effect'
import { type WalletError, walletError } from '../../errors/WalletError.ts'
import type { WalletConnectPairing, WalletConnectPairingStatus } from './walletConnectPairing.ts'

/** The part of sign-client's relayer the watchdog follows. */
export interface WatchedRelayer {
  readonly connected: boolean
  on(event: 'relayer_disconnect', listener: () => void): unknown
  off(event: 'relayer_disconnect', listener: () => void): unknown
}

/** What {@link makePairingWatchdog} watches and how long it waits. */
export interface PairingWatchdogOptions {
  /** The pairing state; the watchdog sets `relayLost` and back to `waiting`. */
  readonly pairing: Signal<WalletConnectPairing>
  /** Resumes once a pairing URI is shown (at once when one already is). */
  readonly uriShown: Effect.Effect<void>
  /** The relay's URL, named in the errors. */
  readonly relayUrl: string | undefined
  readonly pairingTimeout: Duration.Input
  readonly relayTimeout: Duration.Input
  readonly relayGrace: Duration.Input
}

/** The pairing watchdog: the effects that fail a pairing attempt or a request in time. */
export interface PairingWatchdog {
  /** Fails the attempt when the URI is slow to appear, the relay stays down, or it expires. */
  readonly watch: (relayer: WatchedRelayer) => Effect.Effect<never, WalletError>
  /**
   * Fails a request waiting on a relay that has been unreachable for the grace period (the
   * SDK would hold it for a minute, then fail with no cause); never succeeds. The session
   * stays: the next request goes out once the relay is back.
   */
  readonly relayGone: (relayer: WatchedRelayer) => Effect.Effect<never, WalletError>
  /** The pairing status an attempt that failed with `error` ends in. */
  readonly endOf: (error: WalletError) => WalletConnectPairingStatus
  /** Forgets the last attempt's end (call when a new attempt starts). */
  readonly reset: () => void
}

/**
 * Watches a WalletConnect pairing attempt: no URI within `relayTimeout`, a relay socket that
 * stays down past `relayGrace`, and a URI nobody scans within `pairingTimeout` each fail it
 * with `ConnectionReset`; the pairing status says which (`failed`, `expired`; a refusal is
 * `rejected`). All waits run on Effect's clock, so TestClock drives them.
 */
export const makePairingWatchdog = (options: PairingWatchdogOptions): PairingWatchdog => {
  const { pairing } = options
  /** Whether the current attempt ended by its URI expiring (vs. a relay failure). */
  let expired = false
  const unreachable = () =>
    walletError(
      'ConnectionReset',
      new Error(`WalletConnect relay unreachable: ${options.relayUrl ?? 'default relay'}`),
    )

  const relayDown = (relayer: WatchedRelayer) =>
    Effect.callback<void>((resume) => {
      const onDown = () => resume(Effect.void)
      relayer.on('relayer_disconnect', onDown)
      return Effect.sync(() => relayer.off('relayer_disconnect', onDown))
    })

  /** Fails once the relay has been down for the grace period; never succeeds. */
  const watchRelay = (relayer: WatchedRelayer): Effect.Effect<never, WalletError> =>
    Effect.gen(function* () {
      while (true) {
        yield* relayDown(relayer)
        pairing.value = { ...pairing.value, status: 'relayLost' }
        yield* Effect.sleep(options.relayGrace)
        if (!relayer.connected) return yield* Effect.fail(unreachable())
        pairing.value = { ...pairing.value, status: 'waiting' }
      }
    })

  const relayGone = (relayer: WatchedRelayer): Effect.Effect<never, WalletError> =>
    Effect.gen(function* () {
      while (true) {
        if (relayer.connected) yield* relayDown(relayer)
        yield* Effect.sleep(options.relayGrace)
        if (!relayer.connected) return yield* Effect.fail(unreachable())
      }
    })

  const watch = (relayer: WatchedRelayer): Effect.Effect<never, WalletError> =>
    Effect.gen(function* () {
      yield* Effect.timeoutOrElse(options.uriShown, {
        duration: options.relayTimeout,
        orElse: () =>
          Effect.fail(
            walletError(
              'ConnectionReset',
              new Error('WalletConnect relay did not take the proposal'),
            ),
          ),
      })
      return yield* Effect.raceFirst(
        watchRelay(relayer),
        Effect.andThen(
          Effect.sleep(options.pairingTimeout),
          Effect.suspend(() => {
            expired = true
            return Effect.fail(
              walletError('ConnectionReset', new Error('WalletConnect pairing expired')),
            )
          }),
        ),
      )
    })

  return {
    watch,
    relayGone,
    endOf: (error) =>
      error.reason === 'UserRejected' ? 'rejected' : expired ? 'expired' : 'failed',
    reset: () => {
      expired = false
    },
  }
}
