import { Clock, Effect } from 'effect'
import { toHex } from 'viem'
import { NameError } from '../../errors/NameError.ts'
import { NetworkError } from '../../errors/NetworkError.ts'
import { Caches } from '../../services/Caches.ts'
import { Config } from '../../services/Config.ts'
import { DataApi } from '../../services/DataApi.ts'
import { Store } from '../../state/Store.ts'
import { type RequestErrorType, request } from '../kernel/request.ts'
import { decide } from '../kernel/router.ts'
import { isSupported } from '../networks/networks.ts'
import { evmCoinType } from './coinType.ts'
import { nameApiError } from './namesLookup.ts'
import { fullName, nameLabel, validateName } from './namesValidate.ts'

/**
 * The text the account signs to register `name` (our design; SPEC says only that a message is
 * signed): JSON naming the account, no attributes, and the time in seconds.
 *
 * @example
 * import { nameRegistrationMessage } from 'latch/effect'
 *
 * nameRegistrationMessage('alice.latch.id', 1_700_000_000)
 * // '{"name":"alice.latch.id","attributes":{},"timestamp":1700000000}'
 */
export const nameRegistrationMessage = (name: string, timestamp: number): string =>
  JSON.stringify({ name, attributes: {}, timestamp })

/**
 * Registers an account name for the connected eip155 account: SPEC §5's rule, the network
 * ('Network not found' off eip155 or without `apiUrl`), the account ('Address or auth
 * connector not found'), the ENSIP-11 coin type ('Invalid chainId'), the message signed with
 * `personal_sign` through the request flow, then `POST /v1/profile/account` ('Error registering
 * name {name}', or the API's first reason). SPEC §4: success shows RegisterAccountNameSuccess
 * and the name becomes the account's `profileName`; a failure returns to RegisterAccountName
 * with its text in `state.names.error`. A call while a registration is under way fails with
 * 'A name registration is already under way' and leaves that one alone.
 *
 * @example
 * import { registerName } from 'latch/effect'
 *
 * const program = registerName('alice') // registers alice.latch.id
 */
export const registerName = (typed: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    // Stops a second signature and POST: a script on the page calling registerName twice, or
    // Register pressed again on the view remounted after ApproveTransaction. Checked and marked
    // in one synchronous step, so two calls started together cannot both pass.
    if (store.names.value.status === 'registering')
      return yield* Effect.fail(NameError.of('RegistrationUnderWay'))
    store.names.value = { ...store.names.value, status: 'registering', error: undefined }
    return yield* register(typed).pipe(
      // A defect or an interruption ends it too: the registration is not held for ever.
      Effect.ensuring(
        Effect.sync(() => {
          if (store.names.value.status !== 'registering') return
          const error = NameError.registerMessage(fullName(typed))
          store.names.value = { ...store.names.value, status: 'error', error }
        }),
      ),
    )
  })

/** {@link registerName}'s steps once it holds the registration (`status: 'registering'`). */
const register = (typed: string) =>
  Effect.gen(function* () {
    const store = yield* Store
    const config = yield* Config
    const label = nameLabel(typed)
    const invalid = validateName(label)
    if (invalid) return yield* Effect.fail(invalid)
    const network = store.network.value
    if (!config.apiUrl || network.chainNamespace !== 'eip155')
      return yield* Effect.fail(NetworkError.of('NetworkNotFound'))
    const address = store.account.value.address
    const connection = store.connections.value.eip155
    if (!address || !connection) return yield* Effect.fail(NameError.of('AccountNotFound'))
    const coinType = yield* Effect.try({
      try: () => evmCoinType(Number(network.id)),
      catch: (error) => error as NetworkError,
    })
    const name = fullName(label)
    const now = yield* Clock.currentTimeMillis
    const message = nameRegistrationMessage(name, Math.floor(now / 1000))
    const signature = (yield* request(
      { method: 'personal_sign', params: [toHex(message), address] },
      'eip155',
    )) as string
    const api = yield* DataApi
    const registered = yield* api
      .call('postProfileAccount', {
        body: { coin_type: coinType, address, message, signature },
        supported: isSupported(config.networks, network),
      })
      .pipe(Effect.mapError(nameApiError('RegisterFailed', NameError.registerMessage(name))))
    const caches = yield* Caches
    // The reverse lookup and the identity now answer the new name.
    yield* caches.ens.invalidate(address)
    yield* caches.identity.invalidate(address)
    if (store.account.value.address === address)
      store.account.value = { ...store.account.value, profileName: registered.name }
    store.names.value = { ...store.names.value, status: 'registered', registered: registered.name }
    store.router.value = decide({ type: 'nameRegistered' }, store.router.value)
    return registered
  }).pipe(
    Effect.tapError((error) =>
      Store.use((store) =>
        Effect.sync(() => {
          store.names.value = { ...store.names.value, status: 'error', error: error.message }
          if (store.modal.value.open)
            store.router.value = decide({ type: 'nameFailed' }, store.router.value)
        }),
      ),
    ),
  )

/** The errors {@link registerName} fails with. */
export type RegisterNameErrorType = RequestErrorType | NetworkError | NameError
