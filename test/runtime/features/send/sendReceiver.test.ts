import { afterAll, beforeAll, describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber, Layer } from 'effect'
import { TestClock } from 'effect/testing'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach } from 'vitest'
import type { TokenBalance } from '../../../../generated/api/schemas.ts'
import { HTTP_TIMEOUT_MS, SEARCH_DEBOUNCE_MS } from '../../../../runtime/constants.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { evmCoinType } from '../../../../runtime/features/names/coinType.ts'
import { updateSend } from '../../../../runtime/features/send/sendForm.ts'
import {
  recheckSendReceiver,
  resolveSendReceiver,
} from '../../../../runtime/features/send/sendReceiver.ts'
import { loadSendTokens } from '../../../../runtime/features/send/sendTokens.ts'
import { mainnet, solana } from '../../../../runtime/networks.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { Logger } from '../../../../runtime/services/Logger.ts'
import { Storage } from '../../../../runtime/services/Storage.ts'
import {
  PROJECT_ID,
  type ReferenceStack,
  startReferenceStack,
} from '../../faults/support/referenceStack.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'

// The receiver of WalletSend typed as an account name: what `state.send.receiverLookup` says
// while and after the Data API is asked — against the reference server behind a fault proxy,
// and, where answers must overtake each other, a Data API answering by hand.

const visitor = '0x00000000000000000000000000000000000000aa'
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: testNetwork.caipNetworkId,
  value: 3000,
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const alicePath = '/v1/profile/account/alice.latch.id'

/** Lets the fiber run what is due, the real network included, for a few real milliseconds. */
const settle = TestClock.withLive(Effect.sleep(5))

/** Waits (for real, at most 5 s) until `done` holds. */
const until = (done: () => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 1000 && !done(); i++) yield* settle
    expect(done()).toBe(true)
  })

/** The receiver's lookup run to its end, past the debounce (SEARCH_DEBOUNCE_MS). */
const resolveAfterDebounce = Effect.gen(function* () {
  const fiber = yield* Effect.forkChild(resolveSendReceiver())
  yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
  yield* Fiber.join(fiber)
})

describe('resolveSendReceiver against the reference server', () => {
  let stack: ReferenceStack
  let alice: `0x${string}`

  beforeAll(async () => {
    stack = await startReferenceStack()
    const account = privateKeyToAccount(stack.chain.accounts[0]!.privateKey)
    alice = account.address
    // alice.latch.id holds dev account 0 on the local chain (ENSIP-11 coin type of 31337).
    const message = JSON.stringify({
      name: 'alice.latch.id',
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    const answer = await fetch(
      `${stack.server.url}/v1/profile/account?projectId=${PROJECT_ID}&st=latch-react&sv=0.1.0`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          coin_type: evmCoinType(stack.chain.chainId),
          address: alice,
          message,
          signature: await account.signMessage({ message }),
        }),
      },
    )
    expect(answer.status).toBe(200)
  }, 60_000)
  afterAll(async () => {
    await stack?.stop()
  }, 30_000)
  afterEach(() => stack.proxy.reset())

  /** A visitor on the local chain (mainnet listed too), the real Data API through the proxy. */
  const setup = (apiUrl = stack.proxy.url) => {
    const dataApi = DataApi.layer({ apiUrl, projectId: PROJECT_ID }).pipe(
      Layer.provide(Storage.layerMemory),
      Layer.provide(Logger.layerTest()),
    )
    const flow = flowLayer(
      [],
      { apiUrl, projectId: PROJECT_ID, networks: [stack.network, mainnet, solana] },
      dataApi,
    )
    connectAs(flow.state, visitor, { network: stack.network })
    return flow
  }

  /** Types `receiver` and runs its lookup past SEARCH_DEBOUNCE_MS, to its end. */
  const typeAndResolve = (receiver: string) =>
    Effect.gen(function* () {
      yield* updateSend({ receiver })
      yield* resolveAfterDebounce
    })

  it.effect(
    "default: a held name is 'resolving' while asked, then resolved to its address: ready",
    () => {
      const flow = setup()
      return Effect.gen(function* () {
        yield* updateSend({ receiver: 'alice.latch.id' })
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'waiting',
          invalid: undefined,
        })
        const fiber = yield* Effect.forkChild(resolveSendReceiver())
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
        expect(flow.state.send.value.receiverLookup).toBe('resolving')
        yield* Fiber.join(fiber)
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'resolved',
          receiverAddress: alice.toLowerCase(),
          receiverProfileName: 'alice.latch.id',
          invalid: undefined,
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect(
    "behavior: a bare label as RegisterAccountName asks for it ('alice') is looked up in the zone and resolved",
    () => {
      const flow = setup()
      return Effect.gen(function* () {
        yield* updateSend({ receiver: 'alice' })
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'waiting',
          invalid: undefined,
        })
        const before = stack.proxy.seen(alicePath).length
        const fiber = yield* Effect.forkChild(resolveSendReceiver())
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
        expect(flow.state.send.value.receiverLookup).toBe('resolving')
        yield* Fiber.join(fiber)
        expect(stack.proxy.seen(alicePath)).toHaveLength(before + 1)
        expect(flow.state.send.value).toMatchObject({
          receiverInput: 'alice',
          receiverLookup: 'resolved',
          receiverAddress: alice.toLowerCase(),
          receiverProfileName: 'alice.latch.id',
          invalid: undefined,
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect('behavior: a bare label no one holds is notFound, not an invalid address', () => {
    const flow = setup()
    return Effect.gen(function* () {
      yield* typeAndResolve('nobody-here')
      expect(stack.proxy.seen('/v1/profile/account/nobody-here.latch.id')).toHaveLength(1)
      expect(flow.state.send.value).toMatchObject({
        receiverLookup: 'notFound',
        ready: false,
        invalid: undefined,
      })
    }).pipe(Effect.provide(flow.layer))
  })

  it.effect.each(['bob', '0x12', 'not a name'])(
    "behavior: '%s' (too short for a name, an address being typed, not a label) is an invalid address, never asked for",
    (typed) => {
      const flow = setup()
      return Effect.gen(function* () {
        const asked = stack.proxy.seen(`/v1/profile/account/${typed}.latch.id`).length
        yield* typeAndResolve(typed)
        // Not waiting for a lookup: the form's checks call it an invalid address.
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'idle',
          receiverAddress: undefined,
        })
        expect(stack.proxy.seen(`/v1/profile/account/${typed}.latch.id`)).toHaveLength(asked)
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect(
    'behavior: a name no one holds (the server answers 400) is notFound; the form is not ready and names no address error',
    () => {
      const flow = setup()
      return Effect.gen(function* () {
        yield* typeAndResolve('nobody-here.latch.id')
        expect(stack.proxy.seen('/v1/profile/account/nobody-here.latch.id')).toHaveLength(1)
        expect(flow.state.send.value).toMatchObject({
          receiverInput: 'nobody-here.latch.id',
          receiverLookup: 'notFound',
          receiverAddress: undefined,
          ready: false,
          invalid: undefined,
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect('behavior: a name holding no address for the active network is noAddress', () => {
    const flow = setup()
    flow.state.network.value = mainnet
    return Effect.gen(function* () {
      yield* typeAndResolve('alice.latch.id')
      expect(flow.state.send.value).toMatchObject({
        receiverLookup: 'noAddress',
        receiverAddress: undefined,
        ready: false,
      })
    }).pipe(Effect.provide(flow.layer))
  })

  it.effect(
    "behavior: a lookup that hangs ends at HTTP_TIMEOUT_MS: failed, 'Error resolving name', the text kept",
    () => {
      const flow = setup()
      stack.proxy.inject(alicePath, { kind: 'hang' })
      return Effect.gen(function* () {
        yield* updateSend({ receiver: 'alice.latch.id' })
        const fiber = yield* Effect.forkChild(resolveSendReceiver())
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
        yield* until(() => stack.proxy.seen(alicePath).length === 1)
        yield* TestClock.adjust(HTTP_TIMEOUT_MS - 1)
        yield* settle
        expect(flow.state.send.value.receiverLookup).toBe('resolving')
        yield* TestClock.adjust(1)
        yield* Fiber.join(fiber)
        expect(flow.state.send.value).toMatchObject({
          receiverInput: 'alice.latch.id',
          receiverLookup: 'failed',
          receiverLookupError: 'Error resolving name',
          ready: false,
          invalid: undefined,
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect(
    "behavior: a server that is down: failed, 'Error resolving name', after the Data API's retries",
    () => {
      const flow = setup('http://127.0.0.1:9')
      return Effect.gen(function* () {
        yield* updateSend({ receiver: 'alice.latch.id' })
        const fiber = yield* Effect.forkChild(resolveSendReceiver())
        // Refused at once each time; the clock moves the backoff between the tries along.
        for (let i = 0; i < 400 && fiber.pollUnsafe() === undefined; i++) {
          yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
          yield* settle
        }
        yield* Fiber.join(fiber)
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'failed',
          receiverLookupError: 'Error resolving name',
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect(
    "behavior: a failed lookup's reason is the API's; written again as it is, the name is looked up again and found",
    () => {
      const flow = setup()
      stack.proxy.inject(
        alicePath,
        { kind: 'status', status: 502, body: { reasons: [{ description: 'Names are resting' }] } },
        { times: 1 },
      )
      return Effect.gen(function* () {
        yield* typeAndResolve('alice.latch.id')
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'failed',
          receiverLookupError: 'Names are resting',
        })
        yield* typeAndResolve('alice.latch.id')
        expect(stack.proxy.seen(alicePath)).toHaveLength(2)
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'resolved',
          receiverLookupError: undefined,
          receiverAddress: alice.toLowerCase(),
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )

  it.effect(
    'behavior: an address pasted after a failed name is taken as is: no lookup state, ready',
    () => {
      const flow = setup()
      stack.proxy.inject(alicePath, { kind: 'status', status: 502 })
      return Effect.gen(function* () {
        yield* typeAndResolve('alice.latch.id')
        expect(flow.state.send.value.receiverLookup).toBe('failed')
        yield* updateSend({ receiver: alice })
        expect(flow.state.send.value).toMatchObject({
          receiverLookup: 'idle',
          receiverLookupError: undefined,
          receiverAddress: alice,
        })
      }).pipe(Effect.provide(flow.layer))
    },
  )
})

describe('resolveSendReceiver: answers that come late', () => {
  const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

  /** A Data API whose name lookups wait for `release(name)`; each record holds `addresses`. */
  const setup = (addresses: Record<string, { address: string }>) => {
    const asked: string[] = []
    const gates = new Map<string, Deferred.Deferred<void>>()
    const gate = (name: string) => {
      let found = gates.get(name)
      if (!found) {
        found = Deferred.makeUnsafe<void>()
        gates.set(name, found)
      }
      return found
    }
    const call = ((id: string, input: { path: { name: string } }) =>
      id === 'getProfileAccount'
        ? Effect.gen(function* () {
            asked.push(input.path.name)
            yield* Deferred.await(gate(input.path.name))
            return { name: input.path.name, addresses }
          })
        : Effect.fail(
            DataApiError.of('HttpStatus', id, { status: 501 }),
          )) as unknown as DataApiService['call']
    const flow = flowLayer(
      [],
      { apiUrl: 'http://127.0.0.1:1', networks: [testNetwork, mainnet, solana] },
      DataApi.layerTest({ call }),
    )
    connectAs(flow.state, visitor)
    flow.state.send.value = { ...flow.state.send.value, token: eth }
    const release = (name: string) => Deferred.succeed(gate(name), undefined)
    return { ...flow, asked, release }
  }

  it.effect('behavior: a name changed before its answer came: the old answer never lands', () => {
    const s = setup({ '60': { address: holder } })
    return Effect.gen(function* () {
      yield* updateSend({ receiver: 'bob.latch.id' })
      const first = yield* Effect.forkChild(resolveSendReceiver())
      yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
      expect(s.asked).toEqual(['bob.latch.id'])
      yield* updateSend({ receiver: 'carol.latch.id' })
      const second = yield* Effect.forkChild(resolveSendReceiver())
      yield* s.release('bob.latch.id')
      yield* Fiber.join(first)
      expect(s.state.send.value).toMatchObject({
        receiverInput: 'carol.latch.id',
        receiverLookup: 'waiting',
        receiverAddress: undefined,
        receiverProfileName: undefined,
      })
      yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
      yield* s.release('carol.latch.id')
      yield* Fiber.join(second)
      expect(s.state.send.value).toMatchObject({
        receiverLookup: 'resolved',
        receiverProfileName: 'carol.latch.id',
      })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect(
    'behavior: the network switched while the name was asked: asked again for the new one',
    () => {
      // The record holds an address on the test chain only: on mainnet it has none.
      const s = setup({ [String(evmCoinType(Number(testNetwork.id)))]: { address: other } })
      return Effect.gen(function* () {
        yield* updateSend({ receiver: 'bob.latch.id' })
        const fiber = yield* Effect.forkChild(resolveSendReceiver())
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
        s.state.network.value = mainnet
        yield* s.release('bob.latch.id')
        yield* Fiber.join(fiber)
        expect(s.asked).toEqual(['bob.latch.id', 'bob.latch.id'])
        expect(s.state.send.value).toMatchObject({
          receiverLookup: 'noAddress',
          receiverAddress: undefined,
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    'behavior: a name found, then the wallet switched network under the form: read afresh, its address there',
    () => {
      // bob holds `other` on the test chain and `holder` as his Ether address (mainnet's).
      const s = setup({
        [String(evmCoinType(Number(testNetwork.id)))]: { address: other },
        '60': { address: holder },
      })
      return Effect.gen(function* () {
        yield* s.release('bob.latch.id')
        yield* updateSend({ amount: '0.1', receiver: 'bob.latch.id' })
        yield* resolveAfterDebounce
        expect(s.state.send.value).toMatchObject({
          receiverLookup: 'resolved',
          receiverAddress: other,
        })
        // The wallet switches to mainnet while WalletSend shows: the view reloads its tokens.
        s.state.network.value = mainnet
        yield* loadSendTokens()
        expect(s.asked).toEqual(['bob.latch.id', 'bob.latch.id'])
        expect(s.state.send.value).toMatchObject({
          receiverInput: 'bob.latch.id',
          receiverLookup: 'resolved',
          receiverAddress: holder,
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    'behavior: a name typed on Solana (no address there), then back on eip155: looked up and found',
    () => {
      const s = setup({ '60': { address: holder } })
      s.state.network.value = solana
      return Effect.gen(function* () {
        yield* s.release('bob.latch.id')
        yield* updateSend({ amount: '0.1', receiver: 'bob.latch.id' })
        expect(s.state.send.value.invalid).toBe('Invalid receiver address')
        s.state.network.value = testNetwork
        yield* recheckSendReceiver()
        expect(s.asked).toEqual(['bob.latch.id'])
        expect(s.state.send.value).toMatchObject({
          receiverLookup: 'resolved',
          receiverAddress: holder,
          invalid: undefined,
        })
        // And away to Solana again: a name is no address there.
        s.state.network.value = solana
        yield* recheckSendReceiver()
        expect(s.state.send.value).toMatchObject({
          receiverLookup: 'idle',
          receiverAddress: undefined,
          invalid: 'Invalid receiver address',
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    "behavior: switched to Solana while the name was awaited: no lookup, 'Invalid receiver address'",
    () => {
      const s = setup({ '60': { address: holder } })
      return Effect.gen(function* () {
        yield* updateSend({ amount: '0.1', receiver: 'bob.latch.id' })
        const fiber = yield* Effect.forkChild(resolveSendReceiver())
        s.state.network.value = solana
        yield* TestClock.adjust(SEARCH_DEBOUNCE_MS)
        yield* Fiber.join(fiber)
        expect(s.asked).toEqual([])
        expect(s.state.send.value).toMatchObject({
          receiverLookup: 'idle',
          receiverAddress: undefined,
          invalid: 'Invalid receiver address',
        })
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    "rule: on Solana a name is no address: 'Invalid receiver address' at once, nothing asked",
    () => {
      const s = setup({ '60': { address: holder } })
      s.state.network.value = solana
      return Effect.gen(function* () {
        yield* updateSend({ amount: '0.1', receiver: 'bob.latch.id' })
        expect(s.state.send.value).toMatchObject({
          receiverLookup: 'idle',
          invalid: 'Invalid receiver address',
        })
        yield* resolveAfterDebounce
        expect(s.asked).toEqual([])
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect("rule: without a Data API a name is no address: 'Invalid receiver address'", () => {
    const { layer, state } = flowLayer([], { networks: [testNetwork] })
    connectAs(state, visitor)
    state.send.value = { ...state.send.value, token: eth }
    return Effect.gen(function* () {
      yield* updateSend({ amount: '0.1', receiver: 'bob.latch.id' })
      yield* resolveSendReceiver()
      expect(state.send.value).toMatchObject({
        receiverLookup: 'idle',
        invalid: 'Invalid receiver address',
      })
    }).pipe(Effect.provide(layer))
  })
})
