// @vitest-environment happy-dom
import { Effect } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { testWallet } from '../../../runtime/support/testWallet.ts'
import { makeFlowClient } from '../../support/flowClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'
import { connectVisitor, gasChainRpc, swapChain } from '../support/swapEdge.ts'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balance = '100.123456'

/** The visitor holds a token of 6 decimals (as USDC) and nothing else. */
const usdcApi = DataApi.layerTest({
  getAccountBalance: (() =>
    Effect.succeed({
      balances: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: swapChain.caipNetworkId,
          address: `${swapChain.caipNetworkId}:0x0000000000000000000000000000000000000006`,
          value: 100,
          price: 1,
          quantity: { decimals: '6', numeric: balance },
          iconUrl: '',
        },
      ],
    })) as unknown as DataApiService['getAccountBalance'],
})

let cleanup: () => Promise<void> = async () => undefined
afterEach(() => cleanup())

/** WalletSend over the runtime's own send flows, USDC chosen and a receiver typed. */
const setup = async () => {
  const flow = makeFlowClient({
    networks: [swapChain],
    view: 'WalletSend',
    dataApi: usdcApi,
    chainRpc: gasChainRpc,
    connectors: [testWallet(() => Effect.succeed(null))],
  })
  connectVisitor(flow)
  const unmount = await renderModal(flow)
  cleanup = async () => {
    await unmount()
    await flow.dispose()
    document.body.innerHTML = ''
  }
  const root = (await findView('WalletSend')) as Element
  await click(root.querySelector('[data-latch-send-token]') as Element)
  const list = (await findView('WalletSendSelectToken')) as Element
  await waitFor(() => list.querySelector('[data-latch-token="USDC"]') !== null, 2_000)
  await click(list.querySelector('[data-latch-token="USDC"]') as Element)
  const send = (await findView('WalletSend')) as Element
  const amount = send.querySelector('[data-latch-send-amount]') as HTMLInputElement
  await typeInto(send.querySelector('[data-latch-send-receiver]') as HTMLInputElement, receiver)
  const settled = async () => {
    await waitFor(() => flow.idle(), 2_000)
    const button = send.querySelector<HTMLButtonElement>('[data-latch-send-preview]')
    return {
      error: send.querySelector('[data-latch-send-error]')?.textContent,
      previewOff: button?.disabled,
    }
  }
  return { send, amount, settled }
}

describe("WalletSend: an amount past the token's decimals", () => {
  it.each(['0.0000001', '0.1234567'])(
    "rule: %s USDC is refused inline, naming the token's limit, and Preview stays off",
    async (typed) => {
      const { amount, settled } = await setup()
      await typeInto(amount, typed)
      expect(await settled()).toEqual({
        error: 'USDC takes at most 6 decimals',
        previewOff: true,
      })
    },
  )

  it('default: six decimals, or Max (the whole balance), are ready', async () => {
    const { send, amount, settled } = await setup()
    await typeInto(amount, '0.123456')
    expect(await settled()).toEqual({ error: undefined, previewOff: false })
    await click(amount.nextElementSibling as HTMLButtonElement)
    await waitFor(() => amount.value === balance, 2_000)
    expect(await settled()).toEqual({ error: undefined, previewOff: false })
    expect(send.querySelector('[data-latch-send-token]')?.textContent).toContain('USDC')
  })
})
