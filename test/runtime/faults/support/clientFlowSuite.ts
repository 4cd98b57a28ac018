import { Effect, Exit } from 'effect'
import { TestClock } from 'effect/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OperationId } from '../../../../generated/api/schemas.ts'
import { createDevWallet } from '../../../../playground/devWallet/index.ts'
import { createLatch, type LatchClient, type LatchServices } from '../../../../runtime/client.ts'
import { WALLET_PAGE_SIZE } from '../../../../runtime/constants.ts'
import { loadActivity } from '../../../../runtime/features/activity/loadActivity.ts'
import { connect } from '../../../../runtime/features/connection/connect.ts'
import { loadWallets } from '../../../../runtime/features/connection/loadWallets.ts'
import { signIn } from '../../../../runtime/features/siwx/signIn.ts'
import { Background } from '../../../../runtime/services/Background.ts'
import { resolveOptions } from '../../../../runtime/services/config/resolveOptions.ts'
import { makeMemoryBackend } from '../../../../runtime/services/Storage.ts'
import { FAULT_ROWS, type FaultRow, isHang, isTimed, pathOf } from './faultRows.ts'
import { PROJECT_ID, type ReferenceStack } from './referenceStack.ts'
import { runToEnd } from './runToEnd.ts'

// The fault matrix through the public client: each Data API call a flow of `createLatch`
// makes today (the registry, the activity, the profile, the sign-in nonce) × each fault, with
// the client's apiUrl on the fault proxy in front of the real reference server.

let stackOf: () => ReferenceStack = () => {
  throw new Error('describeClientFlowFaults was not called')
}
const stack = () => stackOf()
const clients: LatchClient[] = []

const makeClient = (options: { siwx?: { required: boolean } } = {}) => {
  const wallet = createDevWallet({
    chains: [{ chainId: stack().chain.chainId, rpcUrl: stack().chain.url }],
    autoApprove: true,
  })
  const latch = createLatch(
    resolveOptions({
      projectId: PROJECT_ID,
      networks: [stack().network],
      apiUrl: stack().proxy.url,
      connectors: [{ id: 'dev', name: 'Latch Dev Wallet', namespace: 'eip155', provider: wallet }],
      storage: makeMemoryBackend(),
      ...options,
    }),
    {},
  )
  clients.push(latch)
  return latch
}

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
  if (!isTimed(row)) return viaPublicMethod().then(Exit.succeed, (e: unknown) => Exit.fail(e))
  const { exit } = await latch.runtime.runPromise(
    runToEnd(flow, {
      proxy: stack().proxy,
      path: pathOf(operation),
      hang: isHang(row),
    }).pipe(Effect.provide(TestClock.layer())),
  )
  return exit
}

const transaction = (id: string, minedAt: string) => ({
  id,
  metadata: { minedAt, chain: stack().network.caipNetworkId },
  transfers: [{ direction: 'in', quantity: { numeric: '1' } }],
})

/** The error of a failed exit. */
const failureOf = (exit: Exit.Exit<unknown, unknown>): unknown => {
  if (Exit.isSuccess(exit)) return undefined
  const reason = exit.cause.reasons.find((r) => r._tag === 'Fail')
  return reason?._tag === 'Fail' ? reason.error : undefined
}

/** Resolves once `condition` holds (bounded to 5 s). */
const until = (condition: () => boolean) =>
  vi.waitFor(() => expect(condition()).toBe(true), { timeout: 5_000, interval: 5 })

const connected = (latch: LatchClient) => ({
  status: latch.state.account.value.status,
  address: latch.state.account.value.address,
})

/** Registers the client flows × fault matrix over the stack `get` returns (started in beforeAll). */
export const describeClientFlowFaults = (get: () => ReferenceStack) => {
  stackOf = get
  describe('fault matrix: the client flows × proxy faults', () => {
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((c) => c.destroy()))
    })
    for (const row of FAULT_ROWS) {
      it(`behavior: loadWallets × ${row.name}: status error '${row.message}', alert ${row.alert ?? 'none'}, the loaded page stays`, async () => {
        const latch = makeClient()
        await latch.connect('dev')
        await latch.loadWallets()
        const first = latch.state.wallets.value.data
        expect(first.entries).toHaveLength(WALLET_PAGE_SIZE)
        stack().proxy.inject(pathOf('getWallets'), row.fault)
        const exit = await runFlow(latch, row, 'getWallets', loadWallets({ more: true }), () =>
          latch.loadWallets({ more: true }),
        )
        expect(Exit.isSuccess(exit)).toBe(true)
        expect(latch.state.wallets.value).toMatchObject({
          status: 'error',
          error: row.message,
          data: { page: 1, entries: first.entries, recommended: first.recommended },
        })
        expect(latch.state.alert.value?.message).toBe(row.alert)
        expect(connected(latch)).toEqual({
          status: 'connected',
          address: stack().chain.accounts[0]!.address,
        })
        // The fault clears: the next page loads on top of the first.
        stack().proxy.reset()
        await latch.loadWallets({ more: true })
        expect(latch.state.wallets.value).toMatchObject({ status: 'ready', data: { page: 2 } })
        expect(latch.state.wallets.value.data.entries.slice(0, WALLET_PAGE_SIZE)).toEqual(
          first.entries,
        )
      })

      it(`behavior: loadActivity × ${row.name}: 'Failed to fetch transactions', alert ${row.alert ?? 'none'}, the list empties`, async () => {
        const latch = makeClient()
        await latch.connect('dev')
        stack().proxy.inject(
          pathOf('getAccountHistory'),
          {
            kind: 'reply',
            body: { data: [transaction('t1', '2026-01-02T03:04:05Z')], next: 'cursor-2' },
          },
          { times: 1 },
        )
        await latch.loadActivity()
        expect(latch.state.activity.value.data).toMatchObject({ empty: false, next: 'cursor-2' })
        stack().proxy.inject(pathOf('getAccountHistory'), row.fault)
        const exit = await runFlow(
          latch,
          row,
          'getAccountHistory',
          loadActivity({ more: true }),
          () => latch.loadActivity({ more: true }),
        )
        expect(Exit.isSuccess(exit)).toBe(true)
        expect(stack().proxy.seen(pathOf('getAccountHistory')).at(-1)?.query.get('cursor')).toBe(
          'cursor-2',
        )
        expect(latch.state.toast.value).toMatchObject({
          message: 'Failed to fetch transactions',
          variant: 'error',
        })
        expect(latch.state.alert.value?.message).toBe(row.alert)
        // SPEC §4: on error empty true and the cursor cleared; the list shows nothing stale.
        expect(latch.state.activity.value).toMatchObject({
          status: 'error',
          error: 'Failed to fetch transactions',
          data: { empty: true, next: undefined, transactions: [], transactionsByYear: [] },
        })
        expect(connected(latch)).toEqual({
          status: 'connected',
          address: stack().chain.accounts[0]!.address,
        })
      })

      it(`behavior: the profile read × ${row.name}: connected without a name, alert ${row.alert ?? 'none'}, nothing thrown`, async () => {
        const latch = makeClient()
        stack().proxy.inject(pathOf('getIdentity'), row.fault)
        // The read runs after connect, in the background: the flow lasts until it is done.
        const settled = connect('dev').pipe(Effect.tap(() => Background.use((b) => b.idle)))
        const exit = await runFlow(latch, row, 'getIdentity', settled, () => latch.connect('dev'))
        expect(Exit.isSuccess(exit)).toBe(true)
        expect(connected(latch)).toEqual({
          status: 'connected',
          address: stack().chain.accounts[0]!.address,
        })
        expect(latch.state.account.value.profileName).toBeUndefined()
        // The read runs after connect, in the background.
        await until(() => stack().proxy.seen(pathOf('getIdentity')).length > 0)
        if (row.alert) await until(() => latch.state.alert.value !== undefined)
        expect(latch.state.alert.value?.message).toBe(row.alert)
      })

      it(`behavior: the sign-in nonce × ${row.name}: signIn fails with '${row.message}', still connected`, async () => {
        const latch = makeClient({ siwx: { required: false } })
        await latch.connect('dev')
        stack().proxy.inject(pathOf('getSiwxNonce'), row.fault)
        const exit = await runFlow(latch, row, 'getSiwxNonce', signIn(), () => latch.signIn())
        expect((failureOf(exit) as Error | undefined)?.message).toBe(row.message)
        expect(latch.state.alert.value?.message).toBe(row.alert)
        expect(connected(latch)).toEqual({
          status: 'connected',
          address: stack().chain.accounts[0]!.address,
        })
      })

      const analyticsAlert = row.reason === 'InvalidAppConfiguration' ? row.alert : undefined
      it(`behavior: analytics (POST /e) × ${row.name}: alert ${analyticsAlert ?? 'none'}, the connection untouched`, async () => {
        const events = pathOf('postEvent')
        const latch = makeClient()
        stack().proxy.inject(events, row.fault)
        await latch.connect('dev')
        // The event goes out in the background: wait until the proxy has it and it is settled.
        await until(() => stack().proxy.seen(events).length > 0)
        if (analyticsAlert) await until(() => latch.state.alert.value !== undefined)
        // No alert is an absence, with no event to wait for: a short wait for a late one.
        else await new Promise((resolve) => setTimeout(resolve, 50))
        expect(latch.state.alert.value?.message).toBe(analyticsAlert)
        expect(connected(latch)).toEqual({
          status: 'connected',
          address: stack().chain.accounts[0]!.address,
        })
        if (analyticsAlert) {
          // A 403 turns analytics off: the next event is not sent.
          const sent = stack().proxy.seen(events).length
          await latch.disconnect()
          // An event not sent has no event to wait for: a short wait for a late one.
          await new Promise((resolve) => setTimeout(resolve, 50))
          expect(stack().proxy.seen(events)).toHaveLength(sent)
        }
      })
    }
  })
}
