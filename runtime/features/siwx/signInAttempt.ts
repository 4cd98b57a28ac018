import { Deferred, Effect } from 'effect'

/** One sign-in attempt, as its own program sees it. */
export interface Attempt {
  /** Whether it is still the sign-in under way (no Cancel, close or newer attempt ended it). */
  readonly current: () => boolean
}

// The sign-in under way, one per client, keyed by the client's `state.siwx` signal (as
// loadInto keys its loads), so two clients on one page never end each other's.
const underWay = new WeakMap<object, Deferred.Deferred<void>>()

/** Ends the sign-in under way of the client whose `state.siwx` is `key`, if there is one. */
export const endAttempt = (key: object) =>
  Effect.suspend(() => {
    const stop = underWay.get(key)
    underWay.delete(key)
    return stop ? Effect.asVoid(Deferred.succeed(stop, undefined)) : Effect.void
  })

/**
 * Runs `body` as the client's sign-in under way, ending the one before. Once ended (by
 * {@link endAttempt} or a newer attempt) it stops where it waits, the nonce, the wallet or the
 * server, and fails with `ended` at once: a wallet that answers later is not heard.
 */
export const runAttempt = <A, E, R, E2>(
  key: object,
  ended: E2,
  body: (attempt: Attempt) => Effect.Effect<A, E, R>,
) =>
  Effect.gen(function* () {
    yield* endAttempt(key)
    const stop = yield* Deferred.make<void>()
    underWay.set(key, stop)
    const attempt: Attempt = { current: () => underWay.get(key) === stop }
    return yield* Effect.raceFirst(
      body(attempt),
      Effect.andThen(Deferred.await(stop), Effect.fail(ended)),
    ).pipe(
      Effect.ensuring(
        Effect.sync(() => {
          if (attempt.current()) underWay.delete(key)
        }),
      ),
    )
  })
