import { Effect } from 'effect'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { SendError } from '../../errors/SendError.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { emptySend, type SendState } from '../../state/types.ts'
import { decide } from '../kernel/router.ts'
import { validateName } from '../names/namesValidate.ts'
import { isReceiverAddress, notANumber, validateSend } from './sendValidate.ts'

/** What the WalletSend form changes; a field left out stays as it is. */
export interface SendFormPatch {
  readonly token?: TokenBalance | undefined
  readonly amount?: string | undefined
  /** An address, or an account name (`alice.latch.id`) on eip155. */
  readonly receiver?: string | undefined
}

/**
 * The form with its checks: `ready` when {@link validateSend} passes, `invalid` the failure to
 * show inline — every one but SPEC §5's 'required' messages, which only keep the button off.
 * An amount typed that is not a number counts as zero there; the form says so ('Enter the
 * amount as a number, like 1234.5'), unless the network is one Latch does not send on. The
 * 'required' message is kept aside (`incomplete`), for an Enter pressed in vain.
 */
export const withChecks = (form: SendState, namespace: Namespace): SendState => {
  const result = validateSend({
    namespace,
    token: form.token,
    amount: form.sendTokenAmount,
    receiver: form.receiverAddress ?? form.receiverInput,
  })
  if ('amount' in result) return { ...form, ready: true, invalid: undefined, incomplete: undefined }
  if (result._tag === 'SendError' && notANumber(form.sendTokenAmount))
    return {
      ...form,
      ready: false,
      invalid: SendError.of('AmountNotNumber').message,
      incomplete: undefined,
    }
  const quiet =
    result._tag === 'SendError' &&
    (result.reason === 'AmountAndReceiverRequired' || result.reason === 'TokenRequired')
  // A typed account name is not a malformed address: its lookup says under the field where it
  // stands (on eip155 only: elsewhere a name is an invalid address).
  const pending =
    result._tag === 'SendError' &&
    result.reason === 'InvalidReceiver' &&
    namespace === 'eip155' &&
    form.receiverAddress === undefined &&
    form.receiverLookup !== 'idle'
  return {
    ...form,
    ready: false,
    invalid: quiet || pending ? undefined : result.message,
    incomplete: quiet ? result.message : undefined,
  }
}

/**
 * Whether `typed` may be an account name to look up, on eip155 only: a full name
 * (`alice.latch.id`) or a bare label as RegisterAccountName asks for it (`alice`: SPEC §5's
 * letters, digits and hyphens, at least 4), which the Data API resolves in its zone. What
 * starts with `0x` is an address being typed (`0x12`), not a label.
 */
const isName = (namespace: Namespace, typed: string) =>
  namespace === 'eip155' &&
  !isReceiverAddress(namespace, typed) &&
  (typed.includes('.') || (validateName(typed) === undefined && !/^0x/i.test(typed)))

/**
 * The receiver's fields for the text `input` on a network of `namespace`: an address is taken
 * as it is; an account name waits for its lookup (`waiting`), its address not known yet.
 */
export const receiverFields = (input: string | undefined, namespace: Namespace) => {
  const typed = input?.trim() ?? ''
  return {
    receiverInput: input,
    receiverAddress: isReceiverAddress(namespace, typed) ? typed : undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    receiverLookup: isName(namespace, typed) ? ('waiting' as const) : ('idle' as const),
    receiverLookupError: undefined,
  } satisfies Partial<SendState>
}

/**
 * Writes the WalletSend form into `state.send`. A receiver address is taken as it is; an
 * account name keeps `receiverAddress` empty, its lookup `waiting`, until `resolveSendReceiver`
 * finds it (or, without a Data API, makes it `idle`: an invalid address). A name whose lookup
 * failed, written again as it is, is looked up again.
 */
export const updateSend = (patch: SendFormPatch) =>
  Store.use((store) =>
    Effect.sync(() => {
      const current = store.send.value
      const next: { -readonly [K in keyof SendState]: SendState[K] } = {
        ...current,
        status: current.status === 'sent' || current.status === 'error' ? 'idle' : current.status,
        error: undefined,
        fee: undefined,
      }
      if ('token' in patch) next.token = patch.token
      if ('amount' in patch) next.sendTokenAmount = patch.amount
      const retry = current.receiverLookup === 'failed'
      if ('receiver' in patch && (patch.receiver !== current.receiverInput || retry))
        Object.assign(next, receiverFields(patch.receiver, store.network.value.chainNamespace))
      store.send.value = withChecks(next, store.network.value.chainNamespace)
      if ('token' in patch)
        store.router.value = decide(
          { type: 'tokenPicked', view: 'WalletSendSelectToken' },
          store.router.value,
        )
    }),
  )

/** Clears the form (a new send); the token list stays. */
export const resetSend = () =>
  Store.use((store) =>
    Effect.sync(() => {
      const { tokenBalances, networkBalanceInUSD, lastRetry } = store.send.value
      store.send.value = { ...emptySend, tokenBalances, networkBalanceInUSD, lastRetry }
    }),
  )
