import { Cause, Effect, Exit } from 'effect'
import { ConnectionError } from 'latch'
import { installYieldableErrors } from 'latch/effect'

// A program yielding a Latch error without Latch's layers installs Effect support itself.
installYieldableErrors()
const exit = await Effect.runPromiseExit(
  Effect.gen(function* () {
    return yield* ConnectionError.of('InvalidConnectionStatus')
  }),
)
const error = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
console.log(error instanceof ConnectionError ? 'failed with ConnectionError' : String(error))
