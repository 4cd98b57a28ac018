import { installYieldableErrors } from './yieldable.ts'

/**
 * `LatchError` with Effect support: importing this module makes every Latch error an Effect
 * value (`yield* XError.of(…)`), as a `Data.TaggedError` is. The class itself lives in
 * LatchErrorBase.ts and loads no Effect, so the `latch` entry can export it; modules that only
 * define or throw errors import that file, modules that run them as Effects import this one.
 */
export { LatchError } from './LatchErrorBase.ts'

installYieldableErrors()
