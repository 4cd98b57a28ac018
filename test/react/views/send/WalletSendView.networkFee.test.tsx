// @vitest-environment happy-dom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'
import { backOn, command, max as maxOf, network as networkOf } from '../support/formModel.ts'
import { noSwapChain, sendFlow } from '../support/swapEdge.ts'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('Send after the network changes under a ready form', () => {
  it('behavior: receiver, Max, another network: the preview shows the fee estimated there, not Estimating… for good', async () => {
    const flow = sendFlow([0])
    const unmount = await renderModal(flow)
    try {
      await findView('WalletSend')
      const typeReceiver = command('receiver', async () => {
        const send = await backOn('WalletSend')
        await typeInto(
          send.querySelector('[data-latch-send-receiver]') as HTMLInputElement,
          receiver,
        )
      })
      await fc.asyncModelRun(
        () => ({ model: {}, real: { flow } }),
        [typeReceiver, maxOf('WalletSend', 'data-latch-send-amount'), networkOf('WalletSend')(1)],
      )
      const send = await backOn('WalletSend')
      await waitFor(() => flow.idle() && flow.state.send.value.ready, 2_000)
      expect(flow.state.send.value.token?.chainId).toBe(noSwapChain.caipNetworkId)
      await click(send.querySelector('[data-latch-send-preview]') as Element)
      const shown = (await findView('WalletSendPreview')) as Element
      await waitFor(() => flow.idle(), 2_000)
      expect(shown.querySelector('[data-latch-send-fee]')?.textContent).toBe('0.000021 ETH ($0.06)')
    } finally {
      await unmount()
      await flow.dispose()
      document.body.innerHTML = ''
    }
  })
})
