import { afterAll, afterEach, beforeAll, describe, expect, it } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import { type OperationId, operations } from '../../../generated/api/schemas.ts'
import { DATA_API_BACKOFF_MS, DATA_API_RETRIES } from '../../../runtime/constants.ts'
import { DataApi, type DataApiService } from '../../../runtime/services/DataApi.ts'
import { Logger } from '../../../runtime/services/Logger.ts'
import { makeMemoryBackend, Storage } from '../../../runtime/services/Storage.ts'
import type { Fault } from './support/faultProxy.ts'
import { PROJECT_ID, type ReferenceStack, startReferenceStack } from './support/referenceStack.ts'
import { runToEnd } from './support/runToEnd.ts'
import { watchUnhandledRejections } from './support/unhandled.ts'

// The fault matrix of the DataApi service: every call the service makes × every fault the
// proxy injects in front of the real reference server, driven with TestClock.

let stack: ReferenceStack
const unhandled = watchUnhandledRejections()

beforeAll(async () => {
  unhandled.install()
  stack = await startReferenceStack()
}, 60_000)
afterAll(async () => {
  await stack?.stop()
  unhandled.uninstall()
}, 30_000)
afterEach(() => {
  stack.proxy.reset()
  expect(unhandled.seen).toEqual([])
})

/** The service's named calls: every method of DataApiService but the generic ones. */
type NamedCall = Exclude<keyof DataApiService, 'call' | 'http' | 'clientId'>

/** How the matrix calls one of them, and which operation of the contract it is. */
interface CallCase {
  readonly operation: OperationId
  readonly run: (api: DataApiService) => Effect.Effect<unknown, { readonly _tag: string }>
}

/**
 * Every named call of the service (a new one fails the type check until it is listed here),
 * and calls being added to it (`createSession`, reached through `call` until it is named).
 */
const calls: { readonly [K in NamedCall]: CallCase } & Readonly<Record<string, CallCase>> = {
  getAccountBalance: {
    operation: 'getAccountBalance',
    run: (api) =>
      api.getAccountBalance({
        address: stack.chain.accounts[0]!.address,
        chainId: stack.network.caipNetworkId,
        supported: true,
      }),
  },
  getIdentity: {
    operation: 'getIdentity',
    run: (api) => api.getIdentity({ address: stack.chain.accounts[0]!.address, supported: true }),
  },
  getAccountHistory: {
    operation: 'getAccountHistory',
    run: (api) =>
      api.getAccountHistory({
        account: `${stack.network.caipNetworkId}:${stack.chain.accounts[0]!.address}`,
        chainId: stack.network.caipNetworkId,
        supported: true,
      }),
  },
  getWallets: { operation: 'getWallets', run: (api) => api.getWallets({ page: 1, entries: 40 }) },
  getSupportedChains: { operation: 'getSupportedChains', run: (api) => api.getSupportedChains() },
  getSession: {
    operation: 'getSession',
    run: (api) =>
      api.getSession(`${stack.network.caipNetworkId}:${stack.chain.accounts[0]!.address}`),
  },
  revokeSession: {
    operation: 'revokeSession',
    run: (api) =>
      api.revokeSession({
        id: `${stack.network.caipNetworkId}:${stack.chain.accounts[0]!.address}`,
        pci: 'pci-1',
        signature: '0x00',
      }),
  },
  getNonce: { operation: 'getSiwxNonce', run: (api) => api.getNonce() },
  createSession: {
    operation: 'createSession',
    run: (api) =>
      api.call('createSession', {
        body: { message: 'faults.example wants you to sign in', signature: '0x00' },
      }),
  },
  postEvent: {
    operation: 'postEvent',
    run: (api) =>
      api.postEvent({
        eventId: '123e4567-e89b-12d3-a456-426614174000',
        url: 'http://127.0.0.1',
        domain: '127.0.0.1',
        timestamp: 0,
        props: { type: 'track', event: 'MODAL_OPEN' },
      }),
  },
}

/** The pathname pattern of an operation (`{param}` matches one segment). */
const pathOf = (operation: OperationId) =>
  new RegExp(`^${operations[operation].path.replace(/\{[^}]+\}/g, '[^/]+')}$`)

interface FaultRow {
  readonly name: string
  readonly fault: Fault
  readonly reason: string
  readonly message: string
  /** The waits between attempts when the call is idempotent (none when it is not retried). */
  readonly retryWaits: ReadonlyArray<number>
}

const backoff = Array.from({ length: DATA_API_RETRIES }, (_, i) => DATA_API_BACKOFF_MS * 2 ** i)

const faults: ReadonlyArray<FaultRow> = [
  {
    name: '403',
    fault: { kind: 'status', status: 403 },
    reason: 'InvalidAppConfiguration',
    message: 'Invalid App Configuration',
    retryWaits: [],
  },
  {
    name: '429 with Retry-After',
    fault: { kind: 'status', status: 429, retryAfter: '2' },
    reason: 'RateLimited',
    message: 'Rate Limited',
    retryWaits: Array.from({ length: DATA_API_RETRIES }, () => 2_000),
  },
  {
    name: '500',
    fault: { kind: 'status', status: 500 },
    reason: 'ServerError',
    message: 'Server Error',
    retryWaits: backoff,
  },
  {
    name: '503',
    fault: { kind: 'status', status: 503 },
    reason: 'ServerError',
    message: 'Server Error',
    retryWaits: backoff,
  },
  {
    name: 'timeout',
    fault: { kind: 'hang' },
    reason: 'Timeout',
    message: 'The request took too long to respond',
    retryWaits: [],
  },
  {
    name: 'invalid JSON',
    fault: { kind: 'invalidJson' },
    reason: 'Decode',
    message: 'Unexpected response from the Data API',
    retryWaits: [],
  },
  {
    name: 'wrong shape',
    fault: { kind: 'wrongShape' },
    reason: 'Decode',
    message: 'Unexpected response from the Data API',
    retryWaits: [],
  },
  {
    name: 'connection reset',
    fault: { kind: 'reset' },
    reason: 'Network',
    message: 'Network request failed',
    retryWaits: backoff,
  },
]

const services = Storage.layerTest(makeMemoryBackend()).pipe(Layer.provideMerge(Logger.layerTest()))

const drive = (name: string, target: CallCase, hang: boolean) =>
  Effect.gen(function* () {
    const api = yield* DataApi.make({ apiUrl: stack.proxy.url, projectId: PROJECT_ID })
    const path = pathOf(target.operation)
    const { exit, waits } = yield* runToEnd(Effect.flip(target.run(api)), {
      proxy: stack.proxy,
      path,
      hang,
    })
    if (exit._tag !== 'Success') throw new Error(`${name} succeeded under a fault`)
    const error = exit.value as {
      readonly _tag: string
      readonly reason?: string
      readonly message: string
    }
    return { error, waits, attempts: stack.proxy.seen(path).length }
  }).pipe(Effect.provide(services))

describe('fault matrix: DataApi service × proxy faults', () => {
  it('default: the matrix covers every named call of DataApiService', () =>
    Effect.gen(function* () {
      const api = yield* DataApi.make({ apiUrl: 'http://127.0.0.1:9', projectId: PROJECT_ID })
      const named = Object.keys(api).filter((k) => !['call', 'http', 'clientId'].includes(k))
      expect(named.filter((name) => !(name in calls))).toEqual([])
    }).pipe(Effect.provide(services), Effect.runPromise))

  for (const [name, target] of Object.entries(calls)) {
    const idempotent = operations[target.operation].idempotent
    for (const row of faults) {
      const waits = idempotent ? row.retryWaits : []
      it.effect(
        `behavior: ${name} × ${row.name} fails with '${row.message}' after ${waits.length + 1} attempt(s)`,
        () =>
          Effect.gen(function* () {
            stack.proxy.inject(pathOf(target.operation), row.fault)
            const result = yield* drive(name, target, row.fault.kind === 'hang')
            expect({
              tag: result.error._tag,
              reason: result.error.reason,
              message: result.error.message,
              waits: result.waits,
              attempts: result.attempts,
            }).toEqual({
              tag: 'DataApiError',
              reason: row.reason,
              message: row.message,
              waits,
              attempts: waits.length + 1,
            })
          }),
      )
    }
  }

  it.effect('behavior: a fault that clears before the retries run out is recovered from', () =>
    Effect.gen(function* () {
      stack.proxy.inject(pathOf('getWallets'), { kind: 'reset' }, { times: 1 })
      stack.proxy.inject(pathOf('getWallets'), { kind: 'status', status: 503 }, { times: 1 })
      const api = yield* DataApi.make({ apiUrl: stack.proxy.url, projectId: PROJECT_ID })
      const { exit, waits } = yield* runToEnd(api.getWallets({ page: 1, entries: 4 }), {
        proxy: stack.proxy,
        path: pathOf('getWallets'),
      })
      expect(waits).toEqual(backoff.slice(0, 2))
      if (exit._tag !== 'Success') throw new Error('expected the wallets')
      const wallets = exit.value
      expect(wallets.data).toHaveLength(4)
      expect(stack.proxy.seen(pathOf('getWallets')).map((r) => r.outcome)).toEqual([
        'status',
        'reset',
        'forwarded',
      ])
    }).pipe(Effect.provide(services)),
  )
})
