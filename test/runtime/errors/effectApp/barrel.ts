import { Cause, Effect, Exit } from 'effect'
import { ConnectionError } from 'latch'
import { evmCoinType } from 'latch/effect'

// The guard: no layer, no explicit install, only latch/effect's barrel, whose top-level install
// the bundler drops under "sideEffects": false.
const exit = await Effect.runPromiseExit(
  Effect.gen(function* () {
    yield* ConnectionError.of('InvalidConnectionStatus')
    return evmCoinType(1)
  }),
)
const error = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
console.log(error instanceof ConnectionError ? 'failed with ConnectionError' : String(error))
