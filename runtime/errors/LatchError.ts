import { installYieldableErrors } from './yieldable.ts'

/**
 * `LatchError` with Effect support: importing this module makes every Latch error an Effect
 * value (`yield* new XError(…)`), as a `Data.TaggedError` is. The classes themselves live in
 * LatchErrorBase.ts and load no Effect, so the `latch` entry can export them; modules that only
 * define or throw errors import that file, modules that run them as Effects import this one.
 *
 * @example
 * import { Effect } from 'effect'
 * import { LatchError } from './runtime/errors/LatchError.ts'
 *
 * class InvalidChainIdError extends LatchError('InvalidChainIdError')<{
 *   readonly chainId: number
 * }> {}
 * const program = Effect.gen(function* () {
 *   return yield* new InvalidChainIdError({ message: 'Invalid chainId', chainId: 2 ** 31 })
 * })
 */
export {
  LatchError,
  type LatchErrorArgs,
  type LatchErrorClass,
  type LatchErrorFactory,
  type LatchErrorShape,
} from './LatchErrorBase.ts'

installYieldableErrors()
