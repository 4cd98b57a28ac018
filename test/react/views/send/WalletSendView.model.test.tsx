// @vitest-environment happy-dom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateSend } from '../../../../runtime/features/send/sendValidate.ts'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'
import {
  backOn,
  command,
  max as maxOf,
  network as networkOf,
  type Real,
  reopen as reopenForm,
} from '../support/formModel.ts'
import { sendFlow } from '../support/swapEdge.ts'

// At least 200 sequences of what a visitor does on Send, each up to MAX_COMMANDS steps, over
// the real Send views and the runtime's send-form flows; the Data API answers out of order.
const RUNS = Number(process.env.MODEL_RUNS ?? 200)
const MAX_COMMANDS = 8
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const onSend = () => backOn('WalletSend')
const reopen = (real: Real) => reopenForm(real, 'WalletSend')

const field = (hook: string, value: string) =>
  command(`${hook} ${JSON.stringify(value)}`, async () => {
    const send = await onSend()
    await typeInto(send.querySelector(`[data-latch-send-${hook}]`) as HTMLInputElement, value)
  })

const max = maxOf('WalletSend', 'data-latch-send-amount')

const pick = (symbol: string) =>
  command(`pick ${symbol}`, async () => {
    const send = await onSend()
    await click(send.querySelector('[data-latch-send-token]') as Element)
    const list = (await findView('WalletSendSelectToken')) as Element
    const option = list.querySelector(`[data-latch-token="${symbol}"]`)
    if (option) await click(option)
    else await onSend()
  })

const network = networkOf('WalletSend')

const preview = command('preview, then back', async () => {
  const send = await onSend()
  const button = send.querySelector<HTMLButtonElement>('[data-latch-send-preview]')
  if (!button || button.disabled) return
  await click(button)
  await findView('WalletSendPreview')
  await onSend()
})

const commands = [
  fc.constantFrom('0.01', '0.5', '0', '', 'abc', '1000', '.5').map((v) => field('amount', v)),
  fc.constantFrom(receiver, '0x12', '').map((v) => field('receiver', v)),
  fc.constant(max),
  fc.constantFrom('ETH', 'LDT').map(pick),
  fc.constantFrom<0 | 1>(0, 1).map(network),
  fc.constant(command('back to Account and Send again', async (real) => reopen(real))),
  fc.constant(preview),
]

describe('Send, model-based: what a visitor does, in any order', () => {
  it('behavior: after any sequence the view settles — ready with a fee, or a named error — and never stays loading', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: MAX_COMMANDS }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 6 }),
        async (sequence, delays) => {
          const flow = sendFlow(delays)
          const unmount = await renderModal(flow)
          try {
            await findView('WalletSend')
            await fc.asyncModelRun(() => ({ model: {}, real: { flow } }), sequence)
            const send = await onSend()
            await waitFor(() => flow.idle() && !flow.state.send.value.loading, 2_000)
            const form = flow.state.send.value
            // The token offered is one of this network's.
            expect(form.token?.chainId).toBe(flow.state.network.value.caipNetworkId)
            const plan = validateSend({
              namespace: 'eip155',
              token: form.token,
              amount: form.sendTokenAmount,
              receiver: form.receiverAddress ?? form.receiverInput,
            })
            const error = send.querySelector('[data-latch-send-error]')?.textContent
            const button = send.querySelector<HTMLButtonElement>('[data-latch-send-preview]')
            if ('amount' in plan) {
              expect({ error, disabled: button?.disabled }).toEqual({
                error: undefined,
                disabled: false,
              })
              await click(button as Element)
              const shown = (await findView('WalletSendPreview')) as Element
              await waitFor(() => flow.idle(), 2_000)
              expect(shown.querySelector('[data-latch-send-fee]')?.textContent).toBe(
                '0.000021 ETH ($0.06)',
              )
            } else {
              expect(button?.disabled).toBe(true)
              if (plan.message !== 'An amount and receiver address are required')
                expect(error).toBe(plan.message)
            }
          } finally {
            await unmount()
            await flow.dispose()
            document.body.innerHTML = ''
          }
        },
      ),
      { numRuns: RUNS },
    )
  }, 300_000)
})
