import { describe, expect, it } from '@effect/vitest'
import { Deferred, Effect, Fiber } from 'effect'
import { TestClock } from 'effect/testing'
import type { Hex, TransactionReceipt } from 'viem'
import type { RpcRequest } from '../../../../runtime/connectors/Connector.ts'
import { CONFIRM_TIMEOUT_MS } from '../../../../runtime/constants.ts'
import { walletError } from '../../../../runtime/errors/WalletError.ts'
import { estimateSwapFee } from '../../../../runtime/features/send/previewFees.ts'
import { swap } from '../../../../runtime/features/swap/swap.ts'
import { checkSwap, quoteSwap, updateSwap } from '../../../../runtime/features/swap/swapForm.ts'
import { Background } from '../../../../runtime/services/Background.ts'
import { ChainRpc } from '../../../../runtime/services/ChainRpc.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptySwap, type SwapTokenOption } from '../../../../runtime/state/types.ts'
import { connectAs, flowLayer, testNetwork } from '../../support/flowLayer.ts'
import { etherSwapOption } from '../../support/testTokens.ts'

const from = '0x00000000000000000000000000000000000000aa'
const router = '0x8438Ad1C834623CfF278AB6829a248E37C2D7E3f'
const ldtAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const hash = `0x${'ab'.repeat(32)}` as Hex
const at = (address: string) => `${testNetwork.caipNetworkId}:${address}`
const ldt: SwapTokenOption = {
  name: 'Latch Dev Token',
  symbol: 'LDT',
  address: at(ldtAddress),
  decimals: 18,
  logoUri: '',
  price: 1,
  balance: '10',
}
const eth = etherSwapOption
const approveData = '0x095ea7b3' as Hex
const swapData = '0x18cbafe5' as Hex

/**
 * A connected wallet answering `eth_sendTransaction` with `hash`; the Data API quotes 1 LDT at
 * 0.00033 ETH with `allowance`, and builds an approval and a swap. Calls are recorded.
 */
const setup = (
  options: {
    allowance?: string
    receipt?: 'success' | 'reverted'
    /** How many swap builds fail ('build failed') before one is answered. */
    failedBuilds?: number
    /** The provider's tokens answered (the reload after a swap), as a user's page has them. */
    tokens?: boolean
    /** The wallet refuses the swap (not the approval). */
    rejectSwap?: boolean
    /** The receipt of the transaction last sent, by its data (approveData or swapData). */
    receiptOf?: (data: Hex) => Effect.Effect<TransactionReceipt>
  } = {},
) => {
  let balanceReads = 0
  let failedBuilds = options.failedBuilds ?? 0
  const sent: RpcRequest[] = []
  const calls: string[] = []
  const built: unknown[] = []
  const wallet = {
    id: 'w',
    name: 'Wallet',
    type: 'EXTERNAL' as const,
    namespace: 'eip155' as const,
    icon: undefined,
    rdns: undefined,
    connect: () => Effect.die('unused'),
    restore: () => Effect.succeed(undefined),
    disconnect: () => Effect.void,
    switchNetwork: () => Effect.void,
    request: (rpc: RpcRequest) =>
      options.rejectSwap && (rpc.params as [{ data?: Hex }] | undefined)?.[0]?.data === swapData
        ? Effect.fail(walletError('UserRejected'))
        : Effect.sync(() => {
            if (rpc.method !== 'eth_sendTransaction') return {}
            sent.push(rpc)
            return hash
          }),
    subscribe: () => () => {},
  }
  const tx = (to: string, data: Hex) => ({
    tx: { from, to, data, value: '0', eip155: { gas: '150000' } },
  })
  const answers: Record<string, unknown> = {
    getConvertQuotes: {
      quotes: [
        {
          id: 'r',
          fromAccount: ldt.address,
          toAccount: eth.address,
          fromAmount: '1000000000000000000',
          toAmount: '330000000000000',
        },
      ],
    },
    getConvertAllowance: { allowance: options.allowance ?? '0' },
    getConvertBuildApprove: tx(ldtAddress, approveData),
    postConvertBuildTransaction: tx(router, swapData),
    ...(options.tokens ? { getConvertTokens: { tokens: [ldt, eth] } } : {}),
  }
  const api = DataApi.layerTest({
    call: ((id: string, params: { body?: unknown }) =>
      Effect.suspend(() => {
        calls.push(id)
        if (id === 'postConvertBuildTransaction') built.push(params.body)
        if (id === 'postConvertBuildTransaction' && failedBuilds-- > 0)
          return Effect.fail(new Error('build failed'))
        return id in answers
          ? Effect.succeed(answers[id])
          : Effect.fail(new Error(`${id} not answered`))
      })) as unknown as DataApiService['call'],
  })
  const { receiptOf } = options
  const rpc = ChainRpc.layerTest({
    waitForReceipt: () =>
      receiptOf
        ? receiptOf((sent.at(-1)?.params as [{ data: Hex }] | undefined)?.[0].data ?? '0x')
        : Effect.succeed({
            status: sent.length === 2 || !options.receipt ? 'success' : options.receipt,
          } as TransactionReceipt),
    getBalance: () =>
      Effect.sync(() => {
        balanceReads++
        return 10n ** 18n
      }),
  })
  const { layer, state } = flowLayer([wallet], { apiUrl: 'http://127.0.0.1:9' }, api, rpc)
  connectAs(state, from)
  return { layer, state, sent, calls, built, balanceReads: () => balanceReads }
}

describe('swap form checks', () => {
  it.each([
    ['no amount', { amount: '' }, 'TokensRequired'],
    ['zero', { amount: '0' }, 'ZeroAmount'],
    ['non-numeric is said to be no number, not a zero', { amount: 'abc' }, 'AmountNotNumber'],
    ['an English amount with a decimal comma', { amount: '0,5' }, 'AmountNotNumber'],
    ['over the balance', { amount: '10.000000000000000001' }, 'InsufficientBalance'],
  ])('behavior: %s', (_name, patch, reason) => {
    expect(checkSwap({ ...emptySwap, from: ldt, to: eth, ...patch })?.reason).toBe(reason)
  })

  it('default: the whole balance is fine', () => {
    expect(checkSwap({ ...emptySwap, from: ldt, to: eth, amount: '10' })).toBeUndefined()
  })
})

describe('swap', () => {
  it.effect(
    'behavior: tokens quoted on the network the wallet has since left are refused before anything is built or sent (an app calling swap() itself)',
    () => {
      const { layer, state, sent, calls } = setup()
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        const before = calls.length
        state.network.value = { ...testNetwork, id: 31338, caipNetworkId: 'eip155:31338' }
        const refused = yield* Effect.flip(swap())
        expect(refused).toMatchObject({ _tag: 'SwapError', reason: 'TokensRequired' })
        // Nothing built (a token reload afterwards is a read).
        expect(calls.slice(before).filter((c) => c.includes('Build'))).toEqual([])
        expect(sent).toEqual([])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: the quote shows the 1 % minimum and the price impact; a short allowance approves first, then swaps',
    () => {
      const { layer, state, sent, calls } = setup()
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        expect(state.swap.value.quote).toEqual({
          fromAmount: '1000000000000000000',
          toAmount: '0.00033',
          minimumReceived: '0.0003267',
          // 1 USD in, 0.99 USD out.
          priceImpact: expect.closeTo(1, 6),
          needsApproval: true,
        })
        const result = yield* swap()
        expect(result).toEqual({ hash, approvalHash: hash, confirmed: true })
        expect(sent.map((r) => (r.params as [{ data: Hex }])[0].data)).toEqual([
          approveData,
          swapData,
        ])
        expect(calls.indexOf('getConvertBuildApprove')).toBeLessThan(
          calls.indexOf('postConvertBuildTransaction'),
        )
        expect((sent[1]?.params as [{ to: string; gas: string }] | undefined)?.[0]).toMatchObject({
          to: router,
          gas: '0x249f0',
        })
        expect(state.swap.value).toMatchObject({
          status: 'swapped',
          hash,
          amount: undefined,
          quote: undefined,
        })
        // Activity: one entry for the swap (not the approval), with both legs, confirmed.
        expect(state.activity.value.data.recent).toMatchObject([
          {
            id: hash,
            metadata: { status: 'confirmed', operationType: 'trade', sentTo: router },
            transfers: [
              { direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'LDT' } },
              {
                direction: 'in',
                quantity: { numeric: '0.00033' },
                fungible_info: { symbol: 'ETH' },
              },
            ],
          },
        ])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'rule: the preview prices the transaction the swap sends (one build request; only the gas estimate differs)',
    () => {
      const { layer, built } = setup({ allowance: '1000000000000000000' })
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1.5' })
        yield* quoteSwap()
        yield* estimateSwapFee()
        yield* swap()
        expect(built).toEqual([
          {
            projectId: expect.any(String),
            amount: '1500000000000000000',
            eip155: { slippage: '1' },
            from: ldt.address,
            to: eth.address,
            userAddress: at(from),
            disableEstimate: true,
          },
          { ...(built[0] as object), disableEstimate: false },
        ])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('parameters: an allowance that covers the amount swaps at once', () => {
    const { layer, sent } = setup({ allowance: '1000000000000000000' })
    return Effect.gen(function* () {
      yield* updateSwap({ from: ldt, to: eth, amount: '1' })
      yield* quoteSwap()
      expect((yield* swap()).approvalHash).toBeUndefined()
      expect(sent).toHaveLength(1)
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "behavior: a swap the router reverts ends in SwapError 'Reverted' with the message in state",
    () => {
      const { layer, state } = setup({ allowance: '1000000000000000000', receipt: 'reverted' })
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        const error = yield* Effect.flip(swap())
        expect(error).toMatchObject({ _tag: 'SwapError', reason: 'Reverted' })
        expect(state.swap.value).toMatchObject({
          status: 'error',
          error:
            'The swap was reverted and nothing was swapped: the price moved past the slippage tolerance',
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: after the approval went through and the swap failed, a retry swaps without asking for the approval again',
    () => {
      const { layer, state, sent, calls } = setup({ failedBuilds: 1 })
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        yield* Effect.flip(swap())
        expect(state.swap.value).toMatchObject({ status: 'error', quote: { needsApproval: false } })
        const result = yield* swap()
        expect(result.approvalHash).toBeUndefined()
        expect(calls.filter((c) => c === 'getConvertBuildApprove')).toHaveLength(1)
        expect(sent.map((r) => (r.params as [{ data: Hex }])[0].data)).toEqual([
          approveData,
          swapData,
        ])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    'behavior: a failed swap shows its error once, after the balances are read again, and it stays',
    () => {
      const { layer, state } = setup({
        allowance: '1000000000000000000',
        receipt: 'reverted',
        tokens: true,
      })
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        const shown: (string | undefined)[] = []
        const stop = state.swap.subscribe((s) =>
          shown.push(s.status === 'error' ? s.error : undefined),
        )
        yield* Effect.flip(swap())
        stop()
        const reverted =
          'The swap was reverted and nothing was swapped: the price moved past the slippage tolerance'
        const first = shown.indexOf(reverted)
        expect(first).toBeGreaterThan(0)
        // Nothing before it is an error, and from its first write on it never goes away.
        expect(shown.slice(0, first).filter(Boolean)).toEqual([])
        expect(new Set(shown.slice(first))).toEqual(new Set([reverted]))
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect('behavior: an amount over the balance never reaches the wallet', () => {
    const { layer, state, sent } = setup()
    return Effect.gen(function* () {
      yield* updateSwap({ from: ldt, to: eth, amount: '11' })
      expect(state.swap.value.invalid).toBe('Insufficient balance')
      const error = yield* Effect.flip(swap())
      expect(error).toMatchObject({ _tag: 'SwapError', reason: 'InsufficientBalance' })
      expect(sent).toEqual([])
    }).pipe(Effect.provide(layer))
  })
})

const mined = (status: 'success' | 'reverted') => ({ status }) as TransactionReceipt
const dataOf = (rpc: RpcRequest) => (rpc.params as [{ data: Hex }])[0].data
const approvalPending =
  'The approval is not confirmed yet, so nothing was swapped: swap again in a moment'

/** A set-up whose approval's receipt waits for `approved`; every other receipt is mined. */
const slowApproval = Effect.map(Deferred.make<TransactionReceipt>(), (approved) => ({
  approved,
  s: setup({
    receiptOf: (data) =>
      data === approveData ? Deferred.await(approved) : Effect.succeed(mined('success')),
  }),
}))

/** 1 LDT for ETH quoted and pressed once, past the approval's wait: how the swap failed. */
const swapPastApprovalWait = Effect.gen(function* () {
  yield* updateSwap({ from: ldt, to: eth, amount: '1' })
  yield* quoteSwap()
  const first = yield* Effect.forkChild(Effect.flip(swap()))
  yield* TestClock.adjust(CONFIRM_TIMEOUT_MS)
  return yield* Fiber.join(first)
})

describe('swap: a receipt slower than the wait (CONFIRM_TIMEOUT_MS)', () => {
  it.effect(
    'behavior: the swap is sent, not failed: the form is cleared (no second swap), balances are read, Account shows, and Activity settles the pending row when the receipt comes',
    () =>
      Effect.gen(function* () {
        const receipt = yield* Deferred.make<TransactionReceipt>()
        const s = setup({
          allowance: '1000000000000000000',
          tokens: true,
          receiptOf: () => Deferred.await(receipt),
        })
        const statuses = () => s.state.activity.value.data.recent.map((r) => r.metadata.status)
        return yield* Effect.gen(function* () {
          yield* updateSwap({ from: ldt, to: eth, amount: '1' })
          yield* quoteSwap()
          s.state.router.value = { view: 'SwapPreview', history: ['Account', 'Swap'] }
          const fiber = yield* Effect.forkChild(swap())
          yield* TestClock.adjust(CONFIRM_TIMEOUT_MS - 1)
          expect(fiber.pollUnsafe()).toBeUndefined()
          // Signed and sent: the preview says it waits for the chain, no longer for the wallet.
          expect(s.state.swap.value).toMatchObject({ status: 'confirming', hash })
          const reads = s.balanceReads()
          yield* TestClock.adjust(1)
          expect(yield* Fiber.join(fiber)).toEqual({
            hash,
            approvalHash: undefined,
            confirmed: false,
          })
          expect(s.state.swap.value).toMatchObject({
            status: 'swapped',
            confirmed: false,
            hash,
            error: undefined,
            amount: undefined,
            quote: undefined,
          })
          expect(s.balanceReads()).toBeGreaterThan(reads)
          expect(s.state.router.value.view).toBe('Account')
          expect(statuses()).toEqual(['pending'])
          // Nothing is left to send again.
          yield* Effect.flip(swap())
          expect(s.sent).toHaveLength(1)
          yield* Deferred.succeed(receipt, mined('success'))
          yield* Background.use((b) => b.idle)
          expect(statuses()).toEqual(['confirmed'])
        }).pipe(Effect.provide(s.layer))
      }),
  )

  it.effect(
    "behavior: an approval slower than the wait: the swap is not sent (no allowance yet), 'ApprovalPending' shows; pressed again, it waits for that approval instead of asking for a second one, then swaps",
    () =>
      Effect.gen(function* () {
        const { approved, s } = yield* slowApproval
        return yield* Effect.gen(function* () {
          expect(yield* swapPastApprovalWait).toMatchObject({
            _tag: 'SwapError',
            reason: 'ApprovalPending',
          })
          expect(s.sent.map(dataOf)).toEqual([approveData])
          expect(s.state.swap.value).toMatchObject({
            status: 'error',
            error: approvalPending,
            quote: { needsApproval: true },
          })
          const retry = yield* Effect.forkChild(swap())
          yield* TestClock.adjust(1_000)
          yield* Deferred.succeed(approved, mined('success'))
          expect(yield* Fiber.join(retry)).toEqual({ hash, approvalHash: hash, confirmed: true })
          expect(s.sent.map(dataOf)).toEqual([approveData, swapData])
          expect(s.calls.filter((c) => c === 'getConvertBuildApprove')).toHaveLength(1)
          expect(s.state.swap.value).toMatchObject({
            status: 'swapped',
            pendingApproval: undefined,
          })
        }).pipe(Effect.provide(s.layer))
      }),
  )

  it.effect(
    'behavior: an approval whose receipt comes after the wait is settled in the background: the next press swaps at once',
    () =>
      Effect.gen(function* () {
        const { approved, s } = yield* slowApproval
        return yield* Effect.gen(function* () {
          yield* swapPastApprovalWait
          yield* Deferred.succeed(approved, mined('success'))
          yield* Background.use((b) => b.idle)
          expect(s.state.swap.value).toMatchObject({
            quote: { needsApproval: false },
            pendingApproval: undefined,
          })
          expect((yield* swap()).approvalHash).toBeUndefined()
          expect(s.sent.map(dataOf)).toEqual([approveData, swapData])
        }).pipe(Effect.provide(s.layer))
      }),
  )

  it.effect(
    'behavior: a real failure stays one: the swap refused in the wallet shows the refusal, keeps the quote and lists nothing in Activity',
    () => {
      const s = setup({ allowance: '1000000000000000000', rejectSwap: true })
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        const error = yield* Effect.flip(swap())
        expect(error).toMatchObject({ _tag: 'WalletError', reason: 'UserRejected' })
        expect(s.state.swap.value).toMatchObject({
          status: 'error',
          error: error.message,
          quote: { needsApproval: false },
        })
        expect(s.state.activity.value.data.recent).toEqual([])
      }).pipe(Effect.provide(s.layer))
    },
  )

  it.effect(
    'behavior: a pending approval that brings no receipt a second time is forgotten (the wallet may have dropped it): no second approval until then',
    () => {
      const s = setup({
        receiptOf: (data) =>
          data === approveData ? Effect.never : Effect.succeed(mined('success')),
      })
      return Effect.gen(function* () {
        yield* updateSwap({ from: ldt, to: eth, amount: '1' })
        yield* quoteSwap()
        for (const _ of [1, 2]) {
          const attempt = yield* Effect.forkChild(Effect.flip(swap()))
          yield* TestClock.adjust(CONFIRM_TIMEOUT_MS)
          expect(yield* Fiber.join(attempt)).toMatchObject({ reason: 'ApprovalPending' })
          expect(s.sent.map(dataOf)).toEqual([approveData])
        }
        expect(s.state.swap.value.pendingApproval).toBeUndefined()
      }).pipe(Effect.provide(s.layer))
    },
  )
})
