// @vitest-environment happy-dom
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../../../generated/api/schemas.ts'
import { formatUsd } from '../../../../react/format/formatUsd.ts'
import { inNativeUnit } from '../../../../runtime/features/send/networkFee.ts'
import type { LatchClient, ViewName } from '../../../../runtime/index.ts'
import { mainnet } from '../../../../runtime/networks.ts'
import { emptyAccount, type SendState } from '../../../../runtime/state/types.ts'
import { flowLayer } from '../../../runtime/support/flowLayer.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'
import { eth, withSendSignals } from '../support/sendForm.ts'

const ldt: TokenBalance = {
  ...eth,
  name: 'Latch Dev Token',
  symbol: 'LDT',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '18', numeric: '100' },
}
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A fake client with the send and names signals; `updateSend` writes the patch as given. */
const setup = async (
  view: ViewName,
  send: Partial<SendState> = {},
  failing: Partial<Record<string, Error>> = {},
) => {
  const fake = makeFakeClient({ view })
  Object.assign(fake.fail, failing)
  fake.state.account.value = { ...noAccount, address: receiver, status: 'connected' }
  const state = withSendSignals(fake, { tokenBalances: [eth, ldt], token: eth, ...send })
  const record =
    (name: string, effect?: (...args: never[]) => void) =>
    async (...args: unknown[]) => {
      fake.calls.push([name, ...args])
      ;(effect as ((...a: unknown[]) => void) | undefined)?.(...args)
      const error = fake.fail[name]
      if (error) throw error
      return undefined
    }
  Object.assign(fake.client as LatchClient, {
    loadSendTokens: record('loadSendTokens'),
    updateSend: record(
      'updateSend',
      (patch: { amount?: string; receiver?: string; token?: TokenBalance }) => {
        const next = { ...state.send.value }
        if ('amount' in patch) next.sendTokenAmount = patch.amount
        if ('receiver' in patch) next.receiverInput = patch.receiver
        if ('token' in patch) next.token = patch.token
        state.send.value = next
      },
    ),
    send: record('send'),
  })
  await renderModal(fake)
  const root = await findView(view)
  return { fake, state, root }
}

describe('WalletSend', () => {
  it('behavior: a token load that fails before its flow writes state.send shows why in the form', async () => {
    const { root } = await setup(
      'WalletSend',
      {},
      { loadSendTokens: new Error('Failed to fetch dynamically imported module') },
    )
    const error = await waitFor(() => root.querySelector('[data-latch-send-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
  })

  it('default: loads the tokens, shows the chosen one with its balance, Preview off until ready', async () => {
    const { fake, root } = await setup('WalletSend')
    expect(fake.calls.some((c) => c[0] === 'loadSendTokens')).toBe(true)
    expect(root.querySelector('[data-latch-send-token]')?.textContent).toBe('ETHBalance 1.5 ETH')
    expect(root.querySelector<HTMLButtonElement>('[data-latch-send-preview]')?.disabled).toBe(true)
    expect(root.querySelector('[data-latch-send-error]')).toBeNull()
  })

  it('behavior: typing writes the form; Max writes the balance; the token tile opens the picker', async () => {
    const { fake, root } = await setup('WalletSend')
    await typeInto(root.querySelector('[data-latch-send-amount]') as HTMLInputElement, '0.01')
    await typeInto(root.querySelector('[data-latch-send-receiver]') as HTMLInputElement, receiver)
    const max = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Max')
    await click(max as HTMLButtonElement)
    expect(fake.calls.filter((c) => c[0] === 'updateSend').map((c) => c[1])).toEqual([
      { amount: '0.01' },
      { receiver },
      { amount: '1.5' },
    ])
    await click(root.querySelector('[data-latch-send-token]') as HTMLButtonElement)
    expect(fake.calls.at(-1)).toEqual(['navigate', 'WalletSendSelectToken', undefined])
  })

  it('behavior: the balance reads grouped, while the amount field keeps what was typed and Max the exact balance', async () => {
    const big = { ...ldt, quantity: { decimals: '18', numeric: '1000000.123456789' } }
    const { fake, root } = await setup('WalletSend', { tokenBalances: [eth, big], token: big })
    expect(root.querySelector('[data-latch-send-token]')?.textContent).toBe(
      'LDTBalance 1,000,000.1234 LDT',
    )
    const amount = root.querySelector('[data-latch-send-amount]') as HTMLInputElement
    await typeInto(amount, '1000000.5')
    expect(amount.value).toBe('1000000.5')
    const max = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Max')
    await click(max as HTMLButtonElement)
    expect(fake.calls.filter((c) => c[0] === 'updateSend').map((c) => c[1])).toEqual([
      { amount: '1000000.5' },
      { amount: '1000000.123456789' },
    ])
    expect(amount.value).toBe('1000000.123456789')
  })

  it("rule: the form's problem shows inline and Preview stays off; a ready form previews", async () => {
    const { fake, state, root } = await setup('WalletSend', { invalid: 'Insufficient balance' })
    expect(root.querySelector('[data-latch-send-error]')?.textContent).toBe('Insufficient balance')
    await write(state.send, { ...state.send.value, invalid: 'Invalid receiver address' })
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Invalid receiver address')
    await write(state.send, { ...state.send.value, invalid: undefined, ready: true })
    const preview = root.querySelector<HTMLButtonElement>('[data-latch-send-preview]')
    expect(preview?.disabled).toBe(false)
    await click(preview as HTMLButtonElement)
    expect(fake.calls.at(-1)).toEqual(['navigate', 'WalletSendPreview', undefined])
  })
})

describe('WalletSendSelectToken', () => {
  it('default: lists the tokens; picking one sets it (the flow goes back: the router table)', async () => {
    const { fake, state, root } = await setup('WalletSendSelectToken')
    const tiles = [...root.querySelectorAll('[data-latch-token]')]
    expect(tiles.map((t) => t.getAttribute('data-latch-token'))).toEqual(['ETH', 'LDT'])
    await click(tiles[1] as Element)
    await waitFor(() => fake.calls.some((c) => c[0] === 'updateSend'))
    expect(state.send.value.token?.symbol).toBe('LDT')
    expect(fake.calls.some((c) => c[0] === 'back' || c[0] === 'navigate')).toBe(false)
  })

  it('behavior: a pick that fails shows why in an alert', async () => {
    const { fake, root } = await setup('WalletSendSelectToken')
    fake.fail.updateSend = new Error('Send is not available on this network')
    await click(root.querySelectorAll('[data-latch-token]')[1] as Element)
    await waitFor(() => root.querySelector('[data-latch-action-error]'))
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'Send is not available on this network',
    )
  })

  it('behavior: the search filters by symbol or name', async () => {
    const { root } = await setup('WalletSendSelectToken')
    await typeInto(root.querySelector('input[type="search"]') as HTMLInputElement, 'latch')
    expect([...root.querySelectorAll('[data-latch-token]')].map((t) => t.textContent)).toEqual([
      'LLatch Dev Token100 LDT',
    ])
  })
})

describe('WalletSend: an action that fails says so', () => {
  it('behavior: an amount the form cannot take shows why inline', async () => {
    const { fake, root } = await setup('WalletSend')
    fake.fail.updateSend = new Error('Failed to fetch dynamically imported module')
    await typeInto(root.querySelector('[data-latch-send-amount]') as HTMLInputElement, '1')
    await waitFor(() => root.querySelector('[data-latch-send-error]'))
    expect(root.querySelector('[data-latch-send-error]')?.textContent).toBe(
      'Failed to fetch dynamically imported module',
    )
  })
})

describe('WalletSendPreview', () => {
  const ready = {
    sendTokenAmount: '5',
    receiverInput: receiver,
    receiverAddress: receiver,
    token: ldt,
    ready: true,
  }

  it('default: the summary; Send sends (the flow returns to Account: the router table)', async () => {
    const { fake, root } = await setup('WalletSendPreview', ready)
    expect(root.querySelector('[data-latch-send-summary]')?.textContent).toBe('5 LDT')
    expect(root.textContent).toContain('0x7099…79C8')
    await click(root.querySelector('[data-latch-send-confirm]') as HTMLButtonElement)
    await waitFor(() => fake.calls.some((c) => c[0] === 'send'))
    expect(fake.calls.filter((c) => c[0] === 'send')).toHaveLength(1)
    expect(fake.calls.some((c) => c[0] === 'navigate')).toBe(false)
  })

  it('behavior: a Send that fails before its flow writes state.send shows why once, above the buttons', async () => {
    const { fake, state, root } = await setup('WalletSendPreview', ready, {
      send: new Error('Failed to fetch dynamically imported module'),
    })
    await click(root.querySelector('[data-latch-send-confirm]') as HTMLButtonElement)
    const error = await waitFor(() => root.querySelector('[data-latch-action-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
    expect(fake.calls.filter((c) => c[0] === 'send')).toHaveLength(1)
    // Once the flow's state has the failure, the preview shows that one alone.
    await write(state.send as never, {
      ...state.send.value,
      status: 'error',
      error: 'Signature declined',
    })
    expect(root.querySelector('[data-latch-action-error]')).toBeNull()
    expect(root.querySelector('[data-latch-send-error]')?.textContent).toBe('Signature declined')
  })

  it('default: the estimated network fee in ETH and USD; until then, estimating; if it fails, not available', async () => {
    const { state, root } = await setup('WalletSendPreview', ready)
    const fee = () => root.querySelector('[data-latch-send-fee]')?.textContent
    expect(fee()).toBe('Estimating…')
    await write(state.send as never, {
      ...state.send.value,
      fee: { amount: '0.000042', symbol: 'ETH', usd: 0.126 },
    })
    expect(fee()).toBe('0.000042 ETH ($0.13)')
    await write(state.send as never, { ...state.send.value, fee: 'unavailable' })
    expect(fee()).toBe('Not available')
  })

  it('behavior: a fee estimated before the native token’s price was known shows its USD once the balances bring it', async () => {
    const { state, root } = await setup('WalletSendPreview', ready)
    const fee = () => root.querySelector('[data-latch-send-fee]')?.textContent
    // Estimated right after a network change, while the balances were still loading.
    await write(state.send as never, {
      ...state.send.value,
      fee: { amount: '0.000042', symbol: 'ETH', usd: undefined },
    })
    expect(fee()).toBe('0.000042 ETH')
    await write(state.account as never, { ...state.account.value, tokenBalance: [eth, ldt] })
    expect(fee()).toBe('0.000042 ETH ($0.13)')
  })

  it('rule: the USD shown is the runtime’s figure for the fee, priced at estimation or once the balances bring the price', async () => {
    // The runtime prices 42 000 gwei at the native token's price (3000 USD, not value ÷ quantity).
    const runtime = flowLayer([], { networks: [mainnet] })
    runtime.state.account.value = { ...emptyAccount, tokenBalance: [eth, ldt] }
    const estimated = await Effect.runPromise(
      inNativeUnit(42_000n * 10n ** 9n).pipe(Effect.provide(runtime.layer)),
    )
    expect(estimated.usd).toBeDefined()
    const shown = `${estimated.amount} ETH (${formatUsd(estimated.usd ?? Number.NaN)})`
    const { state, root } = await setup('WalletSendPreview', ready)
    const fee = () => root.querySelector('[data-latch-send-fee]')?.textContent
    await write(state.send as never, { ...state.send.value, fee: estimated })
    expect(fee()).toBe(shown)
    // Estimated before the price was known: the modal prices it by the runtime's same rule.
    await write(state.send as never, { ...state.send.value, fee: { ...estimated, usd: undefined } })
    await write(state.account as never, { ...state.account.value, tokenBalance: [eth, ldt] })
    expect(fee()).toBe(shown)
  })

  it('behavior: while the wallet or the receipt is awaited Send is off; a failure stays with its text', async () => {
    const { state, root } = await setup('WalletSendPreview', { ...ready, status: 'confirming' })
    const confirm = root.querySelector<HTMLButtonElement>('[data-latch-send-confirm]')
    expect(confirm?.disabled).toBe(true)
    expect(root.querySelector('[role="status"]')?.textContent).toBe(
      'Waiting for the transaction to be confirmed…',
    )
    await write(state.send, {
      ...state.send.value,
      status: 'error',
      error: 'User rejected the request',
    })
    expect(shadow().querySelector('[data-latch-send-error]')?.textContent).toBe(
      'User rejected the request',
    )
    expect(confirm?.disabled).toBe(false)
  })

  it('behavior: the wallet step is announced in a status region that was there, empty, before it', async () => {
    const { state, root } = await setup('WalletSendPreview', ready)
    const region = root.querySelector('[data-latch-send-status]')
    expect(region?.getAttribute('role')).toBe('status')
    expect(region?.textContent).toBe('')
    await write(state.send, { ...state.send.value, status: 'sending' })
    expect(root.querySelector('[data-latch-send-status]')).toBe(region)
    expect(region?.textContent).toBe('Confirm the transaction in your wallet.')
  })
})
