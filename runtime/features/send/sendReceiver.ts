import { Effect } from 'effect'
import { SEARCH_DEBOUNCE_MS } from '../../constants.ts'
import type { ChainRpc } from '../../services/ChainRpc.ts'
import { Config } from '../../services/Config.ts'
import type { DataApi } from '../../services/DataApi.ts'
import { Logger } from '../../services/Logger.ts'
import { Store } from '../../state/Store.ts'
import type { SendState } from '../../state/types.ts'
import { evmCoinType } from '../names/coinType.ts'
import { resolveName, reverseNames } from '../names/namesLookup.ts'
import { fullName } from '../names/namesValidate.ts'
import { estimateSendFee } from './previewFees.ts'
import { receiverFields, withChecks } from './sendForm.ts'
import { isReceiverAddress } from './sendValidate.ts'

/** SLIP-44 coin type of Ether: the address of a name on Ethereum (ENSIP-11). */
const ETH_COIN_TYPE = 60

const avatarOf = (record: { readonly attributes?: ReadonlyArray<{ readonly avatar?: string }> }) =>
  record.attributes?.find((a) => a.avatar)?.avatar

/** The address a name's record holds for the EVM chain `chainId`, else for Ethereum. */
const addressOn = (
  record: { readonly addresses: Readonly<Record<string, { readonly address: string }>> },
  chainId: number,
) =>
  Effect.gen(function* () {
    const coinType = yield* Effect.try(() => evmCoinType(chainId)).pipe(
      Effect.orElseSucceed(() => ETH_COIN_TYPE),
    )
    const found = record.addresses[String(coinType)] ?? record.addresses[String(ETH_COIN_TYPE)]
    return found && isReceiverAddress('eip155', found.address) ? found.address : undefined
  })

/**
 * Asks the Data API for the typed account name (a bare label: in Latch's zone) on the active
 * network and writes the outcome (`resolved`, `notFound`, `noAddress`, `failed`) while
 * `still()` holds. A network switch while the answer is awaited asks again for the new network;
 * a switch to one without names (Solana) leaves the receiver an invalid address. The Data API
 * bounds the wait (HTTP_TIMEOUT_MS).
 */
const lookUpName = (
  typed: string,
  still: () => boolean,
): Effect.Effect<void, never, Store | Config | DataApi | ChainRpc | Logger> =>
  Effect.gen(function* () {
    const store = yield* Store
    const write = (patch: Partial<SendState>) => {
      const network = store.network.value
      store.send.value = withChecks({ ...store.send.value, ...patch }, network.chainNamespace)
    }
    const network = store.network.value
    if (network.chainNamespace !== 'eip155') return write({ receiverLookup: 'idle' })
    write({ receiverLookup: 'resolving', receiverLookupError: undefined })
    // A bare label (`alice`) is the name RegisterAccountName registered: `alice.latch.id`.
    const answer = yield* Effect.result(resolveName(typed.includes('.') ? typed : fullName(typed)))
    if (!still()) return
    if (store.network.value.caipNetworkId !== network.caipNetworkId)
      return yield* lookUpName(typed, still)
    if (answer._tag === 'Failure')
      return write({ receiverLookup: 'failed', receiverLookupError: answer.failure.message })
    const record = answer.success
    if (!record) return write({ receiverLookup: 'notFound' })
    const address = yield* addressOn(record, Number(network.id))
    if (!address) return write({ receiverLookup: 'noAddress' })
    write({
      receiverLookup: 'resolved',
      receiverAddress: address,
      receiverProfileName: record.name,
      receiverProfileImageUrl: avatarOf(record),
    })
    // The form turned ready here, not when it was written: the preview's fee now.
    if (store.send.value.ready) yield* estimateSendFee()
  })

/**
 * With a Data API on eip155, once the typing has paused for SEARCH_DEBOUNCE_MS: the receiver's
 * account name (reverse lookup through the ens cache) when an address was typed, or the
 * address of a typed account name, with `state.send.receiverLookup` saying where that stands
 * ('resolving', then 'resolved', 'notFound', 'noAddress' or 'failed'). Written only if the
 * receiver is still the one looked up; the form keeps what was typed.
 */
export const resolveSendReceiver = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const typed = store.send.value.receiverInput?.trim() ?? ''
    if (!config.apiUrl) {
      // No Data API, no names: a name typed is only an invalid address.
      const form = store.send.value
      if (form.receiverLookup !== 'idle')
        store.send.value = withChecks(
          { ...form, receiverLookup: 'idle' },
          store.network.value.chainNamespace,
        )
      return
    }
    if (typed === '') return
    const still = () => (store.send.value.receiverInput?.trim() ?? '') === typed
    yield* Effect.sleep(SEARCH_DEBOUNCE_MS)
    if (!still()) return
    const lookup = store.send.value.receiverLookup
    // A name: looked up once (another fiber may be on it already, for the same text).
    if (lookup === 'waiting') return yield* lookUpName(typed, still)
    if (lookup !== 'idle') return
    if (store.network.value.chainNamespace !== 'eip155' || !isReceiverAddress('eip155', typed))
      return
    const names = yield* reverseNames(typed)
    const first = names[0]
    if (first && still())
      store.send.value = {
        ...store.send.value,
        receiverProfileName: first.name,
        receiverProfileImageUrl: avatarOf(first),
      }
  }).pipe(
    Effect.catch((error) => Logger.use((l) => l.warn('send receiver not resolved', { error }))),
  )

/**
 * After the network changed under the form: a typed account name is read afresh for the new
 * network (its address there may be another one; a name typed where names do not exist, Solana,
 * is looked up once back on eip155), an address is checked against the new network as it is.
 * Without a Data API a name stays an invalid address.
 */
export const recheckSendReceiver = () =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const form = store.send.value
    const typed = form.receiverInput?.trim() ?? ''
    if (typed === '') return
    const namespace = store.network.value.chainNamespace
    const fields = receiverFields(form.receiverInput, namespace)
    const named = fields.receiverLookup === 'waiting' && config.apiUrl !== undefined
    // An address keeps its account name (the reverse lookup is not per network).
    if (!named && form.receiverLookup === 'idle') return
    store.send.value = withChecks(
      { ...form, ...fields, ...(named ? {} : { receiverLookup: 'idle' as const }) },
      namespace,
    )
    if (named)
      yield* lookUpName(typed, () => (store.send.value.receiverInput?.trim() ?? '') === typed)
  }).pipe(
    Effect.catch((error) => Logger.use((l) => l.warn('send receiver not resolved', { error }))),
  )
