// @vitest-environment happy-dom
import { signal } from '@preact/signals-core'
import { Effect } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { DataApiError } from '../../../../runtime/errors/DataApiError.ts'
import type { LatchClient } from '../../../../runtime/index.ts'
import { solana } from '../../../../runtime/networks.ts'
import { DataApi, type DataApiService } from '../../../../runtime/services/DataApi.ts'
import { emptyNames, emptySend, type SendState } from '../../../../runtime/state/types.ts'
import { testWallet } from '../../../runtime/support/testWallet.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { makeFlowClient } from '../../support/flowClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'
import { eth } from '../support/sendForm.ts'
import { connectVisitor, gasChainRpc, swapChain } from '../support/swapEdge.ts'

const holder = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

afterEach(() => {
  document.body.innerHTML = ''
})

/** WalletSend over a fake client with a Data API; `updateSend` records and writes the patch. */
const setup = async (send: Partial<SendState> = {}) => {
  const fake = makeFakeClient({ view: 'WalletSend', apiUrl: 'http://127.0.0.1:9' })
  fake.state.account.value = { ...noAccount, address: holder, status: 'connected' }
  const state = Object.assign(fake.state, {
    send: signal<SendState>({ ...emptySend, tokenBalances: [eth], token: eth, ...send }),
    names: signal(emptyNames),
  })
  Object.assign(fake.client as LatchClient, {
    loadSendTokens: async () => undefined,
    updateSend: async (patch: { receiver?: string }) => {
      fake.calls.push(['updateSend', patch])
      if ('receiver' in patch)
        state.send.value = { ...state.send.value, receiverInput: patch.receiver }
    },
  })
  await renderModal(fake)
  const root = await findView('WalletSend')
  const field = root.querySelector('[data-latch-send-receiver]') as HTMLInputElement
  const status = () => root.querySelector('[data-latch-send-receiver-lookup]')
  const problem = () => root.querySelector('[data-latch-send-receiver-problem]')
  const retry = () => root.querySelector<HTMLButtonElement>('[data-latch-send-receiver-retry]')
  const preview = () => root.querySelector<HTMLButtonElement>('[data-latch-send-preview]')
  return { fake, state, root, field, status, problem, retry, preview }
}

describe('WalletSend: a receiver account name', () => {
  it('behavior: the lookup is announced politely in a status region there, empty, from the first render', async () => {
    const { state, field, status, preview } = await setup()
    const region = status()
    expect(region?.getAttribute('role')).toBe('status')
    expect(region?.textContent).toBe('')
    await typeInto(field, 'alice.latch.id')
    await write(state.send, { ...state.send.value, receiverLookup: 'waiting' })
    expect(region?.textContent).toBe('')
    await write(state.send, { ...state.send.value, receiverLookup: 'resolving' })
    expect(status()).toBe(region)
    expect(region?.textContent).toBe('Looking up alice.latch.id…')
    expect(preview()?.disabled).toBe(true)
  })

  it.each([
    ['notFound', 'No one holds the name alice.latch.id.'],
    ['noAddress', 'alice.latch.id has no address on this network.'],
  ] as const)(
    'behavior: %s says so under the field, in an alert; Preview stays off',
    async (lookup, text) => {
      const { state, field, status, problem, retry, preview } = await setup()
      await typeInto(field, 'alice.latch.id')
      await write(state.send, { ...state.send.value, receiverLookup: lookup })
      expect(problem()?.querySelector('[role="alert"]')?.textContent).toBe(text)
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(status()?.textContent).toBe('')
      expect(retry()).toBeNull()
      expect(preview()?.disabled).toBe(true)
    },
  )

  it('behavior: a failed lookup says why and Try again asks again for the text kept, the focus back in the field', async () => {
    const { fake, state, field, problem, retry } = await setup()
    await typeInto(field, 'alice.latch.id')
    await write(state.send, {
      ...state.send.value,
      receiverLookup: 'failed',
      receiverLookupError: 'Error resolving name',
    })
    expect(problem()?.querySelector('[role="alert"]')?.textContent).toBe('Error resolving name')
    expect(retry()?.textContent).toBe('Try again')
    expect(retry()?.type).toBe('button')
    await click(retry() as HTMLButtonElement)
    expect(fake.calls.filter((c) => c[0] === 'updateSend').map((c) => c[1])).toEqual([
      { receiver: 'alice.latch.id' },
      { receiver: 'alice.latch.id' },
    ])
    expect(field.value).toBe('alice.latch.id')
    expect(shadow().activeElement).toBe(field)
  })

  it('behavior: on Solana the field asks for an address and no lookup state shows', async () => {
    const { fake, state, field, status, problem } = await setup({
      receiverInput: 'alice.latch.id',
      receiverLookup: 'notFound',
    })
    await write(fake.state.network, solana)
    expect(field.placeholder).toBe('Receiver address')
    expect(problem()).toBeNull()
    await write(state.send, { ...state.send.value, receiverLookup: 'resolving' })
    expect(status()?.textContent).toBe('')
  })
})

describe('WalletSend: a receiver account name, over the runtime flows', () => {
  it('behavior: a lookup that fails, then Try again: found, its name shown, Preview on with its fee', async () => {
    let answers = 0
    const call = ((id: string, input: { path: { name: string } }) =>
      id === 'getProfileAccount'
        ? Effect.suspend(() =>
            ++answers === 1
              ? Effect.fail(DataApiError.of('ServerError', id, { status: 503 }))
              : Effect.succeed({ name: input.path.name, addresses: { '60': { address: holder } } }),
          )
        : Effect.fail(
            DataApiError.of('HttpStatus', id, { status: 501 }),
          )) as unknown as DataApiService['call']
    const flow = makeFlowClient({
      networks: [swapChain],
      view: 'WalletSend',
      resolveReceiver: true,
      dataApi: DataApi.layerTest({
        call,
        getAccountBalance: ({ chainId }) =>
          Effect.succeed({
            balances: [{ ...eth, chainId, quantity: { decimals: '18', numeric: '1' } }],
          }),
      }),
      chainRpc: gasChainRpc,
      connectors: [testWallet(() => Effect.succeed(null))],
    })
    connectVisitor(flow)
    const unmount = await renderModal(flow)
    try {
      const root = await findView('WalletSend')
      await waitFor(() => root.querySelector('[data-latch-send-token="ETH"]'))
      await typeInto(root.querySelector('[data-latch-send-amount]') as HTMLInputElement, '0.01')
      await typeInto(
        root.querySelector('[data-latch-send-receiver]') as HTMLInputElement,
        'bob.latch.id',
      )
      const alert = await waitFor(() =>
        root.querySelector('[data-latch-send-receiver-problem] [role="alert"]'),
      )
      expect(alert.textContent).toBe('Error resolving name')
      await click(root.querySelector('[data-latch-send-receiver-retry]') as HTMLButtonElement)
      const name = await waitFor(() => root.querySelector('[data-latch-send-receiver-name]'))
      expect(name.textContent).toBe('bob.latch.id')
      expect(root.querySelector('[data-latch-send-receiver-problem]')).toBeNull()
      const preview = root.querySelector<HTMLButtonElement>('[data-latch-send-preview]')
      expect(preview?.disabled).toBe(false)
      await waitFor(() => flow.idle())
      await click(preview as HTMLButtonElement)
      const shown = await findView('WalletSendPreview')
      expect(shown?.querySelector('[data-latch-send-fee]')?.textContent).toBe(
        '0.000021 ETH ($0.06)',
      )
    } finally {
      await unmount()
      await flow.dispose()
    }
  })
})
