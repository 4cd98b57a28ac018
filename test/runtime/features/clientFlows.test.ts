import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit, Fiber, Option } from 'effect'
import { TestClock } from 'effect/testing'
import type { Connector, RpcRequest } from '../../../runtime/connectors/Connector.ts'
import { connect } from '../../../runtime/features/connection/connect.ts'
import { disconnect } from '../../../runtime/features/connection/disconnect.ts'
import { restore } from '../../../runtime/features/connection/restore.ts'
import { emptyEmailLogin } from '../../../runtime/features/email/emailState.ts'
import { rejectPendingRequests, request } from '../../../runtime/features/kernel/request.ts'
import { switchNetwork } from '../../../runtime/features/networks/switchNetwork.ts'
import { signIn } from '../../../runtime/features/siwx/signIn.ts'
import { layerTest } from '../../../runtime/layers.ts'
import { makeMemoryBackend, Storage, StorageKeys } from '../../../runtime/services/Storage.ts'
import { createState } from '../../../runtime/state/createState.ts'
import { testNetwork, unreachableNetwork } from '../support/flowLayer.ts'

// The client's flows on layerTest (runtime/layers.ts): an in-memory wallet at the machine's
// edge, storage in memory, time from TestClock. No chain, no sleeping.

const ADDRESS = '0x00000000000000000000000000000000000000aa'
const SIGNATURE = `0x${'ab'.repeat(65)}`

const otherNetwork = unreachableNetwork(31338, 'Other Test Chain')

/** An eip155 wallet that connects at once and records what it is asked. */
const memoryWallet = (answer: (rpc: RpcRequest) => Effect.Effect<unknown> = () => Effect.void) => {
  const asked: string[] = []
  let chain = testNetwork.caipNetworkId
  const connector: Connector = {
    id: 'mem',
    name: 'Memory Wallet',
    type: 'EXTERNAL',
    namespace: 'eip155',
    icon: undefined,
    rdns: undefined,
    connect: () => {
      asked.push('connect')
      return Effect.succeed({ accounts: [{ type: 'eoa', address: ADDRESS }], caipNetworkId: chain })
    },
    restore: () => {
      asked.push('restore')
      return Effect.succeed({ accounts: [{ type: 'eoa', address: ADDRESS }], caipNetworkId: chain })
    },
    disconnect: () => {
      asked.push('disconnect')
      return Effect.void
    },
    switchNetwork: (network) => {
      asked.push(`switchNetwork ${network.caipNetworkId}`)
      chain = network.caipNetworkId
      return Effect.void
    },
    request: (rpc) => {
      asked.push(rpc.method)
      return answer(rpc)
    },
    subscribe: () => () => {},
  }
  return { connector, asked }
}

const setup = (
  connector: Connector,
  storage = makeMemoryBackend(),
  options: { readonly siwx?: { readonly required: boolean } } = {},
) => {
  const state = createState(testNetwork)
  const layer = layerTest({
    connectors: [connector],
    options: { networks: [testNetwork, otherNetwork], ...options },
    state,
    storage,
  })
  return { state, layer, storage }
}

describe('the client flows on layerTest', () => {
  it.effect('default: connect connects the wallet and remembers it for the next visit', () => {
    const wallet = memoryWallet()
    const { state, layer } = setup(wallet.connector)
    return Effect.gen(function* () {
      yield* connect('mem')
      expect(state.account.value).toMatchObject({ status: 'connected', address: ADDRESS })
      expect(state.connections.value.eip155?.connectorId).toBe('mem')
      const storage = yield* Storage
      expect(yield* storage.connectedNamespaces).toEqual(['eip155'])
      expect(Option.getOrUndefined(yield* storage.get(StorageKeys.connectorId('eip155')))).toBe(
        'mem',
      )
      expect(wallet.asked).toEqual(['connect'])
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: restore on a later visit reconnects without a prompt', () => {
    const wallet = memoryWallet()
    const first = setup(wallet.connector)
    return Effect.gen(function* () {
      yield* connect('mem').pipe(Effect.provide(first.layer))
      // A reload: fresh services and state over the same storage.
      const later = setup(wallet.connector, first.storage)
      expect(later.state.account.value.status).toBe('disconnected')
      yield* restore().pipe(Effect.provide(later.layer))
      expect(later.state.account.value).toMatchObject({ status: 'connected', address: ADDRESS })
      expect(wallet.asked).toEqual(['connect', 'restore'])
    })
  })

  it.effect(
    'behavior: a connect the modal waits for in ConnectingExternal ends on Account alone; with sign-in on, on SIWXSignMessage',
    () =>
      Effect.gen(function* () {
        const plain = setup(memoryWallet().connector)
        plain.state.router.value = { view: 'ConnectingExternal', history: ['Connect'] }
        yield* connect('mem').pipe(Effect.provide(plain.layer))
        expect(plain.state.router.value).toEqual({ view: 'Account', history: [] })

        const signing = setup(memoryWallet().connector, makeMemoryBackend(), {
          siwx: { required: false },
        })
        signing.state.router.value = { view: 'ConnectingExternal', history: ['Connect'] }
        yield* connect('mem').pipe(Effect.provide(signing.layer))
        expect(signing.state.router.value).toEqual({ view: 'SIWXSignMessage', history: [] })
      }),
  )

  it.effect('behavior: a connect the modal did not start leaves the view as it is', () => {
    const { state, layer } = setup(memoryWallet().connector)
    return Effect.gen(function* () {
      state.router.value = { view: 'Networks', history: ['Account'] }
      yield* connect('mem')
      expect(state.router.value).toEqual({ view: 'Networks', history: ['Account'] })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    'behavior: disconnect ends the connection and forgets it; ProfileWallets gives way to Connect',
    () => {
      const wallet = memoryWallet()
      const { state, layer } = setup(wallet.connector)
      return Effect.gen(function* () {
        yield* connect('mem')
        state.router.value = { view: 'ProfileWallets', history: ['Account'] }
        yield* disconnect()
        expect(state.router.value).toEqual({ view: 'Connect', history: [] })
        expect(state.account.value.status).toBe('disconnected')
        expect(state.connections.value).toEqual({})
        expect(yield* (yield* Storage).connectedNamespaces).toEqual([])
        expect(wallet.asked).toEqual(['connect', 'disconnect'])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "behavior: disconnect clears the e-mail (SPEC §4): Connect offers no old address nor an old step's words",
    () => {
      const wallet = memoryWallet()
      const { state, layer } = setup(wallet.connector)
      return Effect.gen(function* () {
        // An e-mail attempt ended on the throttle, then the visitor connected a wallet.
        state.emailLogin.value = {
          status: 'error',
          step: 'email',
          email: 'ada@example.com',
          error: 'Please try again after 20 seconds',
        }
        yield* connect('mem')
        yield* disconnect()
        expect(state.emailLogin.value).toEqual(emptyEmailLogin)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: an e-mail login the visitor is in the middle of stays when a wallet disconnects',
    () => {
      const wallet = memoryWallet()
      const { state, layer } = setup(wallet.connector)
      return Effect.gen(function* () {
        yield* connect('mem')
        const midway = {
          status: 'error' as const,
          step: 'otp' as const,
          email: 'ada@example.com',
          error: 'Invalid code. 4 tries left',
        }
        state.emailLogin.value = midway
        state.router.value = { view: 'EmailVerifyOtp', history: ['Connect'] }
        yield* disconnect()
        expect(state.emailLogin.value).toEqual(midway)
        state.emailLogin.value = { ...midway, status: 'awaiting-otp', error: undefined }
        state.router.value = { view: 'Account', history: [] }
        yield* connect('mem')
        yield* disconnect()
        expect(state.emailLogin.value.status).toBe('awaiting-otp')
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: switchNetwork asks the wallet and moves the state to the network', () => {
    const wallet = memoryWallet()
    const { state, layer } = setup(wallet.connector)
    return Effect.gen(function* () {
      yield* connect('mem')
      yield* switchNetwork(otherNetwork)
      expect(wallet.asked).toContain(`switchNetwork ${otherNetwork.caipNetworkId}`)
      expect(state.network.value.caipNetworkId).toBe(otherNetwork.caipNetworkId)
      expect(state.account.value.caipAddress).toBe(`${otherNetwork.caipNetworkId}:${ADDRESS}`)
    }).pipe(Effect.provide(layer))
  })

  it.effect('behavior: request passes a read through, and a rejected signing is aborted', () => {
    const wallet = memoryWallet((rpc) =>
      rpc.method === 'eth_chainId' ? Effect.succeed('0x7a69') : Effect.never,
    )
    const { layer } = setup(wallet.connector)
    return Effect.gen(function* () {
      yield* connect('mem')
      expect(yield* request({ method: 'eth_chainId' })).toBe('0x7a69')
      const signing = yield* Effect.forkChild(
        request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }),
      )
      // However long the wallet keeps its prompt up, the request waits…
      yield* TestClock.adjust('1 hour')
      expect(signing.pollUnsafe()).toBeUndefined()
      // …until the app rejects the pending requests.
      expect(yield* rejectPendingRequests()).toBe(1)
      const exit = yield* Fiber.await(signing)
      expect(Exit.isFailure(exit) && String(exit.cause)).toContain('Request was aborted')
    }).pipe(Effect.provide(layer))
  })

  it.effect("behavior: signIn signs a SIWX message issued at the clock's time and keeps it", () => {
    const wallet = memoryWallet((rpc) =>
      rpc.method === 'personal_sign' ? Effect.succeed(SIGNATURE) : Effect.void,
    )
    const { state, layer } = setup(wallet.connector, makeMemoryBackend(), {
      siwx: { required: false },
    })
    return Effect.gen(function* () {
      yield* connect('mem')
      yield* TestClock.adjust('2 hours')
      const session = yield* signIn()
      expect(session.signature).toBe(SIGNATURE)
      expect(session.data.issuedAt).toBe('1970-01-01T02:00:00.000Z')
      expect(session.message).toContain('Issued At: 1970-01-01T02:00:00.000Z')
      expect(session.data.accountAddress).toBe(ADDRESS)
      expect(state.siwx.value.status).toBe('idle')
    }).pipe(Effect.provide(layer))
  })
})
