import { Data } from 'effect'
import { latchErrorPrototype } from './LatchErrorBase.ts'

/** Effect's yieldable error prototype: the one `Data.Error` and `Data.TaggedError` build on. */
const yieldableErrorPrototype: object = Object.getPrototypeOf(Data.Error.prototype)

/**
 * Makes every Latch error an Effect value (`yield* new ConnectionError(…)`, `.pipe`, Effect's
 * inspection), exactly as a `Data.TaggedError` is: links the shared Latch error prototype to
 * Effect's yieldable error. The error classes themselves load no Effect, so the `latch` entry
 * can export them; each module that runs Latch errors as Effects (the client, `latch/effect`,
 * a flow that yields one) calls this once at the top. Idempotent; returns `true`.
 */
export const installYieldableErrors = (): true => {
  const root = latchErrorPrototype
  if (Object.getPrototypeOf(root) !== yieldableErrorPrototype) {
    delete (root as { [Symbol.iterator]?: unknown })[Symbol.iterator]
    Object.setPrototypeOf(root, yieldableErrorPrototype)
  }
  return true
}
