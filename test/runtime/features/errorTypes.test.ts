import type { Effect } from 'effect'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type * as L from '../../../runtime/effect.ts'

/** The error channel of a flow, as the compiler infers it from the flow's code. */
type ErrorOf<F> = F extends (...args: never[]) => infer R ? Effect.Error<R> : never

// Type tests: `npm run typecheck` checks these bodies; the function is never called. Each
// exported `…ErrorType` is written out by hand beside its flow; a flow that comes to fail in
// a new way (or no longer in an old one) breaks the equality here until the type says so.
const channels = () => {
  expectTypeOf<ErrorOf<typeof L.connect>>().toEqualTypeOf<L.ConnectErrorType>()
  expectTypeOf<ErrorOf<typeof L.disconnect>>().toEqualTypeOf<L.DisconnectErrorType>()
  expectTypeOf<ErrorOf<typeof L.claimEmailCode>>().toEqualTypeOf<L.ClaimEmailCodeErrorType>()
  expectTypeOf<ErrorOf<typeof L.request>>().toEqualTypeOf<L.RequestErrorType>()
  expectTypeOf<ErrorOf<typeof L.getCallsStatus>>().toEqualTypeOf<L.GetCallsStatusErrorType>()
  expectTypeOf<ErrorOf<typeof L.getCapabilities>>().toEqualTypeOf<L.GetCapabilitiesErrorType>()
  expectTypeOf<ErrorOf<typeof L.sendCalls>>().toEqualTypeOf<L.SendCallsErrorType>()
  expectTypeOf<ErrorOf<typeof L.resolveName>>().toEqualTypeOf<L.ResolveNameErrorType>()
  expectTypeOf<ErrorOf<typeof L.nameSuggestions>>().toEqualTypeOf<L.NameSuggestionsErrorType>()
  expectTypeOf<ErrorOf<typeof L.reverseNames>>().toEqualTypeOf<L.ReverseNamesErrorType>()
  expectTypeOf<ErrorOf<typeof L.registerName>>().toEqualTypeOf<L.RegisterNameErrorType>()
  expectTypeOf<ErrorOf<typeof L.buyCrypto>>().toEqualTypeOf<L.BuyCryptoErrorType>()
  expectTypeOf<ErrorOf<typeof L.send>>().toEqualTypeOf<L.SendErrorType>()
  expectTypeOf<
    ErrorOf<typeof L.setPreferredAccountType>
  >().toEqualTypeOf<L.SetPreferredAccountTypeErrorType>()
  expectTypeOf<ErrorOf<typeof L.signIn>>().toEqualTypeOf<L.SignInErrorType>()
  expectTypeOf<ErrorOf<typeof L.cancelSignIn>>().toEqualTypeOf<L.CancelSignInErrorType>()
  expectTypeOf<ErrorOf<typeof L.swap>>().toEqualTypeOf<L.SwapErrorType>()
  expectTypeOf<ErrorOf<typeof L.loadSwapTokens>>().toEqualTypeOf<L.LoadSwapTokensErrorType>()
  expectTypeOf<ErrorOf<typeof L.quoteSwap>>().toEqualTypeOf<L.QuoteSwapErrorType>()
  expectTypeOf<ErrorOf<typeof L.switchConnection>>().toEqualTypeOf<L.SwitchConnectionErrorType>()
  expectTypeOf<ErrorOf<typeof L.switchNetwork>>().toEqualTypeOf<L.SwitchNetworkErrorType>()
  expectTypeOf<ErrorOf<typeof L.grantPermissions>>().toEqualTypeOf<L.GrantPermissionsErrorType>()
  expectTypeOf<ErrorOf<typeof L.revokePermissions>>().toEqualTypeOf<L.RevokePermissionsErrorType>()
}

// The flows that cannot fail: their errors are handled inside (a toast, the state's error).
const infallible = () => {
  expectTypeOf<ErrorOf<typeof L.restore>>().toBeNever()
  expectTypeOf<ErrorOf<typeof L.loadWallets>>().toBeNever()
  expectTypeOf<ErrorOf<typeof L.refreshTokens>>().toBeNever()
  expectTypeOf<ErrorOf<typeof L.rejectPendingRequests>>().toBeNever()
}

describe('flow error types', () => {
  it('default: each exported …ErrorType equals its flow’s error channel', () => {
    expect(channels).toBeTypeOf('function')
  })

  it('behavior: the flows that handle their own failures have none', () => {
    expect(infallible).toBeTypeOf('function')
  })
})
