// Each WalletConnect client of this process gets its own core (a dApp and a wallet, and a
// "reloaded" dApp), as they would in separate processes.
process.env.DISABLE_GLOBAL_CORE = 'true'

import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from '@effect/vitest'
import { Effect, Exit, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { devAccounts } from '../../../../playground/chain/devAccounts.ts'
import { type LocalChain, startChain } from '../../../../playground/chain/startChain.ts'
import {
  createMobileWallet,
  type MobileWallet,
  type MobileWalletOptions,
} from '../../../../playground/mobileWallet/createMobileWallet.ts'
import { type DevRelay, startDevRelay } from '../../../../playground/relay/startDevRelay.ts'
import { type ClientEnvironment, createLatch } from '../../../../runtime/client.ts'
import type { ConnectorEvent } from '../../../../runtime/connectors/Connector.ts'
import {
  makeWalletConnectConnector,
  type WalletConnectConnector,
  type WalletConnectPairing,
} from '../../../../runtime/connectors/walletConnect/walletConnectConnector.ts'
import {
  makeWalletConnectMemoryStorage,
  type WalletConnectStorage,
} from '../../../../runtime/connectors/walletConnect/walletConnectMemoryStorage.ts'
import type { WalletError } from '../../../../runtime/errors/WalletError.ts'
import { defineNetwork } from '../../../../runtime/networks.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'

/** Every host contacted that is not 127.0.0.1 (fetch or a raw TCP connect): must stay empty. */
const foreignHosts: string[] = []
const isLocal = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '::1'
const realFetch = globalThis.fetch
const realConnect = net.Socket.prototype.connect

const guardNetwork = () => {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (!isLocal(url.hostname)) {
      foreignHosts.push(url.hostname)
      return Promise.reject(new Error(`test refuses ${url.hostname}`))
    }
    return realFetch(input, init)
  }) as typeof fetch
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    const first = args[0] as { host?: string; path?: string } | number | string
    const host =
      typeof first === 'object' && first !== null
        ? first.path
          ? '127.0.0.1'
          : (first.host ?? 'localhost')
        : typeof first === 'number'
          ? typeof args[1] === 'string'
            ? args[1]
            : 'localhost'
          : '127.0.0.1'
    if (!isLocal(host)) {
      foreignHosts.push(host)
      throw new Error(`test refuses ${host}`)
    }
    return (realConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect
}
const unguardNetwork = () => {
  globalThis.fetch = realFetch
  net.Socket.prototype.connect = realConnect
}

let chain: LocalChain
let relay: DevRelay

beforeAll(async () => {
  guardNetwork()
  chain = await startChain({ port: 0, chainId: 31337, token: false })
  relay = await startDevRelay({ port: 0 })
}, 30_000)

afterAll(async () => {
  await relay?.stop()
  await chain?.stop()
  unguardNetwork()
})

const local = () =>
  defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
  })

const makeConnector = (relayUrl: string, storage?: WalletConnectStorage) =>
  makeWalletConnectConnector({
    projectId: 'latch-test',
    networks: [local()],
    relayUrl,
    storage,
    logger: 'silent',
    metadata: { name: 'Latch test', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })

const makeWallet = (relayUrl: string, extra: Partial<MobileWalletOptions> = {}) =>
  createMobileWallet({
    relayUrl,
    projectId: 'latch-test',
    chains: [{ chainId: 31337, rpcUrl: chain.url }],
    privateKey: devAccounts[1]?.privateKey,
    ...extra,
  })

/** Runs `body` with a connector and a wallet, closing both whatever happens. */
const withPair = <A, E>(
  body: (connector: WalletConnectConnector, wallet: MobileWallet) => Effect.Effect<A, E>,
  options: { relayUrl?: string; wallet?: Partial<MobileWalletOptions> } = {},
) =>
  Effect.acquireUseRelease(
    Effect.promise(async () => {
      const url = options.relayUrl ?? relay.url
      return { connector: makeConnector(url), wallet: await makeWallet(url, options.wallet) }
    }),
    ({ connector, wallet }) => body(connector, wallet),
    ({ connector, wallet }) =>
      Effect.promise(() => Promise.all([connector.close(), wallet.close()])),
  )

/** Resolves once the pairing signal satisfies `predicate`. */
const pairingWhere = (
  connector: WalletConnectConnector,
  predicate: (p: WalletConnectPairing) => boolean,
) =>
  Effect.callback<WalletConnectPairing>((resume) => {
    const stop = connector.pairing.subscribe((p) => {
      if (predicate(p)) resume(Effect.succeed(p))
    })
    return Effect.sync(stop)
  })

const nextUri = (connector: WalletConnectConnector) =>
  Effect.map(
    pairingWhere(connector, (p) => p.uri !== undefined),
    (p) => p.uri as string,
  )

const nextEvent = (connector: WalletConnectConnector, type: ConnectorEvent['type']) =>
  Effect.callback<ConnectorEvent>((resume) => {
    const stop = connector.subscribe((e) => {
      if (e.type === type) resume(Effect.succeed(e))
    })
    return Effect.sync(stop)
  })

/** Lets the connector's fibers run up to their next timer (they are resumed by SDK events). */
const settle = Effect.repeat(Effect.yieldNow, { times: 10 })

/** The exit of a fiber that must be done by now (fails the test at once rather than hanging). */
const doneExit = <A, E>(fiber: Fiber.Fiber<A, E>): Exit.Exit<A, E> => {
  const exit = fiber.pollUnsafe()
  if (!exit) throw new Error('expected the attempt to have ended')
  return exit
}

const failureOf = <A>(exit: Exit.Exit<A, WalletError>) => {
  if (Exit.isSuccess(exit)) throw new Error('expected a failure')
  const error = exit.cause.reasons.find((r) => r._tag === 'Fail')
  if (error?._tag !== 'Fail') throw new Error('expected a WalletError')
  return error.error
}

const publicClient = () => createPublicClient({ transport: http(chain.url, { retryCount: 0 }) })

describe('walletConnectConnector', () => {
  it.effect(
    'default: pairs through the dev relay, signs, sends on anvil and sees the wallet end the session',
    () =>
      withPair((connector, wallet) =>
        Effect.gen(function* () {
          expect(connector.canSignIn).toBe(true)
          const connecting = yield* Effect.forkChild(connector.connect(local()))
          const uri = yield* nextUri(connector)
          expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
          expect(connector.pairing.value.status).toBe('waiting')
          yield* Effect.promise(() => wallet.pair(uri))
          const result = yield* Fiber.join(connecting)
          expect(result).toEqual({
            accounts: [{ type: 'eoa', address: wallet.address }],
            caipNetworkId: 'eip155:31337',
          })
          expect(connector.pairing.value).toEqual({
            status: 'connected',
            uri: undefined,
            error: undefined,
          })

          const message = 'Latch over WalletConnect'
          const signature = yield* connector.request({
            method: 'personal_sign',
            params: [`0x${Buffer.from(message).toString('hex')}`, wallet.address],
          })
          const valid = yield* Effect.promise(() =>
            verifyMessage({
              address: wallet.address,
              message,
              signature: signature as `0x${string}`,
            }),
          )
          expect(valid).toBe(true)

          const to = devAccounts[2]?.address as `0x${string}`
          const before = yield* Effect.promise(() => publicClient().getBalance({ address: to }))
          const hash = yield* connector.request({
            method: 'eth_sendTransaction',
            params: [{ from: wallet.address, to, value: `0x${parseEther('1').toString(16)}` }],
          })
          const receipt = yield* Effect.promise(() =>
            publicClient().waitForTransactionReceipt({
              hash: hash as `0x${string}`,
              pollingInterval: 50,
            }),
          )
          expect(receipt.status).toBe('success')
          const after = yield* Effect.promise(() => publicClient().getBalance({ address: to }))
          expect(after - before).toBe(parseEther('1'))

          const ended = yield* Effect.forkChild(nextEvent(connector, 'disconnect'))
          yield* Effect.promise(() => wallet.disconnect())
          expect(yield* Fiber.join(ended)).toEqual({ type: 'disconnect' })
          expect(connector.pairing.value.status).toBe('idle')
          expect(foreignHosts).toEqual([])
        }),
      ),
    30_000,
  )

  it.effect('behavior: a request the wallet rejects fails with UserRejected (4001)', () =>
    withPair(
      (connector, wallet) =>
        Effect.gen(function* () {
          const connecting = yield* Effect.forkChild(connector.connect(local()))
          yield* Effect.promise(async () =>
            wallet.pair(await Effect.runPromise(nextUri(connector))),
          )
          yield* Fiber.join(connecting)
          const exit = yield* Effect.exit(
            connector.request({ method: 'personal_sign', params: ['0x00', wallet.address] }),
          )
          const error = failureOf(exit)
          expect({ reason: error.reason, code: error.code, message: error.message }).toEqual({
            reason: 'UserRejected',
            code: 4001,
            message: 'User rejected the request',
          })
        }),
      { wallet: { approveRequest: () => false } },
    ),
  )

  it.effect('behavior: a rejected session fails with UserRejected and leaves no URI', () =>
    withPair(
      (connector, wallet) =>
        Effect.gen(function* () {
          const connecting = yield* Effect.forkChild(connector.connect(local()))
          yield* Effect.promise(async () =>
            wallet.pair(await Effect.runPromise(nextUri(connector))),
          )
          const error = failureOf(yield* Effect.exit(Fiber.join(connecting)))
          expect({ reason: error.reason, code: error.code }).toEqual({
            reason: 'UserRejected',
            code: 5000,
          })
          expect(connector.pairing.value).toMatchObject({ status: 'rejected', uri: undefined })
        }),
      { wallet: { approveProposal: () => false } },
    ),
  )

  it.effect('behavior: a pairing nobody scans expires after 5 minutes with ConnectionReset', () =>
    withPair((connector) =>
      Effect.gen(function* () {
        const connecting = yield* Effect.forkChild(connector.connect(local()))
        yield* nextUri(connector)
        yield* settle
        yield* TestClock.adjust(5 * 60_000 - 1)
        yield* settle
        expect(connecting.pollUnsafe()).toBeUndefined()
        expect(connector.pairing.value.status).toBe('waiting')
        yield* TestClock.adjust(1)
        yield* settle
        const error = failureOf(doneExit(connecting))
        expect(error.reason).toBe('ConnectionReset')
        expect(connector.pairing.value).toMatchObject({ status: 'expired', uri: undefined })
      }),
    ),
  )

  it.effect(
    'behavior: a relay that drops the socket and stays down fails the waiting pairing after the grace period',
    () =>
      Effect.gen(function* () {
        const own = yield* Effect.promise(() => startDevRelay({ port: 0 }))
        const connector = makeConnector(own.url)
        const exit = yield* Effect.gen(function* () {
          const connecting = yield* Effect.forkChild(connector.connect(local()))
          yield* nextUri(connector)
          yield* Effect.promise(() => own.stop())
          yield* pairingWhere(connector, (p) => p.status === 'relayLost')
          expect(connector.pairing.value.uri).toBeDefined()
          yield* settle
          yield* TestClock.adjust(10_000 - 1)
          yield* settle
          expect(connecting.pollUnsafe()).toBeUndefined()
          yield* TestClock.adjust(1)
          yield* settle
          return doneExit(connecting)
        }).pipe(Effect.ensuring(Effect.promise(() => connector.close())))
        const error = failureOf(exit)
        expect(error.reason).toBe('ConnectionReset')
        expect(connector.pairing.value).toMatchObject({ status: 'failed', uri: undefined })
      }),
  )

  it.effect('behavior: after a reload, restore() brings the stored session back and it signs', () =>
    Effect.gen(function* () {
      const storage = makeWalletConnectMemoryStorage()
      const wallet = yield* Effect.promise(() => makeWallet(relay.url))
      const first = makeConnector(relay.url, storage)
      const connecting = yield* Effect.forkChild(first.connect(local()))
      yield* Effect.promise(async () => wallet.pair(await Effect.runPromise(nextUri(first))))
      yield* Fiber.join(connecting)
      yield* Effect.promise(() => first.close())

      const reloaded = makeConnector(relay.url, storage)
      const restored = yield* reloaded.restore()
      expect(restored).toEqual({
        accounts: [{ type: 'eoa', address: wallet.address }],
        caipNetworkId: 'eip155:31337',
      })
      const signature = yield* reloaded.request({
        method: 'personal_sign',
        params: ['0x68690a', wallet.address],
      })
      expect(
        yield* Effect.promise(() =>
          verifyMessage({
            address: wallet.address,
            message: { raw: '0x68690a' },
            signature: signature as `0x${string}`,
          }),
        ),
      ).toBe(true)
      yield* Effect.promise(() => Promise.all([reloaded.close(), wallet.close()]))

      const empty = makeConnector(relay.url)
      expect(yield* empty.restore()).toBeUndefined()
      yield* Effect.promise(() => empty.close())
    }),
  )

  it.effect(
    'behavior: a Latch client connects through it, signs, and shows disconnected when the wallet ends the session',
    () =>
      Effect.gen(function* () {
        const connector = makeConnector(relay.url)
        const wallet = yield* Effect.promise(() => makeWallet(relay.url))
        const environment: ClientEnvironment = { walletConnect: connector }
        const latch = createLatch(
          resolveOptions({ projectId: 'latch-test', networks: [local()] }),
          environment,
        )
        yield* Effect.promise(async () => {
          try {
            await latch.ready
            expect(latch.state.connectors.value.map((c) => c.id)).toEqual(['walletConnect'])
            const connecting = latch.connect('walletConnect')
            await wallet.pair(await Effect.runPromise(nextUri(connector)))
            await connecting
            expect(latch.state.account.value).toMatchObject({
              status: 'connected',
              address: wallet.address,
              connectorId: 'walletConnect',
            })
            const signature = (await latch.request({
              method: 'personal_sign',
              params: ['0x6c61746368', wallet.address],
            })) as `0x${string}`
            expect(
              await verifyMessage({
                address: wallet.address,
                message: { raw: '0x6c61746368' },
                signature,
              }),
            ).toBe(true)
            const disconnected = new Promise<void>((resolve) => {
              const stop = latch.state.account.subscribe((a) => {
                if (a.status === 'disconnected') {
                  queueMicrotask(() => stop())
                  resolve()
                }
              })
            })
            await wallet.disconnect()
            await disconnected
            expect(latch.state.account.value.address).toBeUndefined()
          } finally {
            await latch.destroy()
            await wallet.close()
          }
        })
        expect(foreignHosts).toEqual([])
      }),
    30_000,
  )

  it.effect(
    "parameters: createLatch's walletConnect option lists WalletConnect first and publishes the pairing URI",
    () =>
      Effect.gen(function* () {
        const latch = createLatch(
          resolveOptions({
            projectId: 'latch-test',
            networks: [local()],
            walletConnect: { relayUrl: relay.url },
            storage: makeMemoryBackend(),
          }),
          {},
        )
        yield* Effect.promise(async () => {
          try {
            expect(latch.state.connectors.value[0]?.id).toBe('walletConnect')
            expect(latch.state.walletConnect.value.status).toBe('idle')
            const attempt = latch.connect('walletConnect').catch(() => undefined)
            const uri = await new Promise<string>((resolve) => {
              const stop = latch.state.walletConnect.subscribe((p) => {
                if (p.uri) {
                  queueMicrotask(() => stop())
                  resolve(p.uri)
                }
              })
            })
            expect(uri).toMatch(/^wc:/)
            expect(latch.state.walletConnect.value.status).toBe('waiting')
            void attempt
          } finally {
            await latch.destroy()
          }
        })
        expect(foreignHosts).toEqual([])
      }),
    30_000,
  )

  it.effect(
    'behavior: a chain switch in the wallet (session_event chainChanged) becomes a chainChanged event',
    () =>
      Effect.gen(function* () {
        const second = defineNetwork({
          ...local(),
          id: 31338,
          caipNetworkId: undefined,
          name: 'Local 2',
        })
        const connector = makeWalletConnectConnector({
          projectId: 'latch-test',
          networks: [local(), second],
          relayUrl: relay.url,
          logger: 'silent',
        })
        const wallet = yield* Effect.promise(() =>
          makeWallet(relay.url, {
            chains: [
              { chainId: 31337, rpcUrl: chain.url },
              { chainId: 31338, rpcUrl: chain.url },
            ],
          }),
        )
        yield* Effect.gen(function* () {
          const connecting = yield* Effect.forkChild(connector.connect(local()))
          yield* Effect.promise(async () =>
            wallet.pair(await Effect.runPromise(nextUri(connector))),
          )
          expect((yield* Fiber.join(connecting)).caipNetworkId).toBe('eip155:31337')
          const changed = yield* Effect.forkChild(nextEvent(connector, 'chainChanged'))
          yield* Effect.promise(() => wallet.switchChain(31338))
          expect(yield* Fiber.join(changed)).toEqual({
            type: 'chainChanged',
            caipNetworkId: 'eip155:31338',
          })
          expect(yield* connector.request({ method: 'eth_chainId' })).toBe(31338)
        }).pipe(
          Effect.ensuring(Effect.promise(() => Promise.all([connector.close(), wallet.close()]))),
        )
      }),
  )
})
