import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { hexToString } from 'viem'
import type { RpcRequest } from '../../../../runtime/connectors/Connector.ts'
import {
  ENS_CACHE_MS,
  MAX_EVM_CHAIN_ID,
  SEARCH_DEBOUNCE_MS,
} from '../../../../runtime/constants.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { reverseNames } from '../../../../runtime/features/names/namesLookup.ts'
import { registerName } from '../../../../runtime/features/names/namesRegister.ts'
import { searchName } from '../../../../runtime/features/names/namesSearch.ts'
import { validateName } from '../../../../runtime/features/names/namesValidate.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { testWallet } from '../../support/testWallet.ts'

const address = '0x00000000000000000000000000000000000000aa'
const signature = `0x${'12'.repeat(65)}`

const httpError = (operation: string, status: number, details?: string) =>
  DataApiError.of('HttpStatus', operation, { status, details })

type Handler = (input: {
  path?: unknown
  query?: unknown
  body?: unknown
}) => Effect.Effect<unknown, DataApiError>

/** A connected eip155 account, a wallet that signs, and a Data API answering `handlers`. */
const setup = (
  handlers: Partial<Record<string, Handler>>,
  options: { apiUrl?: string } = {},
  sign: Effect.Effect<unknown> = Effect.succeed(signature),
) => {
  const requests: RpcRequest[] = []
  const calls: Array<[string, unknown]> = []
  const wallet = testWallet((rpc) =>
    Effect.suspend(() => {
      requests.push(rpc)
      return sign
    }),
  )
  const call = ((id: string, input: Parameters<Handler>[0]) =>
    Effect.suspend(() => {
      calls.push([id, input])
      const handler = handlers[id]
      return handler ? handler(input) : Effect.fail(httpError(id, 501))
    })) as unknown as DataApiService['call']
  const { layer, state } = flowLayer(
    [wallet],
    { apiUrl: 'http://127.0.0.1:1', ...options },
    DataApi.layerTest({ call }),
  )
  connectAs(state, address)
  state.router.value = { view: 'RegisterAccountName', history: ['Account'] }
  state.modal.value = { ...state.modal.value, open: true }
  return {
    layer,
    state,
    requests,
    calls,
    count: (id: string) => calls.filter((c) => c[0] === id).length,
  }
}

const record = (name: string) => ({ name, addresses: { '60': { address } } })

describe('validateName (SPEC §5)', () => {
  it.each([
    ['abc', 'TooShort'],
    ['', 'TooShort'],
    ['al_ice', 'InvalidCharacters'],
    ['ali ce', 'InvalidCharacters'],
    ['alice.eth', 'InvalidCharacters'],
  ])('rule: %j is %s', (label, reason) => {
    expect(validateName(label)?.reason).toBe(reason)
  })
  it.each(['abcd', 'Alice-42', '1234', '----'])('default: %j is a name', (label) => {
    expect(validateName(label)).toBeUndefined()
  })
  it('messages', () => {
    expect(validateName('abc')?.message).toMatchInlineSnapshot(
      `"A name needs at least 4 characters"`,
    )
    expect(validateName('a b c')?.message).toMatchInlineSnapshot(
      `"A name may use letters, digits and hyphens only"`,
    )
  })
})

describe('searchName', () => {
  it.effect(
    'behavior: keystrokes within SEARCH_DEBOUNCE_MS ask the API once, for the last one',
    () => {
      const s = setup({
        getProfileAccount: () => Effect.fail(httpError('getProfileAccount', 404)),
        getProfileSuggestions: () =>
          Effect.succeed({ suggestions: [{ name: 'alice1.latch.id', registered: false }] }),
      })
      return Effect.gen(function* () {
        const first = yield* Effect.forkChild(searchName('alic'))
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS - 1)
        const second = yield* Effect.forkChild(searchName('alice'))
        expect(s.state.names.value.status).toBe('checking')
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS - 1)
        expect(s.calls).toEqual([])
        yield* TestClock.adjust(1)
        yield* Fiber.join(first)
        yield* Fiber.join(second)
        expect(s.count('getProfileAccount')).toBe(1)
        expect(s.calls[0]?.[1]).toMatchObject({
          path: { name: 'alice.latch.id' },
          query: { apiVersion: 2 },
        })
        expect(s.calls.find((c) => c[0] === 'getProfileSuggestions')?.[1]).toMatchObject({
          path: { name: 'alice' },
          query: { zone: 'latch.id' },
        })
        expect(s.state.names.value).toMatchObject({
          query: 'alice',
          status: 'available',
          suggestions: [{ name: 'alice1.latch.id', registered: false }],
          error: undefined,
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    'behavior: a name under 4 characters or with other characters is refused at once, unasked',
    () => {
      const s = setup({})
      return Effect.gen(function* () {
        yield* searchName('abc')
        expect(s.state.names.value).toMatchObject({
          status: 'invalid',
          error: 'A name needs at least 4 characters',
        })
        yield* searchName('ab_cd')
        expect(s.state.names.value.error).toBe('A name may use letters, digits and hyphens only')
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
        expect(s.calls).toEqual([])
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    'behavior: a held name is taken; failures use the API reason, else SPEC §8 fallbacks',
    () => {
      let holder: Handler = () => Effect.succeed(record('bobby.latch.id'))
      const s = setup({
        getProfileAccount: (input) => holder(input),
        getProfileSuggestions: () => Effect.fail(httpError('getProfileSuggestions', 500)),
      })
      return Effect.gen(function* () {
        const run = (name: string) =>
          Effect.gen(function* () {
            const fiber = yield* Effect.forkChild(searchName(name))
            yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
            yield* Fiber.join(fiber)
            return s.state.names.value
          })
        expect(yield* run('bobby')).toMatchObject({
          status: 'taken',
          error: 'Error fetching name suggestions',
        })
        // The contract's 400 for a name no one holds: free.
        holder = () => Effect.fail(httpError('getProfileAccount', 400, 'No account name'))
        expect(yield* run('carol')).toMatchObject({ status: 'available' })
        holder = () => Effect.fail(httpError('getProfileAccount', 403, 'Zone closed'))
        expect(yield* run('carl1')).toMatchObject({ status: 'error', error: 'Zone closed' })
        holder = () => Effect.fail(httpError('getProfileAccount', 502))
        expect(yield* run('dave1')).toMatchObject({
          status: 'error',
          error: 'Error resolving name',
        })
      }).pipe(Effect.provide(s.layer))
    },
  )
})

describe('registerName', () => {
  it.effect(
    'default: signs the message with personal_sign, posts it with the ENSIP-11 coin type, shows success',
    () => {
      const s = setup({ postProfileAccount: () => Effect.succeed(record('alice.latch.id')) })
      return Effect.gen(function* () {
        yield* TestClock.setTime(1_700_000_000_500)
        const registered = yield* registerName('alice')
        expect(registered.name).toBe('alice.latch.id')
        expect(s.requests).toHaveLength(1)
        const [hex, signer] = s.requests[0]!.params as [`0x${string}`, string]
        const message = '{"name":"alice.latch.id","attributes":{},"timestamp":1700000000}'
        expect(hexToString(hex)).toBe(message)
        expect(signer).toBe(address)
        expect(s.calls).toEqual([
          [
            'postProfileAccount',
            { body: { coin_type: 2147514985, address, message, signature }, supported: true },
          ],
        ])
        expect(s.state.router.value).toEqual({
          view: 'RegisterAccountNameSuccess',
          history: ['Account'],
        })
        expect(s.state.account.value.profileName).toBe('alice.latch.id')
        expect(s.state.names.value).toMatchObject({
          status: 'registered',
          registered: 'alice.latch.id',
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect.each([
    [400, 'Name is taken', 'Name is taken'],
    [500, undefined, 'Error registering name alice.latch.id'],
  ] as const)(
    'rule: a %i answer fails back to RegisterAccountName with %j',
    ([status, reason, message]) => {
      const s = setup({
        postProfileAccount: () => Effect.fail(httpError('postProfileAccount', status, reason)),
      })
      return Effect.gen(function* () {
        s.state.router.value = { view: 'RegisterAccountNameSuccess', history: ['Account'] }
        const error = yield* Effect.flip(registerName('alice'))
        expect(error.message).toBe(message)
        expect(s.state.router.value.view).toBe('RegisterAccountName')
        expect(s.state.names.value).toMatchObject({ status: 'error', error: message })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect('rule: SPEC §5 / §8 refusals sign nothing and post nothing', () => {
    const s = setup({ postProfileAccount: () => Effect.succeed(record('x')) })
    return Effect.gen(function* () {
      const refuse = (name: string) => Effect.map(Effect.flip(registerName(name)), (e) => e.message)
      expect(yield* refuse('abc')).toBe('A name needs at least 4 characters')
      expect(yield* refuse('ali.ce')).toBe('A name may use letters, digits and hyphens only')
      const connected = s.state.account.value
      s.state.account.value = { ...connected, address: undefined }
      expect(yield* refuse('alice')).toBe('Address or auth connector not found')
      s.state.account.value = connected
      s.state.network.value = { ...testNetwork, id: MAX_EVM_CHAIN_ID }
      expect(yield* refuse('alice')).toBe('Invalid chainId')
      s.state.network.value = { ...testNetwork, chainNamespace: 'solana' }
      expect(yield* refuse('alice')).toBe('Network not found')
      expect(s.requests).toEqual([])
      expect(s.calls).toEqual([])
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: a second call while one waits for the wallet (a script calling it twice) signs and posts nothing, and the first goes on',
    () =>
      Effect.gen(function* () {
        const asked = yield* Deferred.make<void>()
        const wallet = yield* Deferred.make<string>()
        const s = setup(
          { postProfileAccount: () => Effect.succeed(record('alice.latch.id')) },
          {},
          Effect.andThen(Deferred.succeed(asked, undefined), Deferred.await(wallet)),
        )
        yield* Effect.gen(function* () {
          const both = yield* Effect.forkChild(
            Effect.all(
              [Effect.result(registerName('alice')), Effect.result(registerName('alice'))],
              { concurrency: 2 },
            ),
          )
          yield* Deferred.await(asked)
          expect(s.state.names.value).toMatchObject({ status: 'registering', error: undefined })
          yield* Deferred.succeed(wallet, signature)
          const [first, second] = yield* Fiber.join(both)
          expect(first._tag).toBe('Success')
          expect(second._tag === 'Failure' && second.failure.message).toMatchInlineSnapshot(
            `"A name registration is already under way"`,
          )
          expect(s.requests).toHaveLength(1)
          expect(s.count('postProfileAccount')).toBe(1)
          expect(s.state.names.value).toMatchObject({ status: 'registered', error: undefined })
          expect(s.state.router.value.view).toBe('RegisterAccountNameSuccess')
        }).pipe(Effect.provide(s.layer))
      }),
  )

  it.effect(
    'behavior: the view remounted after ApproveTransaction checks the name again: the registration stays, unasked',
    () =>
      Effect.gen(function* () {
        const wallet = yield* Deferred.make<string>()
        const s = setup(
          {
            getProfileAccount: () => Effect.fail(httpError('getProfileAccount', 404)),
            getProfileSuggestions: () => Effect.succeed({ suggestions: [] }),
            postProfileAccount: () => Effect.succeed(record('alice.latch.id')),
          },
          {},
          Deferred.await(wallet),
        )
        yield* Effect.gen(function* () {
          s.state.names.value = { ...s.state.names.value, query: 'alice', status: 'available' }
          const registering = yield* Effect.forkChild(registerName('alice'))
          yield* Effect.yieldNow
          const check = yield* Effect.forkChild(searchName('alice'))
          yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
          yield* Fiber.join(check)
          expect(s.state.names.value.status).toBe('registering')
          expect(s.count('getProfileAccount')).toBe(0)
          yield* Deferred.succeed(wallet, signature)
          yield* Fiber.join(registering)
          expect(s.state.names.value.status).toBe('registered')
        }).pipe(Effect.provide(s.layer))
      }),
  )

  it.effect('behavior: a registration that dies lets the next one run', () =>
    Effect.gen(function* () {
      const s = setup(
        { postProfileAccount: () => Effect.succeed(record('alice.latch.id')) },
        {},
        Effect.die('wallet crashed'),
      )
      yield* Effect.gen(function* () {
        yield* Effect.exit(registerName('alice'))
        expect(s.state.names.value).toMatchObject({
          status: 'error',
          error: 'Error registering name alice.latch.id',
        })
        const again = yield* Effect.exit(registerName('alice'))
        expect(again._tag === 'Failure' && String(again.cause)).not.toContain('under way')
        expect(s.requests).toHaveLength(2)
      }).pipe(Effect.provide(s.layer))
    }),
  )

  it.effect("rule: without apiUrl names are off: 'Network not found'", () => {
    const s = setup({}, { apiUrl: undefined as unknown as string })
    return Effect.gen(function* () {
      expect((yield* Effect.flip(registerName('alice'))).message).toBe('Network not found')
    }).pipe(Effect.provide(s.layer))
  })
})

describe('reverseNames (ens cache)', () => {
  it.effect('behavior: a lookup within ENS_CACHE_MS uses the cache; at 5 min it asks again', () => {
    const s = setup({ getProfileReverse: () => Effect.succeed([record('alice.latch.id')]) })
    return Effect.gen(function* () {
      expect((yield* reverseNames(address))[0]?.name).toBe('alice.latch.id')
      yield* TestClock.adjust(ENS_CACHE_MS - 1)
      yield* reverseNames(address)
      expect(s.count('getProfileReverse')).toBe(1)
      yield* TestClock.adjust(1)
      yield* reverseNames(address)
      expect(s.count('getProfileReverse')).toBe(2)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    "rule: a failure is 'Error fetching names for address' (or the API reason) and caches nothing",
    () => {
      let answer: Handler = () => Effect.fail(httpError('getProfileReverse', 503))
      const s = setup({ getProfileReverse: (input) => answer(input) })
      return Effect.gen(function* () {
        expect((yield* Effect.flip(reverseNames(address))).message).toBe(
          'Error fetching names for address',
        )
        answer = () => Effect.fail(httpError('getProfileReverse', 400, 'Bad address'))
        expect((yield* Effect.flip(reverseNames(address))).message).toBe('Bad address')
        answer = () => Effect.succeed([])
        expect(yield* reverseNames(address)).toEqual([])
      }).pipe(Effect.provide(s.layer))
    },
  )
})
