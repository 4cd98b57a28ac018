import { Effect, Exit } from 'effect'
import { TestClock } from 'effect/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type OperationId, operations } from '../../../generated/api/schemas.ts'
import { createDevWallet } from '../../../playground/devWallet/index.ts'
import { createLatch, type LatchClient, type LatchServices } from '../../../runtime/client.ts'
import { WALLET_PAGE_SIZE } from '../../../runtime/constants.ts'
import { connect } from '../../../runtime/flows/connect.ts'
import { loadActivity } from '../../../runtime/flows/loadActivity.ts'
import { loadWallets } from '../../../runtime/flows/loadWallets.ts'
import { signIn } from '../../../runtime/flows/signIn.ts'
import { makeMemoryBackend } from '../../../runtime/services/Storage.ts'
import type { Fault } from './support/faultProxy.ts'
import { PROJECT_ID, type ReferenceStack, startReferenceStack } from './support/referenceStack.ts'
import { runToEnd } from './support/runToEnd.ts'
import { watchUnhandledRejections } from './support/unhandled.ts'

// The fault matrix through the public client: each Data API call a flow of `createLatch`
// makes today (the registry, the activity, the profile, the sign-in nonce) × each fault, with
// the client's apiUrl on the fault proxy in front of the real reference server.

let stack: ReferenceStack
const unhandled = watchUnhandledRejections()
const clients: LatchClient[] = []

beforeAll(async () => {
  unhandled.install()
  stack = await startReferenceStack()
}, 60_000)
afterAll(async () => {
  await stack?.stop()
  unhandled.uninstall()
}, 30_000)
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.destroy()))
  stack.proxy.reset()
  expect(unhandled.seen).toEqual([])
})

const makeClient = (options: { siwx?: { required: boolean } } = {}) => {
  const wallet = createDevWallet({
    chains: [{ chainId: stack.chain.chainId, rpcUrl: stack.chain.url }],
    autoApprove: true,
  })
  const latch = createLatch(
    {
      projectId: PROJECT_ID,
      networks: [stack.network],
      apiUrl: stack.proxy.url,
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage: makeMemoryBackend(),
      ...options,
    },
    {},
  )
  clients.push(latch)
  return latch
}

/** The pathname pattern of an operation (`{param}` matches one segment). */
const pathOf = (operation: OperationId) =>
  new RegExp(`^${operations[operation].path.replace(/\{[^}]+\}/g, '[^/]+')}$`)

interface FaultRow {
  readonly name: string
  readonly fault: Fault
  /** The DataApiError message the flow sees. */
  readonly message: string
  /** The SPEC §8 alert it raises, if any. */
  readonly alert: string | undefined
  /** Whether it takes retries or the HTTP timeout (then the flow runs under TestClock). */
  readonly timed: boolean
}

const faults: ReadonlyArray<FaultRow> = [
  {
    name: '403',
    fault: { kind: 'status', status: 403 },
    message: 'Invalid App Configuration',
    alert: 'Invalid App Configuration',
    timed: false,
  },
  {
    name: '429 with Retry-After',
    fault: { kind: 'status', status: 429, retryAfter: '1' },
    message: 'Rate Limited',
    alert: 'Rate Limited',
    timed: true,
  },
  {
    name: '500',
    fault: { kind: 'status', status: 500 },
    message: 'Server Error',
    alert: 'Server Error',
    timed: true,
  },
  {
    name: '503',
    fault: { kind: 'status', status: 503 },
    message: 'Server Error',
    alert: 'Server Error',
    timed: true,
  },
  {
    name: 'timeout',
    fault: { kind: 'hang' },
    message: 'The request took too long to respond',
    alert: undefined,
    timed: true,
  },
  {
    name: 'invalid JSON',
    fault: { kind: 'invalidJson' },
    message: 'Unexpected response from the Data API',
    alert: undefined,
    timed: false,
  },
  {
    name: 'wrong shape',
    fault: { kind: 'wrongShape' },
    message: 'Unexpected response from the Data API',
    alert: undefined,
    timed: false,
  },
  {
    name: 'connection reset',
    fault: { kind: 'reset' },
    message: 'Network request failed',
    alert: undefined,
    timed: true,
  },
]

/**
 * Runs a flow the way the client's promise method does, on the client's own runtime; a fault
 * that takes retries or the HTTP timeout runs it under TestClock so no test sleeps for real.
 */
const runFlow = async <A, E>(
  latch: LatchClient,
  row: FaultRow,
  operation: OperationId,
  flow: Effect.Effect<A, E, LatchServices>,
  viaPublicMethod: () => Promise<A>,
): Promise<Exit.Exit<A, unknown>> => {
  if (!row.timed) return viaPublicMethod().then(Exit.succeed, (e: unknown) => Exit.fail(e))
  const { exit } = await latch.runtime.runPromise(
    runToEnd(flow, {
      proxy: stack.proxy,
      path: pathOf(operation),
      hang: row.fault.kind === 'hang',
    }).pipe(Effect.provide(TestClock.layer())),
  )
  return exit
}

const transaction = (id: string, minedAt: string) => ({
  id,
  metadata: { minedAt, chain: stack.network.caipNetworkId },
  transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
})

/** The error of a failed exit. */
const failureOf = (exit: Exit.Exit<unknown, unknown>): unknown => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
  return reason?._tag === 'Fail' ? reason.error : undefined
}

const connected = (latch: LatchClient) => ({
  status: latch.state.account.value.status,
  address: latch.state.account.value.address,
})

describe('fault matrix: the client flows × proxy faults', () => {
  for (const row of faults) {
    it(`behavior: loadWallets × ${row.name}: status error '${row.message}', alert ${row.alert ?? 'none'}, the loaded page stays`, async () => {
      const latch = makeClient()
      await latch.connect('dev')
      await latch.loadWallets()
      const first = latch.state.wallets.value
      expect(first.entries).toHaveLength(WALLET_PAGE_SIZE)
      stack.proxy.inject(pathOf('getWallets'), row.fault)
      const exit = await runFlow(latch, row, 'getWallets', loadWallets({ more: true }), () =>
        latch.loadWallets({ more: true }),
      )
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(latch.state.wallets.value).toMatchObject({
        status: 'error',
        error: row.message,
        page: 1,
        entries: first.entries,
        recommended: first.recommended,
      })
      expect(latch.state.alert.value?.message).toBe(row.alert)
      expect(connected(latch)).toEqual({
        status: 'connected',
        address: stack.chain.accounts[0]!.address,
      })
      // The fault clears: the next page loads on top of the first.
      stack.proxy.reset()
      await latch.loadWallets({ more: true })
      expect(latch.state.wallets.value).toMatchObject({ status: 'ready', page: 2 })
      expect(latch.state.wallets.value.entries.slice(0, WALLET_PAGE_SIZE)).toEqual(first.entries)
    })

    it(`behavior: loadActivity × ${row.name}: 'Failed to fetch transactions', alert ${row.alert ?? 'none'}, the list empties`, async () => {
      const latch = makeClient()
      await latch.connect('dev')
      stack.proxy.inject(
        pathOf('getAccountHistory'),
        {
          kind: 'reply',
          body: { data: [transaction('t1', '2026-01-02T03:04:05Z')], next: 'cursor-2' },
        },
        { times: 1 },
      )
      await latch.loadActivity()
      expect(latch.state.activity.value).toMatchObject({ empty: false, next: 'cursor-2' })
      stack.proxy.inject(pathOf('getAccountHistory'), row.fault)
      const exit = await runFlow(
        latch,
        row,
        'getAccountHistory',
        loadActivity({ more: true }),
        () => latch.loadActivity({ more: true }),
      )
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(stack.proxy.seen(pathOf('getAccountHistory')).at(-1)?.query.get('cursor')).toBe(
        'cursor-2',
      )
      expect(latch.state.toast.value).toMatchObject({
        message: 'Failed to fetch transactions',
        variant: 'error',
      })
      expect(latch.state.alert.value?.message).toBe(row.alert)
      // SPEC §4: on error empty true and the cursor cleared; the list shows nothing stale.
      expect(latch.state.activity.value).toMatchObject({
        loading: false,
        empty: true,
        next: undefined,
        transactions: [],
        transactionsByYear: [],
      })
      expect(connected(latch)).toEqual({
        status: 'connected',
        address: stack.chain.accounts[0]!.address,
      })
    })

    it(`behavior: the profile read × ${row.name}: connected without a name, nothing thrown`, async () => {
      const latch = makeClient()
      stack.proxy.inject(pathOf('getIdentity'), row.fault)
      const exit = await runFlow(latch, row, 'getIdentity', connect('dev'), () =>
        latch.connect('dev'),
      )
      expect(Exit.isSuccess(exit)).toBe(true)
      expect(connected(latch)).toEqual({
        status: 'connected',
        address: stack.chain.accounts[0]!.address,
      })
      expect(latch.state.account.value.profileName).toBeUndefined()
      expect(stack.proxy.seen(pathOf('getIdentity')).length).toBeGreaterThan(0)
    })

    it(`behavior: the sign-in nonce × ${row.name}: signIn fails with '${row.message}', still connected`, async () => {
      const latch = makeClient({ siwx: { required: false } })
      await latch.connect('dev')
      stack.proxy.inject(pathOf('getSiwxNonce'), row.fault)
      const exit = await runFlow(latch, row, 'getSiwxNonce', signIn, () => latch.signIn())
      expect((failureOf(exit) as Error | undefined)?.message).toBe(row.message)
      expect(connected(latch)).toEqual({
        status: 'connected',
        address: stack.chain.accounts[0]!.address,
      })
    })
  }
})
