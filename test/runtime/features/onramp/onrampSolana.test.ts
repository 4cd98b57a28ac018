import { describe, expect, it } from '@effect/vitest'
import { Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { afterAll, beforeAll } from 'vitest'
import {
  localSolanaNetwork,
  type SolanaChain,
  startSolanaChain,
} from '../../../../playground/solana/index.ts'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import { buyCrypto } from '../../../../runtime/features/onramp/onramp.ts'
import type { Network } from '../../../../runtime/networks.ts'
import { ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptyAccount } from '../../../../runtime/state/types.ts'
import { flowLayer, testNetwork } from '../../support/flowLayer.ts'

const pageUrl = 'http://127.0.0.1:8794/buy?provider=latch-ramp'
const evmAddress = '0x00000000000000000000000000000000000000aa'

let chain: SolanaChain
let solana: Network

beforeAll(async () => {
  chain = await startSolanaChain({ port: 0 })
  solana = localSolanaNetwork(chain.url)
})
afterAll(() => chain?.stop())

/** A popup as `window.open('about:blank')` gives it: where it went, and whether it was closed. */
const popup = () => {
  const window = { location: { href: 'about:blank' }, closed: false, close: () => undefined }
  window.close = () => {
    window.closed = true
  }
  return window
}

/** Latch connected on `network` at `address`; the Data API answers `call`, EVM reads fail. */
const setup = (
  network: Network,
  address: string,
  call: (id: string) => Effect.Effect<unknown, unknown>,
) => {
  const api = DataApi.layerTest({
    call: ((id: string) => Effect.suspend(() => call(id))) as unknown as DataApiService['call'],
  })
  const { layer, state } = flowLayer(
    [],
    { apiUrl: 'http://127.0.0.1:9', networks: [network] },
    api,
    ChainRpc.layerTest({}),
  )
  state.account.value = {
    ...emptyAccount,
    namespace: network.chainNamespace,
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    status: 'connected',
  }
  state.onramp.value = { ...state.onramp.value, purchaseCurrency: 'SOL', amount: '50' }
  return { layer, state }
}

/** Lets real I/O (the local chain's HTTP) run while the test clock stands still. */
const settle = (until: () => boolean) =>
  Effect.promise(async () => {
    for (let i = 0; i < 200 && !until(); i++) await new Promise((r) => setTimeout(r, 10))
  })

describe('buyCrypto on Solana and on failure (D1)', () => {
  it.effect(
    "behavior: on Solana the balance is read from the Solana chain and the provider's page opens",
    () => {
      const { layer, state } = setup(solana, chain.keys[0] ?? '', (id) =>
        id === 'postOnrampUrl' ? Effect.succeed({ url: pageUrl }) : Effect.fail(new Error('down')),
      )
      return Effect.gen(function* () {
        const window = popup()
        const fiber = yield* Effect.forkChild(buyCrypto('latch-ramp', window))
        yield* settle(() => ['waiting', 'error'].includes(state.onramp.value.status))
        expect(state.onramp.value.error).toBeUndefined()
        expect(state.onramp.value.status).toBe('waiting')
        expect(window.location.href).toBe(pageUrl)
        expect(window.closed).toBe(false)
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: a failure before the provider's page closes its blank window and shows the server's reason",
    () => {
      const reason = "Invalid body field 'defaultNetwork': eip155:31337 is not served here"
      const { layer, state } = setup(testNetwork, evmAddress, () =>
        Effect.fail(
          DataApiError.of('HttpStatus', 'postOnrampUrl', { status: 400, details: reason }),
        ),
      )
      return Effect.gen(function* () {
        const window = popup()
        const read = ChainRpc.layerTest({ getBalance: () => Effect.succeed(1n) })
        const exit = yield* Effect.exit(buyCrypto('latch-ramp', window).pipe(Effect.provide(read)))
        expect(exit._tag).toBe('Failure')
        expect(window.closed).toBe(true)
        expect(state.onramp.value).toMatchObject({ status: 'error', error: reason })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: a failed balance read closes the blank window too', () => {
    const { layer, state } = setup(testNetwork, evmAddress, () => Effect.succeed({ url: pageUrl }))
    return Effect.gen(function* () {
      const window = popup()
      const exit = yield* Effect.exit(buyCrypto('latch-ramp', window))
      expect(exit._tag).toBe('Failure')
      expect(window.closed).toBe(true)
      expect(window.location.href).toBe('about:blank')
      expect(state.onramp.value.status).toBe('error')
    }).pipe(Effect.provide(layer))
  })

  it.effect("behavior: once the provider's page is open, a later failure leaves it open", () => {
    const { layer } = setup(testNetwork, evmAddress, () => Effect.succeed({ url: pageUrl }))
    return Effect.gen(function* () {
      const window = popup()
      const read = ChainRpc.layerTest({ getBalance: () => Effect.succeed(1n) })
      const fiber = yield* Effect.forkChild(
        buyCrypto('latch-ramp', window).pipe(Effect.provide(read)),
      )
      yield* TestClock.adjust('1 days')
      const exit = yield* Fiber.await(fiber)
      expect(exit._tag).toBe('Failure')
      expect(window.location.href).toBe(pageUrl)
      expect(window.closed).toBe(false)
    }).pipe(Effect.provide(layer))
  })
})
