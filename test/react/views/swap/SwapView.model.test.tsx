// @vitest-environment happy-dom

import { Effect } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { testWallet } from '../../../runtime/support/testWallet.ts'
import { makeFlowClient } from '../../support/flowClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'
import {
  backOn,
  command,
  type Flow,
  max as maxOf,
  network as networkOf,
  type Real,
  reopen as reopenForm,
} from '../support/formModel.ts'
import { connectVisitor, noSwapChain, swapChain, swapDataApi } from '../support/swapEdge.ts'

// At least 200 sequences of what a visitor does on Swap, each up to MAX_COMMANDS steps, over
// the real Swap views and the runtime's swap flows; the Data API answers out of order.
const RUNS = Number(process.env.MODEL_RUNS ?? 200)
const MAX_COMMANDS = 8

/** Back on Swap: from the token list with the header's back button. */
const onSwap = () => backOn('Swap')
const reopen = (real: Real) => reopenForm(real, 'Swap')

const type = (amount: string) =>
  command(`type ${JSON.stringify(amount)}`, async () => {
    const swap = await onSwap()
    await typeInto(swap.querySelector('[data-latch-swap-amount]') as HTMLInputElement, amount)
  })

const max = maxOf('Swap', 'data-latch-swap-amount')

const pick = (side: 'from' | 'to', symbol: string) =>
  command(`pick ${symbol} to ${side === 'from' ? 'sell' : 'buy'}`, async () => {
    const swap = await onSwap()
    await click(swap.querySelector(`[data-latch-swap-token-button="${side}"]`) as Element)
    const list = (await findView('SwapSelectToken')) as Element
    const option = list.querySelector(`[data-latch-swap-option="${symbol}"]`)
    // Tokens still loading, or none on this network: the visitor goes back.
    if (option) await click(option)
    else await onSwap()
  })

const flip = command('flip (buy what is sold)', async (real) => {
  const from = real.flow.state.swap.value.from?.symbol
  if (from) await pick('to', from).run({}, real)
})

const network = networkOf('Swap')

const back = command('back to Account and Swap again', async (real) => {
  await onSwap()
  await reopen(real)
})

const commands = [
  fc.constantFrom('0.01', '0.5', '1', '0', '', 'abc', '1000', '.5').map(type),
  fc.constant(type('')),
  fc.constant(max),
  fc
    .tuple(fc.constantFrom<'from' | 'to'>('from', 'to'), fc.constantFrom('ETH', 'LDT', 'XYZ'))
    .map(([side, symbol]) => pick(side, symbol)),
  fc.constant(flip),
  fc.constantFrom<0 | 1>(0, 1).map(network),
  fc.constant(back),
]

/** The form as it stands should show a quote or why not: it is complete and passes its checks. */
const quotable = (flow: Flow) => {
  const { from, to, amount, invalid, tokens } = flow.state.swap.value
  return tokens.length > 0 && !!from && !!to && !!amount?.trim() && invalid === undefined
}

describe('Swap, model-based: what a visitor does, in any order', () => {
  it('behavior: after any sequence the view settles — a quote, or a named error — and never stays loading', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: MAX_COMMANDS }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 6 }),
        async (sequence, delays) => {
          const flow = makeFlowClient({
            networks: [swapChain, noSwapChain],
            view: 'Swap',
            dataApi: swapDataApi(delays),
            connectors: [testWallet(() => Effect.succeed(null))],
          })
          connectVisitor(flow)
          const unmount = await renderModal(flow)
          try {
            await findView('Swap')
            await fc.asyncModelRun(() => ({ model: {}, real: { flow } }), sequence)
            const swap = await onSwap()
            // Settled: nothing in flight, no token load, no quote asked for.
            await waitFor(
              () =>
                flow.idle() &&
                !flow.state.swap.value.loading &&
                flow.state.swap.value.status !== 'quoting',
              2_000,
            )
            const s = flow.state.swap.value
            expect(swap.textContent).not.toContain('Getting a quote')
            const error = swap.querySelector('[data-latch-swap-error]')?.textContent ?? ''
            expect(error).not.toMatch(/HTTP status code/)
            if (flow.state.network.value.caipNetworkId === noSwapChain.caipNetworkId)
              expect(error).toBe('Network not supported for Swaps')
            else if (quotable(flow))
              expect({
                quote: swap.querySelector('[data-latch-swap-quote]') !== null,
                error: error || undefined,
              }).toEqual(
                s.to?.symbol === 'XYZ' || s.from?.symbol === 'XYZ'
                  ? { quote: false, error: 'No pool trades XYZ for this amount' }
                  : { quote: true, error: undefined },
              )
          } finally {
            await unmount()
            await flow.dispose()
            document.body.innerHTML = ''
          }
        },
      ),
      { numRuns: RUNS },
    )
  }, 240_000)
})
