import { Context, Effect, FiberSet, Layer } from 'effect'

/**
 * Work a flow starts but does not wait for (the balance and profile reads after a connect, a
 * wallet's events): it runs apart from the caller, and every fiber still running is
 * interrupted when the client's runtime is disposed (`destroy()`), so none outlives it.
 */
export interface BackgroundService {
  /** Starts `effect` apart from the caller and returns at once. */
  readonly run: <R>(effect: Effect.Effect<void, never, R>) => Effect.Effect<void, never, R>
  /** Resolves once no background work runs (a test, or a server rendering a settled state). */
  readonly idle: Effect.Effect<void>
}

/**
 * The Background service.
 */
export class Background extends Context.Service<Background, BackgroundService>()(
  'latch/Background',
) {
  static readonly layer: Layer.Layer<Background> = Layer.effect(
    Background,
    Effect.gen(function* () {
      const fibers = yield* FiberSet.make<void, never>()
      return Background.of({
        run: (effect) => Effect.asVoid(FiberSet.run(fibers, effect)),
        idle: FiberSet.awaitEmpty(fibers),
      })
    }),
  )
}
