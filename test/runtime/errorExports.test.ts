import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import * as Latch from '../../runtime/index.ts'

const root = join(import.meta.dirname, '../..')

/** Every error instance the `latch` entry exports a class of. */
type Exported = typeof Latch
type PublicError = {
  [K in keyof Exported]: Exported[K] extends abstract new (
    ...args: never
  ) => infer I
    ? I extends Error
      ? I
      : never
    : never
}[keyof Exported]

// Type tests (`npm run typecheck` checks them; the function is never called): whatever a
// Promise method rejects with (its `…ErrorType`, equal to its flow's error channel by
// test/runtime/features/errorTypes.test.ts) is an instance of a class `latch` exports.
const rejections = () => {
  expectTypeOf<Latch.ConnectErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.DisconnectErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SwitchConnectionErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SwitchNetworkErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.ClaimEmailCodeErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.RequestErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.NameSuggestionsErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.ResolveNameErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.ReverseNamesErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.RegisterNameErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.BuyCryptoErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SendErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SignInErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.CancelSignInErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SwapErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.LoadSwapTokensErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.QuoteSwapErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.GetCallsStatusErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.GetCapabilitiesErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SendCallsErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.GrantPermissionsErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.RevokePermissionsErrorType>().toExtend<PublicError>()
  expectTypeOf<Latch.SetPreferredAccountTypeErrorType>().toExtend<PublicError>()
  // The guard: an error `latch` does not export is refused.
  class Unlisted extends Error {
    readonly unlisted = true
  }
  expectTypeOf<Unlisted>().not.toExtend<PublicError>()
}

/** The `…ErrorType` names a source mentions (the entries mention them only to export them). */
const errorTypesOf = (file: string) =>
  [
    ...new Set(
      [...readFileSync(join(root, file), 'utf8').matchAll(/\b([A-Z]\w*ErrorType)\b/g)].map(
        (m) => m[1] ?? '',
      ),
    ),
  ].sort()

describe('errors of the Promise API', () => {
  it('rule: every …ErrorType of latch/effect is exported from latch as well', () => {
    expect(errorTypesOf('runtime/index.ts')).toEqual(errorTypesOf('runtime/effect.ts'))
    expect(errorTypesOf('test/runtime/errorExports.test.ts')).toEqual(
      errorTypesOf('runtime/effect.ts'),
    )
    expect(rejections).toBeTypeOf('function')
  })

  it('rule: every error class of runtime/errors is exported from latch', async () => {
    const classes: string[] = []
    for (const name of readdirSync(join(root, 'runtime/errors'))) {
      const module = (await import(`../../runtime/errors/${name}`)) as Record<string, unknown>
      for (const [key, value] of Object.entries(module))
        if (typeof value === 'function' && value.prototype instanceof Latch.LatchError)
          classes.push(key)
    }
    const exported = new Set(Object.keys(Latch))
    expect(classes.length).toBeGreaterThan(15)
    expect([...new Set(classes)].filter((c) => !exported.has(c))).toEqual([])
  })
})
