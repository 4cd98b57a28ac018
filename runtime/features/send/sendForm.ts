import { Effect } from 'effect'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { emptySend, type SendState } from '../../state/types.ts'
import { decide } from '../kernel/router.ts'
import { isReceiverAddress, validateSend } from './sendValidate.ts'

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
 */
export const withChecks = (form: SendState, namespace: Namespace): SendState => {
  const result = validateSend({
    namespace,
    token: form.token,
    amount: form.sendTokenAmount,
    receiver: form.receiverAddress ?? form.receiverInput,
  })
  if ('amount' in result) return { ...form, ready: true, invalid: undefined }
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
  return { ...form, ready: false, invalid: quiet || pending ? undefined : result.message }
}

/** Whether `typed` may be an account name (`label.zone`) to look up: on eip155 only. */
const isName = (namespace: Namespace, typed: string) =>
  namespace === 'eip155' && typed.includes('.') && !isReceiverAddress(namespace, typed)

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
