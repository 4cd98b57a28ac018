import type { Cause } from 'effect'

/** The arguments every Latch error takes, besides its own fields. */
export interface LatchErrorArgs {
  /** Exactly the SPEC §5 / §8 text; becomes `message` and `shortMessage`. */
  readonly message: string
  /** Extra detail for developers; defaults to the cause's details or message. */
  readonly details?: string | undefined
  /** The error this one wraps. */
  readonly cause?: unknown
}

/** What every Latch error instance offers, whatever its tag (viem's BaseError surface). */
export interface LatchErrorShape extends Cause.YieldableError {
  /** The error's tag, for `Effect.catchTag`; each subclass sets it to its class name. */
  readonly _tag: string
  /** Equal to `_tag`. */
  readonly name: string
  /** Exactly the SPEC text. */
  readonly message: string
  /** The same text as `message`, named the way viem names it. */
  readonly shortMessage: string
  /** Extra detail: given, or taken from the cause. */
  readonly details: string | undefined
  readonly cause: unknown
  /**
   * Walks the `cause` chain: with no predicate, returns the deepest error; with one, the first
   * error (this one included) it accepts, or `null`.
   */
  walk(predicate?: (error: unknown) => boolean): unknown
}

/**
 * The type of the `LatchError` class: abstract (each error is a subclass that sets `_tag`), its
 * constructor takes the message, details and cause plus the subclass's own `Fields`, which
 * become readonly instance fields.
 */
export type LatchErrorConstructor = abstract new <
  Fields extends Record<string, unknown> = Record<never, never>,
>(
  args: LatchErrorArgs & {
    readonly [P in keyof Fields as P extends '_tag' | keyof LatchErrorArgs ? never : P]: Fields[P]
  },
) => LatchErrorShape & Readonly<Fields>

const detailsOf = (cause: unknown): string | undefined => {
  if (cause === null || typeof cause !== 'object') return undefined
  const withDetails = cause as { details?: unknown; message?: unknown }
  if (typeof withDetails.details === 'string') return withDetails.details
  if (typeof withDetails.message === 'string' && withDetails.message !== '')
    return withDetails.message
  return undefined
}

const walk = (error: unknown, predicate?: (error: unknown) => boolean): unknown => {
  let current = error
  for (let depth = 0; depth < 100; depth++) {
    if (predicate?.(current)) return current
    const next =
      current !== null && typeof current === 'object' && 'cause' in current
        ? (current as { cause: unknown }).cause
        : undefined
    if (next === undefined || next === null) break
    current = next
  }
  return predicate ? null : current
}

const plainArgs: unique symbol = Symbol.for('latch.error.args')

/**
 * The runtime class behind `LatchError`. It is a plain `Error` here, so the `latch` entry
 * (which exports every error class) loads no Effect; `installYieldableErrors()` (yieldable.ts),
 * run by the Effect runtime's modules, links this prototype to Effect's yieldable error (the
 * prototype behind `Data.TaggedError`), which makes every Latch error an Effect value (`yield*`,
 * `pipe`).
 */
abstract class LatchErrorClass extends Error {
  abstract readonly _tag: string
  readonly details: string | undefined
  constructor(args: LatchErrorArgs) {
    super(args.message, args.cause ? { cause: args.cause } : undefined)
    // As Data.Error: the arguments become the instance's own fields (message, cause, …).
    Object.assign(this, args)
    Object.defineProperty(this, plainArgs, { value: args, enumerable: false })
    this.details = args.details ?? detailsOf(args.cause)
  }
  get shortMessage(): string {
    return this.message
  }
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walk(this, predicate)
  }
  toJSON(): unknown {
    return { ...(this as unknown as { [plainArgs]: LatchErrorArgs })[plainArgs], ...this }
  }
  /**
   * Before `installYieldableErrors()` (yieldable.ts) runs there is no Effect to yield into: say
   * so instead of failing obscurely. The installer removes this method.
   */
  [Symbol.iterator](): Iterator<never> {
    throw new TypeError(
      `${this._tag} was yielded before Latch's Effect support loaded: import it from runtime/errors/LatchError.ts, or call installYieldableErrors() (yieldable.ts)`,
    )
  }
}

// `name` is the tag (so `String(error)` reads `ConnectionError: Invalid connection status`).
Object.defineProperty(LatchErrorClass.prototype, 'name', {
  get(this: LatchErrorClass) {
    return this._tag
  },
  configurable: true,
})

/** The prototype every Latch error shares; yieldable.ts links it to Effect's. */
export const latchErrorPrototype: object = LatchErrorClass.prototype

/**
 * The base class of every Latch error: an Effect tagged error (`catchTag`-able; yieldable once
 * Effect support is installed — importing `LatchError.ts` does it, see `yieldable.ts`) shaped
 * like viem's `BaseError`, with `message` exactly the SPEC text, `shortMessage`, `details`,
 * `cause`, `walk()` and `name` equal to the tag. Each error is a subclass that names its tag and
 * builds its instances one way, with a `static of(reason, …)`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { createLatch, LatchError } from 'latch'
 * import { mainnet } from 'latch/networks'
 *
 * class InvalidChainIdError extends LatchError<{ readonly chainId: number }> {
 *   override readonly _tag = 'InvalidChainIdError'
 *   static of(chainId: number): InvalidChainIdError {
 *     return new InvalidChainIdError({ message: 'Invalid chainId', chainId })
 *   }
 * }
 *
 * const program = Effect.gen(function* () {
 *   return yield* InvalidChainIdError.of(2 ** 31)
 * }).pipe(Effect.catchTag('InvalidChainIdError', (e) => Effect.succeed(e.shortMessage)))
 *
 * // Outside Effect, `instanceof LatchError` tells any Latch error from other errors:
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 * try {
 *   await latch.connect('io.metamask')
 * } catch (error) {
 *   if (error instanceof LatchError) console.log(error._tag, error.shortMessage)
 * }
 */
export const LatchError: LatchErrorConstructor = LatchErrorClass as unknown as LatchErrorConstructor

/** Any Latch error. */
export type LatchError = LatchErrorShape
