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
export interface LatchErrorShape<Tag extends string = string> extends Cause.YieldableError {
  readonly _tag: Tag
  /** Equal to `_tag`. */
  readonly name: Tag
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

/** The constructor `LatchError(tag)` returns; `A` holds the error's own fields. */
export type LatchErrorClass<Tag extends string> = new <
  A extends Record<string, unknown> = Record<never, never>,
>(
  args: LatchErrorArgs & {
    readonly [P in keyof A as P extends '_tag' | keyof LatchErrorArgs ? never : P]: A[P]
  },
) => LatchErrorShape<Tag> & Readonly<A>

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

const brand: unique symbol = Symbol.for('latch.error')

const isLatchError = (value: unknown): value is LatchErrorShape =>
  value !== null && typeof value === 'object' && brand in value

/** The factory's type: called with a tag it makes a class; `instanceof` matches every Latch error. */
export interface LatchErrorFactory {
  <const Tag extends string>(tag: Tag): LatchErrorClass<Tag>
  [Symbol.hasInstance](value: unknown): value is LatchErrorShape
}

const plainArgs: unique symbol = Symbol.for('latch.error.args')

/**
 * The one prototype every Latch error shares. It is a plain `Error` here, so the `latch` entry
 * (which exports every error class) loads no Effect; `installYieldableErrors()` (yieldable.ts), run by
 * the Effect runtime's modules, links this prototype to Effect's yieldable error (the prototype behind
 * `Data.TaggedError`), which makes every Latch error an Effect value again (`yield*`, `pipe`).
 */
export class LatchErrorRoot extends Error {
  readonly [brand] = true
  constructor(args: LatchErrorArgs) {
    super(args.message, args.cause ? { cause: args.cause } : undefined)
    // As Data.Error: the arguments become the instance's own fields (message, cause, …).
    Object.assign(this, args)
    Object.defineProperty(this, plainArgs, { value: args, enumerable: false })
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
      `${(this as unknown as { _tag: string })._tag} was yielded before Latch's Effect support loaded: import it from runtime/errors/LatchError.ts, or call installYieldableErrors() (yieldable.ts)`,
    )
  }
}

const makeClass = <const Tag extends string>(tag: Tag): LatchErrorClass<Tag> => {
  class Base extends LatchErrorRoot {
    readonly _tag = tag
    readonly details: string | undefined
    constructor(args: LatchErrorArgs) {
      super(args)
      this.details = args.details ?? detailsOf(args.cause)
    }
    get shortMessage(): string {
      return this.message
    }
    walk(predicate?: (error: unknown) => boolean): unknown {
      return walk(this, predicate)
    }
  }
  ;(Base.prototype as { name: string }).name = tag
  return Base as unknown as LatchErrorClass<Tag>
}

/**
 * The base of every public Latch error: an Effect tagged error (`catchTag`-able; yieldable once
 * Effect support is installed — importing `LatchError.ts` does it, see `yieldable.ts`) shaped
 * like viem's `BaseError`, with `message` exactly the SPEC text, `shortMessage`,
 * `details`, `cause`, `walk()` and `name` equal to the tag.
 *
 * @example
 * import { Effect } from 'effect'
 * import { LatchError } from './runtime/errors/LatchError.ts'
 *
 * class InvalidChainIdError extends LatchError('InvalidChainIdError')<{
 *   readonly chainId: number
 * }> {}
 *
 * const program = Effect.gen(function* () {
 *   return yield* new InvalidChainIdError({ message: 'Invalid chainId', chainId: 2 ** 31 })
 * }).pipe(Effect.catchTag('InvalidChainIdError', (e) => Effect.succeed(e.shortMessage)))
 *
 * // Outside Effect, `instanceof LatchError` tells any Latch error from other errors:
 * try {
 *   await latch.connect('io.metamask')
 * } catch (error) {
 *   if (error instanceof LatchError) console.log(error._tag, error.shortMessage)
 * }
 */
export const LatchError: LatchErrorFactory = Object.defineProperty(makeClass, Symbol.hasInstance, {
  value: isLatchError,
}) as LatchErrorFactory
