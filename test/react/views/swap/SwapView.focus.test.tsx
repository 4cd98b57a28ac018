// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import type { LatchClient } from '../../../../runtime/index.ts'
import { emptySwap, type SwapState, type SwapTokenOption } from '../../../../runtime/state/types.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal } from '../../support/renderModal.tsx'

const token = (symbol: string, address: string, balance: string): SwapTokenOption => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
  price: 1,
  balance,
})
const ldt = token('LDT', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '10')
const eth = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', '1')
const quote = {
  fromAmount: '1000000000000000000',
  toAmount: '0.00033',
  minimumReceived: '0.0003267',
  priceImpact: 1,
  needsApproval: false,
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('Swap: the focus on the preview and back', () => {
  it('behavior: Review focuses the preview (a region under its title, not Back); Back focuses the amount typed', async () => {
    const fake = makeFakeClient({ view: 'Swap', apiUrl: 'http://127.0.0.1:9' })
    fake.state.account.value = {
      ...noAccount,
      address: '0x00000000000000000000000000000000000000aa',
      status: 'connected',
    }
    ;(fake.state.swap as { value: SwapState }).value = {
      ...emptySwap,
      tokens: [eth, ldt],
      from: ldt,
      to: eth,
      amount: '1',
      quote,
    }
    // The router's back, as the client's: the view below.
    Object.assign(fake.client as LatchClient, {
      back: () => {
        const { history } = fake.state.router.value
        fake.state.router.value = {
          view: history.at(-1) ?? 'Account',
          history: history.slice(0, -1),
        }
      },
    })
    await renderModal(fake)
    const form = (await findView('Swap')) as Element
    await click(form.querySelector('[data-latch-swap-review]') as Element)
    const preview = (await findView('SwapPreview')) as HTMLElement
    await waitFor(() => shadow().activeElement === preview, 2_000)
    expect(preview.tagName).toBe('SECTION')
    expect(
      shadow().getElementById(preview.getAttribute('aria-labelledby') ?? '')?.textContent,
    ).toBe('Review Swap')
    await click(preview.querySelector('button[data-variant="secondary"]') as Element)
    const again = (await findView('Swap')) as Element
    const amount = again.querySelector('[data-latch-swap-amount]')
    await waitFor(() => shadow().activeElement === amount, 2_000)
  })
})
