import { describe, expect, it } from '@effect/vitest'
import { Duration, Effect, Exit, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import type { Connector } from '../../../../runtime/connectors/Connector.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { toWalletError } from '../../../../runtime/errors/WalletError.ts'
import { disconnect } from '../../../../runtime/features/connection/disconnect.ts'
import { closeModal } from '../../../../runtime/features/kernel/modal.ts'
import { rejectPendingRequests } from '../../../../runtime/features/kernel/request.ts'
import { cancelSignIn, signIn } from '../../../../runtime/features/siwx/signIn.ts'
import type { LatchOptions } from '../../../../runtime/services/Config.ts'
import { DataApi } from '../../../../runtime/services/DataApi.ts'
import { Sessions } from '../../../../runtime/services/Sessions.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'

// One sign-in attempt at a time, and only its own answers count (SPEC §2's sign-in flow): a
// wallet that answers after Cancel, a close, a disconnect or another account changes nothing.

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const OTHER = '0x00000000000000000000000000000000000000bb'
const SIGNATURE = `0x${'ab'.repeat(65)}`
const caip = (address: string) => `${testNetwork.caipNetworkId}:${address}`

/** A promise and its resolvers (Promise.withResolvers, which this Node lacks). */
const deferred = () => {
  let resolve: (value: unknown) => void = () => undefined
  let reject: (reason: unknown) => void = () => undefined
  const promise = new Promise<unknown>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

/** A wallet whose personal_sign waits for the test to answer it (`sign`, `refuse`). */
const slowWallet = () => {
  const asked: string[] = []
  let answer = deferred()
  const connector: Connector = {
    id: 'w',
    name: 'Slow Wallet',
    type: 'EXTERNAL',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    connect: () => Effect.die('not used'),
    restore: () => Effect.die('not used'),
    disconnect: () => Effect.void,
    switchNetwork: () => Effect.void,
    request: (rpc) => {
      asked.push(rpc.method)
      answer = deferred()
      return Effect.tryPromise({ try: () => answer.promise, catch: toWalletError })
    },
    subscribe: () => () => {},
  }
  return {
    connector,
    asked,
    sign: () => answer.resolve(SIGNATURE),
    refuse: () => answer.reject({ code: 4001, message: 'User rejected' }),
    /** The next request dies (a wallet that throws what no one expected). */
    breakNext: () => {
      connector.request = () => Effect.die(new TypeError('wallet bug'))
    },
  }
}

/** Connected as ADDRESS, the modal open on the sign view, as requireSignIn leaves it. */
const setup = (options: Partial<LatchOptions> = {}, dataApi = DataApi.layerTest()) => {
  const wallet = slowWallet()
  const { layer, state } = flowLayer(
    [wallet.connector],
    { siwx: { required: false }, ...options },
    dataApi,
  )
  connectAs(state, ADDRESS)
  state.router.value = { view: 'SIWXSignMessage', history: [] }
  state.modal.value = { ...state.modal.value, open: true }
  return { wallet, layer, state }
}

/** Lets real time pass (the lazily imported SIWE helpers, a wallet's promise) until `done`. */
const until = (done: () => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 100 && !done(); i++)
      yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 1)))
  })

/** Starts a sign-in and waits until the wallet is asked to sign; the sign-in's fiber. */
const signInAsked = (wallet: ReturnType<typeof slowWallet>) =>
  Effect.gen(function* () {
    const signing = yield* Effect.forkChild(signIn())
    yield* until(() => wallet.asked.includes('personal_sign'))
    return signing
  })

/** Waits for the sign-in to end: its failure's words ('' when it succeeded). */
const endOf = (signing: Fiber.Fiber<unknown, unknown>) =>
  Effect.gen(function* () {
    yield* until(() => signing.pollUnsafe() !== undefined)
    const exit = signing.pollUnsafe()
    return exit && Exit.isFailure(exit) ? String(exit.cause) : ''
  })

const sessionsOf = (address: string) => Sessions.use((s) => s.get(caip(address)))

describe('signIn: the attempt under way', () => {
  it.effect(
    "behavior: Cancel while the wallet is asked ends the sign-in at once ('Request was aborted'); the wallet's late signature keeps no session and moves nothing",
    () => {
      const { wallet, layer, state } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        expect(state.siwx.value.status).toBe('signing')
        yield* cancelSignIn()
        expect(state.siwx.value).toEqual({ status: 'idle', message: undefined, error: undefined })
        expect(yield* endOf(signing)).toContain('Request was aborted')

        wallet.sign()
        yield* until(() => false)
        expect(yield* sessionsOf(ADDRESS)).toEqual([])
        expect(state.modal.value.open).toBe(false)
        expect(state.router.value.view).toBe('Connect')
        expect(state.siwx.value.status).toBe('idle')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: rejectPendingRequests aborts the sign-in's signature as any unsafe request (SPEC §6); the late signature keeps no session",
    () => {
      const { wallet, layer } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        expect(yield* rejectPendingRequests()).toBe(1)
        expect(yield* endOf(signing)).toContain('Request was aborted')
        wallet.sign()
        yield* until(() => false)
        expect(yield* sessionsOf(ADDRESS)).toEqual([])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a refusal after Cancel reopens no sign view and shows no toast (the visitor may be using the modal for something else)',
    () => {
      const { wallet, layer, state } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        yield* cancelSignIn()
        state.router.value = { view: 'Account', history: [] }
        state.modal.value = { ...state.modal.value, open: true }
        wallet.refuse()
        yield* endOf(signing)
        yield* until(() => false)
        expect(state.router.value.view).toBe('Account')
        expect(state.toast.value).toBeUndefined()
        expect(state.siwx.value.error).toBeUndefined()
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: closing the modal on the sign view ends the sign-in as Cancel does; a late signature keeps no session',
    () => {
      const { wallet, layer, state } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        expect(yield* closeModal()).toBe(true)
        expect(state.siwx.value.status).toBe('idle')
        wallet.sign()
        expect(yield* endOf(signing)).toContain('Request was aborted')
        expect(yield* sessionsOf(ADDRESS)).toEqual([])
        expect(state.modal.value.open).toBe(false)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a required sign-in cancelled while signing disconnects, and the late signature keeps no session for the account that left',
    () => {
      const { wallet, layer, state } = setup({ siwx: { required: true } })
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        yield* cancelSignIn()
        wallet.sign()
        yield* endOf(signing)
        yield* until(() => false)
        expect(state.account.value.status).not.toBe('connected')
        expect(yield* sessionsOf(ADDRESS)).toEqual([])
        expect(state.router.value.view).toBe('Connect')
        expect(state.modal.value.open).toBe(true)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a signature that comes after the wallet switched to another account keeps no session, for either account',
    () => {
      const { wallet, layer, state } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        connectAs(state, OTHER)
        wallet.sign()
        expect(yield* endOf(signing)).toContain('Request was aborted')
        expect(yield* sessionsOf(ADDRESS)).toEqual([])
        expect(yield* sessionsOf(OTHER)).toEqual([])
        // The sign view stays for the account now connected, with nothing of the old attempt.
        expect(state.modal.value.open).toBe(true)
        expect(state.siwx.value).toEqual({ status: 'idle', message: undefined, error: undefined })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: a refusal after a disconnect does not reopen the modal on the sign view with 'Signature declined'",
    () => {
      const { wallet, layer, state } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        yield* disconnect()
        state.modal.value = { ...state.modal.value, open: false }
        wallet.refuse()
        yield* endOf(signing)
        expect(state.modal.value.open).toBe(false)
        expect(state.toast.value).toBeUndefined()
        expect(state.siwx.value.error).toBeUndefined()
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a success while the visitor went to another view keeps the session and leaves that view open',
    () => {
      const { wallet, layer, state } = setup()
      return Effect.gen(function* () {
        const signing = yield* signInAsked(wallet)
        state.router.value = { view: 'Account', history: [] }
        wallet.sign()
        const session = yield* Fiber.join(signing)
        expect(session.signature).toBe(SIGNATURE)
        expect(yield* sessionsOf(ADDRESS)).toHaveLength(1)
        expect(state.modal.value.open).toBe(true)
        expect(state.router.value.view).toBe('Account')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: signing again right after a refusal clears 'Signature declined' while the nonce is fetched, and a nonce failure is the error then shown",
    () => {
      let nonces = 0
      const api = DataApi.layerTest({
        getNonce: () =>
          ++nonces === 1
            ? Effect.succeed({ nonce: 'abcdef0123456789' })
            : Effect.sleep(Duration.seconds(1)).pipe(
                Effect.andThen(Effect.fail(DataApiError.of('ServerError', 'getSiwxNonce'))),
              ),
      })
      const { wallet, layer, state } = setup({ apiUrl: 'http://127.0.0.1:9' }, api)
      return Effect.gen(function* () {
        const first = yield* Effect.forkChild(signIn())
        yield* until(() => wallet.asked.includes('personal_sign'))
        wallet.refuse()
        yield* until(() => first.pollUnsafe() !== undefined)
        expect(state.siwx.value.error).toBe('Signature declined')

        const second = yield* Effect.forkChild(signIn())
        yield* until(() => state.siwx.value.error === undefined)
        expect(state.siwx.value).toMatchObject({ status: 'signing', error: undefined })
        yield* TestClock.adjust(Duration.seconds(1))
        yield* until(() => second.pollUnsafe() !== undefined)
        expect(state.siwx.value).toMatchObject({ status: 'error', error: 'Server Error' })
        expect(state.router.value.view).toBe('SIWXSignMessage')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: with no connection left, signIn fails 'The wallet is disconnected' and the sign view's state says so",
    () => {
      const { layer, state } = setup()
      state.connections.value = {}
      return Effect.gen(function* () {
        const exit = yield* Effect.exit(signIn())
        expect(Exit.isFailure(exit) && String(exit.cause)).toContain('The wallet is disconnected')
        expect(state.siwx.value).toMatchObject({
          status: 'error',
          error: 'The wallet is disconnected',
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: a wallet that breaks (a defect) leaves the sign view 'Something went wrong', not signing for ever",
    () => {
      const { wallet, layer, state } = setup()
      wallet.breakNext()
      return Effect.gen(function* () {
        const exit = yield* Effect.exit(signIn())
        expect(Exit.isFailure(exit)).toBe(true)
        expect(state.siwx.value).toMatchObject({ status: 'error', error: 'Something went wrong' })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a second signIn while one runs ends the first; only the second one’s answer counts',
    () => {
      const { wallet, layer } = setup()
      return Effect.gen(function* () {
        const first = yield* Effect.forkChild(signIn())
        yield* until(() => wallet.asked.length === 1)
        const second = yield* Effect.forkChild(signIn())
        yield* until(() => wallet.asked.length === 2)
        const exit = yield* Fiber.await(first)
        expect(Exit.isFailure(exit) && String(exit.cause)).toContain('Request was aborted')
        wallet.sign()
        const session = yield* Fiber.join(second)
        expect(yield* sessionsOf(ADDRESS)).toEqual([session])
      }).pipe(Effect.provide(layer))
    },
  )
})
