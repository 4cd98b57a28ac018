import { Effect } from 'effect'
import type { TokenBalance } from '../../../generated/api/schemas.ts'
import { SEARCH_DEBOUNCE_MS } from '../../constants.ts'
import { Config } from '../../services/Config.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { Namespace } from '../../state/types.ts'
import { emptySend, type SendState } from '../../state/types.ts'
import { decide } from '../kernel/router.ts'
import { evmCoinType } from '../names/coinType.ts'
import { resolveName, reverseNames } from '../names/namesLookup.ts'
import { isReceiverAddress, validateSend } from './sendValidate.ts'

/** SLIP-44 coin type of Ether: the address of a name on Ethereum (ENSIP-11). */
const ETH_COIN_TYPE = 60

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
  // A typed name still being looked up is not yet a malformed receiver.
  const pending =
    result._tag === 'SendError' &&
    result.reason === 'InvalidReceiver' &&
    form.receiverAddress === undefined &&
    (form.receiverInput ?? '').includes('.')
  return { ...form, ready: false, invalid: quiet || pending ? undefined : result.message }
}

/**
 * Writes the WalletSend form into `state.send`. A receiver address is taken as it is; an
 * account name keeps `receiverAddress` empty until `resolveSendReceiver` finds it.
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
      if ('receiver' in patch && patch.receiver !== current.receiverInput) {
        const typed = patch.receiver?.trim() ?? ''
        next.receiverInput = patch.receiver
        next.receiverAddress = isReceiverAddress(store.network.value.chainNamespace, typed)
          ? typed
          : undefined
        next.receiverProfileName = undefined
        next.receiverProfileImageUrl = undefined
      }
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

const avatarOf = (record: { readonly attributes?: ReadonlyArray<{ readonly avatar?: string }> }) =>
  record.attributes?.find((a) => a.avatar)?.avatar

/**
 * With a Data API on eip155: the receiver's account name (reverse lookup through the ens
 * cache) when an address was typed, or the address of a typed account name (a name holding
 * no address for this chain leaves the receiver empty), once the typing has paused for
 * SEARCH_DEBOUNCE_MS. Failures are logged; the form keeps what was typed. Written only if the
 * receiver is still the one looked up.
 */
export const resolveSendReceiver = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const typed = store.send.value.receiverInput?.trim() ?? ''
    const network = store.network.value
    if (!config.apiUrl || network.chainNamespace !== 'eip155' || typed === '') return
    const still = () => (store.send.value.receiverInput?.trim() ?? '') === typed
    yield* Effect.sleep(SEARCH_DEBOUNCE_MS)
    if (!still()) return
    if (isReceiverAddress('eip155', typed)) {
      const names = yield* reverseNames(typed)
      const first = names[0]
      if (first && still())
        store.send.value = {
          ...store.send.value,
          receiverProfileName: first.name,
          receiverProfileImageUrl: avatarOf(first),
        }
      return
    }
    if (!typed.includes('.')) return
    const record = yield* resolveName(typed)
    if (!record || !still()) return
    const addresses = record.addresses
    const coinType = yield* Effect.try(() => evmCoinType(Number(network.id)))
    const found = addresses[String(coinType)] ?? addresses[String(ETH_COIN_TYPE)]
    if (!found || !isReceiverAddress('eip155', found.address)) return
    store.send.value = withChecks(
      {
        ...store.send.value,
        receiverAddress: found.address,
        receiverProfileName: record.name,
        receiverProfileImageUrl: avatarOf(record),
      },
      'eip155',
    )
  }).pipe(
    Effect.catch((error) => Logger.use((l) => l.warn('send receiver not resolved', { error }))),
  )
