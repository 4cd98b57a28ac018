// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { LatchClient, ViewName } from '../../../../runtime/index.ts'
import {
  emptyOnramp,
  emptySwap,
  type OnrampState,
  type SwapState,
  type SwapTokenOption,
} from '../../../../runtime/state/types.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'

const token = (symbol: string, address: string, balance: string): SwapTokenOption => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
  price: symbol === 'ETH' ? 3000 : 1,
  balance,
})
const ldt = token('LDT', '0x5FbDB2315678afecb367f032d93F642f64180aa3', '10')
const eth = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', '1')
const quote = {
  fromAmount: '1000000000000000000',
  toAmount: '0.00033',
  minimumReceived: '0.0003267',
  priceImpact: 1,
  needsApproval: true,
}

const setup = async (
  view: ViewName,
  swap: Partial<SwapState> = {},
  onramp: Partial<OnrampState> = {},
  failing: Partial<Record<string, Error>> = {},
) => {
  const fake = makeFakeClient({ view, apiUrl: 'http://127.0.0.1:9' })
  Object.assign(fake.fail, failing)
  fake.state.account.value = {
    ...noAccount,
    address: '0x00000000000000000000000000000000000000aa',
    status: 'connected',
  }
  ;(fake.state.swap as { value: SwapState }).value = { ...emptySwap, tokens: [eth, ldt], ...swap }
  ;(fake.state.onramp as { value: OnrampState }).value = { ...emptyOnramp, ...onramp }
  await renderModal(fake)
  return { fake, root: await findView(view) }
}

describe('Swap views', () => {
  it('behavior: a token load that fails before its flow writes state.swap shows why in the form', async () => {
    const { root } = await setup(
      'Swap',
      {},
      {},
      { loadSwapTokens: new Error('Failed to fetch dynamically imported module') },
    )
    const error = await waitFor(() => root.querySelector('[data-latch-swap-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
  })

  it('default: Swap loads the tokens; the problem shows inline and Review stays off without a quote', async () => {
    const { fake, root } = await setup('Swap', {
      from: ldt,
      to: eth,
      amount: '11',
      invalid: 'Insufficient balance',
    })
    expect(fake.calls.some((c) => c[0] === 'loadSwapTokens')).toBe(true)
    expect(root.querySelector('[data-latch-swap-error]')?.textContent).toBe('Insufficient balance')
    expect(root.querySelector<HTMLButtonElement>('[data-latch-swap-review]')?.disabled).toBe(true)
    await write(fake.state.swap as never, {
      ...fake.state.swap.value,
      amount: '1',
      invalid: undefined,
      quote,
    })
    expect(root.querySelector('[data-latch-swap-quote]')?.textContent).toBe(
      'You receive about 0.00033 ETH',
    )
    expect(root.querySelector<HTMLButtonElement>('[data-latch-swap-review]')?.disabled).toBe(false)
  })

  it('default: SwapPreview shows the price impact, slippage and minimum before anything is signed; confirm says it approves first', async () => {
    const { fake, root } = await setup('SwapPreview', { from: ldt, to: eth, amount: '1', quote })
    const text = (hook: string) => root.querySelector(`[data-latch-swap-${hook}]`)?.textContent
    expect([
      text('selling'),
      text('receiving'),
      text('price-impact'),
      text('slippage'),
      text('minimum'),
    ]).toEqual(['1 LDT', '0.00033 ETH', '1.00%', '1%', '0.0003267 ETH'])
    expect(text('fee')).toBe('Estimating…')
    await write(fake.state.swap as never, {
      ...fake.state.swap.value,
      fee: { amount: '0.000492', symbol: 'ETH', usd: 1.476 },
    })
    expect(text('fee')).toBe('0.000492 ETH ($1.48)')
    const confirm = root.querySelector('[data-latch-swap-confirm]') as Element
    expect(confirm.textContent).toBe('Approve LDT and swap')
    await click(confirm)
    expect(fake.calls.some((c) => c[0] === 'swap')).toBe(true)
  })

  it.each([
    ['0.00001', '0.00001 LDT'],
    ['0.123456789012345678', '0.123456789012345678 LDT'],
  ])(
    'behavior: SwapPreview sells %s: the Selling row shows every decimal of it',
    async (amount, shown) => {
      const { root } = await setup('SwapPreview', { from: ldt, to: eth, amount, quote })
      expect(root.querySelector('[data-latch-swap-selling]')?.textContent).toBe(shown)
    },
  )

  it('default: OnRampProviders lists each provider with its quote; a click buys with it', async () => {
    const { fake, root } = await setup(
      'OnRampProviders',
      {},
      {
        purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH' }],
        paymentCurrencies: ['USD', 'EUR'],
        providers: [
          { id: 'latch-ramp', name: 'Latch Ramp', feePercent: 1 },
          { id: 'dev-pay', name: 'Dev Pay', feePercent: 1.5 },
        ],
        purchaseCurrency: 'ETH',
        amount: '50',
        quotes: {
          'latch-ramp': {
            quoteId: 'q',
            purchaseAmount: '0.0165',
            fee: '0.50',
            paymentTotal: '50.00',
          },
        },
      },
    )
    const tile = (id: string) =>
      root.querySelector(`[data-latch-onramp-provider="${id}"]`) as Element
    expect(tile('latch-ramp').textContent).toBe('Latch RampAbout 0.0165 ETH, fee 0.50 USD')
    expect(tile('dev-pay').textContent).toBe('Dev PayFee 1.5%')
    await click(tile('dev-pay'))
    expect(fake.calls.find((c) => c[0] === 'buyCrypto')).toEqual(['buyCrypto', 'dev-pay'])
  })
})

/** A failure the flow did not write into its state (a lazy chunk that did not load). */
const chunkFailed = new Error('Failed to fetch dynamically imported module')
const alertText = (root: Element) =>
  waitFor(() => root.querySelector('[role="alert"]')?.textContent || undefined)

describe('Swap and onramp views: an action that fails says so', () => {
  it("behavior: Swap's token button whose side cannot be set shows why", async () => {
    const { fake, root } = await setup('Swap', { from: ldt, to: eth })
    fake.fail.updateSwap = chunkFailed
    await click(root.querySelector('[data-latch-swap-token-button="to"]') as Element)
    expect(await alertText(root)).toBe(chunkFailed.message)
  })

  it('behavior: a Swap amount the form cannot take shows why inline', async () => {
    const { fake, root } = await setup('Swap', { from: ldt, to: eth })
    fake.fail.updateSwap = chunkFailed
    await typeInto(root.querySelector('[data-latch-swap-amount]') as HTMLInputElement, '1')
    await waitFor(() => root.querySelector('[data-latch-swap-error]'))
    expect(root.querySelector('[data-latch-swap-error]')?.textContent).toBe(chunkFailed.message)
  })

  it('behavior: an OnRampProviders amount the form cannot take shows why', async () => {
    const { fake, root } = await setup('OnRampProviders')
    fake.fail.updateOnramp = chunkFailed
    await typeInto(root.querySelector('[data-latch-onramp-amount]') as HTMLInputElement, '5')
    expect(await alertText(root)).toBe(chunkFailed.message)
  })

  it('behavior: an OnRampTokenSelect pick that cannot be set shows why', async () => {
    const { fake, root } = await setup(
      'OnRampTokenSelect',
      {},
      { purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH' }] },
    )
    fake.fail.updateOnramp = chunkFailed
    await click(root.querySelector('[data-latch-onramp-option="ETH"]') as Element)
    expect(await alertText(root)).toBe(chunkFailed.message)
    expect(fake.calls.some((c) => c[0] === 'back')).toBe(false)
  })
})

/**
 * The live region in `root` matching `selector`, checked to be in the DOM and silent: a screen
 * reader announces what later changes inside a region it already watches.
 */
const silentRegion = (root: Element, selector: string) => {
  const region = root.querySelector(selector)
  expect(region?.getAttribute('role')).toBe('status')
  expect(region?.textContent).toBe('')
  return region as Element
}

describe('Swap and onramp views: live regions are there before their text', () => {
  it('behavior: the quote is announced in the Swap status region that was there, empty, before it', async () => {
    const { fake, root } = await setup('Swap', { from: ldt, to: eth, amount: '' })
    const region = silentRegion(root, '[data-latch-swap-status]')
    await write(fake.state.swap as never, { ...fake.state.swap.value, amount: '1', quote })
    expect(root.querySelector('[data-latch-swap-status]')).toBe(region)
    expect(region.textContent).toBe('You receive about 0.00033 ETH')
  })

  it("behavior: SwapPreview's step ('Approve … in your wallet') comes into a region that was there", async () => {
    const { fake, root } = await setup('SwapPreview', { from: ldt, to: eth, amount: '1', quote })
    const region = silentRegion(root, '[data-latch-swap-status]')
    await write(fake.state.swap as never, { ...fake.state.swap.value, status: 'approving' })
    expect(root.querySelector('[data-latch-swap-status]')).toBe(region)
    expect(region.querySelector('[data-latch-swap-step="approving"]')).not.toBeNull()
  })

  it('behavior: once the swap is sent, SwapPreview says it waits for the chain (not the wallet) in the same region, and confirm stays off', async () => {
    const { fake, root } = await setup('SwapPreview', { from: ldt, to: eth, amount: '1', quote })
    const region = silentRegion(root, '[data-latch-swap-status]')
    await write(fake.state.swap as never, { ...fake.state.swap.value, status: 'swapping' })
    expect(region.textContent).toBe('Confirm the swap in your wallet.')
    await write(fake.state.swap as never, {
      ...fake.state.swap.value,
      status: 'confirming',
      hash: `0x${'ab'.repeat(32)}`,
    })
    expect(root.querySelector('[data-latch-swap-status]')).toBe(region)
    expect(region.textContent).toBe('Swap sent. Waiting for it to be confirmed…')
    expect(root.querySelector<HTMLButtonElement>('[data-latch-swap-confirm]')?.disabled).toBe(true)
  })

  it('behavior: once the approval is sent, SwapPreview says it waits for it (not for the wallet)', async () => {
    const { fake, root } = await setup('SwapPreview', { from: ldt, to: eth, amount: '1', quote })
    const region = silentRegion(root, '[data-latch-swap-status]')
    await write(fake.state.swap as never, { ...fake.state.swap.value, status: 'approving' })
    expect(region.textContent).toBe('Approve LDT for the swap in your wallet.')
    await write(fake.state.swap as never, {
      ...fake.state.swap.value,
      pendingApproval: { hash: `0x${'cd'.repeat(32)}`, token: ldt.address, owner: 'eip155:1:0xaa' },
    })
    expect(region.textContent).toBe('Approval sent. Waiting for it to be confirmed…')
  })

  it('behavior: BuyInProgress announces the arrival in the region that said it was waiting', async () => {
    const { fake, root } = await setup('BuyInProgress', {}, { status: 'waiting' })
    const region = root.querySelector('[data-latch-onramp-status]') as Element
    expect(region.getAttribute('role')).toBe('status')
    expect(region.textContent).not.toBe('')
    await write(fake.state.onramp as never, {
      ...fake.state.onramp.value,
      status: 'arrived',
      received: '0.0165',
    })
    expect(root.querySelector('[data-latch-onramp-status]')).toBe(region)
    expect(region.querySelector('[data-latch-onramp-received]')?.textContent).toContain('0.0165')
  })
})

describe('Swap: the focus on the preview and back', () => {
  it('behavior: Review focuses the preview (a region under its title, not Back); Back focuses the amount typed', async () => {
    const { fake, root } = await setup('Swap', {
      from: ldt,
      to: eth,
      amount: '1',
      quote: { ...quote, needsApproval: false },
    })
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
    await click(root.querySelector('[data-latch-swap-review]') as Element)
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
