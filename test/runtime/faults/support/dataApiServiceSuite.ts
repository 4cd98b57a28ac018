import { describe, expect, it } from '@effect/vitest'
import { Effect, Exit, Layer } from 'effect'
import { type OperationId, operations } from '../../../../generated/api/schemas.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { Logger } from '../../../../runtime/services/Logger.ts'
import { makeMemoryBackend, Storage } from '../../../../runtime/services/Storage.ts'
import { FAULT_ROWS, isHang, pathOf } from './faultRows.ts'
import { PROJECT_ID, type ReferenceStack } from './referenceStack.ts'
import { runToEnd } from './runToEnd.ts'

// The fault matrix of the DataApi service: every call the service makes × every fault the
// proxy injects in front of the real reference server, driven with TestClock.

let stackOf: () => ReferenceStack = () => {
  throw new Error('describeDataApiServiceFaults was not called')
}
const stack = () => stackOf()

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
        address: stack().chain.accounts[0]!.address,
        chainId: stack().network.caipNetworkId,
        supported: true,
      }),
  },
  getIdentity: {
    operation: 'getIdentity',
    run: (api) => api.getIdentity({ address: stack().chain.accounts[0]!.address, supported: true }),
  },
  getAccountHistory: {
    operation: 'getAccountHistory',
    run: (api) =>
      api.getAccountHistory({
        account: `${stack().network.caipNetworkId}:${stack().chain.accounts[0]!.address}`,
        chainId: stack().network.caipNetworkId,
        supported: true,
      }),
  },
  getWallets: { operation: 'getWallets', run: (api) => api.getWallets({ page: 1, entries: 40 }) },
  getSupportedChains: { operation: 'getSupportedChains', run: (api) => api.getSupportedChains() },
  getSession: {
    operation: 'getSession',
    run: (api) =>
      api.getSession(`${stack().network.caipNetworkId}:${stack().chain.accounts[0]!.address}`),
  },
  revokeSession: {
    operation: 'revokeSession',
    run: (api) =>
      api.revokeSession({
        id: `${stack().network.caipNetworkId}:${stack().chain.accounts[0]!.address}`,
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

const services = Storage.layerTest(makeMemoryBackend()).pipe(Layer.provideMerge(Logger.layerTest()))

const drive = (name: string, target: CallCase, hang: boolean) =>
  Effect.gen(function* () {
    const api = yield* DataApi.make({ apiUrl: stack().proxy.url, projectId: PROJECT_ID })
    const path = pathOf(target.operation)
    const { exit, waits } = yield* runToEnd(Effect.flip(target.run(api)), {
      proxy: stack().proxy,
      path,
      hang,
    })
    if (exit._tag !== 'Success') throw new Error(`${name} succeeded under a fault`)
    const error = exit.value as {
      readonly _tag: string
      readonly reason?: string
      readonly message: string
    }
    return { error, waits, attempts: stack().proxy.seen(path).length }
  }).pipe(Effect.provide(services))

/** Registers the DataApi service × fault matrix over the stack `get` returns (started in beforeAll). */
export const describeDataApiServiceFaults = (get: () => ReferenceStack) => {
  stackOf = get
  describe('fault matrix: DataApi service × proxy faults', () => {
    it('default: the matrix covers every named call of DataApiService', () =>
      Effect.gen(function* () {
        const api = yield* DataApi.make({ apiUrl: 'http://127.0.0.1:9', projectId: PROJECT_ID })
        const named = Object.keys(api).filter((k) => !['call', 'http', 'clientId'].includes(k))
        expect(named.filter((name) => !(name in calls))).toEqual([])
      }).pipe(Effect.provide(services), Effect.runPromise))

    for (const [name, target] of Object.entries(calls)) {
      const idempotent = operations[target.operation].idempotent
      for (const row of FAULT_ROWS) {
        const waits = idempotent ? row.retryWaits : []
        it.effect(
          `behavior: ${name} × ${row.name} fails with '${row.message}' after ${waits.length + 1} attempt(s)`,
          () =>
            Effect.gen(function* () {
              stack().proxy.inject(pathOf(target.operation), row.fault)
              const result = yield* drive(name, target, isHang(row))
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

    // SPEC §7's generic client: no retries, and every non-ok answer 'HTTP status code: {status}'.
    for (const row of FAULT_ROWS) {
      const status = row.fault.kind === 'status' ? row.fault.status : undefined
      const expected =
        status !== undefined
          ? { reason: 'HttpStatus', message: `HTTP status code: ${status}` }
          : row.fault.kind === 'wrongShape'
            ? undefined // no schema to break: the JSON is the answer
            : { reason: row.reason, message: row.message }
      it.effect(
        `behavior: the generic client × ${row.name} ${expected ? `fails with '${expected.message}'` : 'returns the JSON'} after 1 attempt`,
        () =>
          Effect.gen(function* () {
            const path = '/v1/anything'
            stack().proxy.inject(path, row.fault)
            const api = yield* DataApi.make({ apiUrl: stack().proxy.url, projectId: PROJECT_ID })
            const { exit } = yield* runToEnd(api.http.get({ path }), {
              proxy: stack().proxy,
              path,
              hang: isHang(row),
            })
            const failure = Exit.isFailure(exit)
              ? exit.cause.reasons.find((r) => r._tag === 'Fail')
              : undefined
            expect(
              failure?._tag === 'Fail'
                ? { reason: failure.error.reason, message: failure.error.message }
                : undefined,
            ).toEqual(expected)
            expect(stack().proxy.seen(path)).toHaveLength(1)
          }).pipe(Effect.provide(services)),
      )
    }

    it.effect('behavior: a fault that clears before the retries run out is recovered from', () =>
      Effect.gen(function* () {
        stack().proxy.inject(pathOf('getWallets'), { kind: 'reset' }, { times: 1 })
        stack().proxy.inject(pathOf('getWallets'), { kind: 'status', status: 503 }, { times: 1 })
        const api = yield* DataApi.make({ apiUrl: stack().proxy.url, projectId: PROJECT_ID })
        const { exit, waits } = yield* runToEnd(api.getWallets({ page: 1, entries: 4 }), {
          proxy: stack().proxy,
          path: pathOf('getWallets'),
        })
        expect(waits).toEqual(FAULT_ROWS.find((r) => r.name === '503')?.retryWaits.slice(0, 2))
        if (exit._tag !== 'Success') throw new Error('expected the wallets')
        const wallets = exit.value
        expect(wallets.data).toHaveLength(4)
        expect(
          stack()
            .proxy.seen(pathOf('getWallets'))
            .map((r) => r.outcome),
        ).toEqual(['status', 'reset', 'forwarded'])
      }).pipe(Effect.provide(services)),
    )
  })
}
