import { Cause, Effect, Exit } from 'effect'
import { ConnectionError } from 'latch'
import { layerTest } from 'latch/effect'

// Latch's layers install Effect support for its errors: the app yields one under layerTest.
const program = Effect.gen(function* () {
  return yield* ConnectionError.of('InvalidConnectionStatus')
})
const exit = await Effect.runPromiseExit(program.pipe(Effect.provide(layerTest())))
const error = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
console.log(error instanceof ConnectionError ? 'failed with ConnectionError' : String(error))
