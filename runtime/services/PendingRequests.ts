import { Context, Deferred, Effect, Fiber, Layer } from 'effect'
import { RequestAbortedError } from '../errors/RequestAbortedError.ts'

/**
 * The wallet requests in flight. SPEC §6: rejecting pending requests aborts the unsafe ones
 * (signing, sending) and leaves reads alone.
 */
export interface PendingRequestsService {
  /** Runs a request; an unsafe one fails with 'Request was aborted' if rejected meanwhile. */
  readonly track: <A, E, R>(
    method: string,
    unsafe: boolean,
    request: Effect.Effect<A, E, R>,
  ) => Effect.Effect<A, E | RequestAbortedError, R>
  /** Aborts every unsafe request in flight; returns how many. */
  readonly rejectUnsafe: Effect.Effect<number>
}

/** Makes the registry. */
const make = Effect.sync((): PendingRequestsService => {
  const unsafe = new Set<Deferred.Deferred<never, RequestAbortedError>>()
  const aborters = new Map<Deferred.Deferred<never, RequestAbortedError>, string>()
  return {
    track: (method, isUnsafe, request) => {
      if (!isUnsafe) return request
      return Effect.gen(function* () {
        const abort = yield* Deferred.make<never, RequestAbortedError>()
        unsafe.add(abort)
        aborters.set(abort, method)
        // The request runs in its own fiber, stopped in the background: the abort answers at
        // once even when the connector takes time to stop (racing the request itself waited
        // for its interruption, so a wallet slow to cancel held 'Request was aborted' back).
        const running = yield* Effect.forkDetach(request)
        return yield* Effect.raceFirst(Fiber.join(running), Deferred.await(abort)).pipe(
          Effect.ensuring(
            Effect.sync(() => {
              unsafe.delete(abort)
              aborters.delete(abort)
              running.interruptUnsafe()
            }),
          ),
        )
      })
    },
    rejectUnsafe: Effect.gen(function* () {
      const all = [...unsafe]
      for (const abort of all) {
        yield* Deferred.fail(abort, RequestAbortedError.of(aborters.get(abort) ?? ''))
      }
      return all.length
    }),
  }
})

/**
 * The PendingRequests service key, with its layer.
 *
 * @example
 * import { Effect } from 'effect'
 * import { PendingRequests } from 'latch/effect'
 *
 * const aborted = PendingRequests.use((pending) => pending.rejectUnsafe).pipe(
 *   Effect.provide(PendingRequests.layer),
 * )
 */
export class PendingRequests extends Context.Service<PendingRequests, PendingRequestsService>()(
  'latch/PendingRequests',
) {
  static readonly make = make
  /** The live layer. */
  static readonly layer: Layer.Layer<PendingRequests> = Layer.effect(this, make)
}
