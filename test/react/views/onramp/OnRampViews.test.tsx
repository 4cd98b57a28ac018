// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { emptyOnramp } from '../../../../runtime/state/types.ts'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal } from '../../support/renderModal.tsx'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
})

const CHUNK = 'Failed to fetch dynamically imported module'

/** A fake on OnRampProviders with a token and an amount chosen, so the provider tiles are on. */
const providersFake = () => {
  const fake = makeFakeClient({ view: 'OnRampProviders', apiUrl: 'http://127.0.0.1:8787' })
  fake.state.onramp.value = {
    ...emptyOnramp,
    purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH' }],
    purchaseCurrency: 'ETH',
    amount: '50',
  }
  return fake
}

describe('OnRampProviders', () => {
  it('behavior: an options load that fails before its flow writes state (its code not loaded) says why', async () => {
    const fake = providersFake()
    fake.fail.loadOnrampOptions = new Error(CHUNK)
    unmount = await renderModal(fake)
    const root = await findView('OnRampProviders')
    const error = await waitFor(() => root.querySelector('[data-latch-action-error]'))
    expect(error.textContent).toBe(CHUNK)
    expect(fake.calls).toContainEqual(['loadOnrampOptions'])
  })

  it('behavior: the provider tiles are off while the options load', async () => {
    const fake = providersFake()
    let loaded = () => {}
    fake.hold.loadOnrampOptions = new Promise<void>((resolve) => {
      loaded = resolve
    })
    unmount = await renderModal(fake)
    const root = await findView('OnRampProviders')
    const tile = () => root.querySelector('[data-latch-onramp-provider]') as HTMLButtonElement
    expect(tile().disabled).toBe(true)
    loaded()
    await waitFor(() => !tile().disabled || undefined)
  })
})

describe('OnRampProviders: the buy', () => {
  it('behavior: the provider tiles are off while a buy runs', async () => {
    const fake = providersFake()
    let bought = () => {}
    fake.hold.buyCrypto = new Promise<void>((resolve) => {
      bought = resolve
    })
    unmount = await renderModal(fake)
    const root = await findView('OnRampProviders')
    const tile = () => root.querySelector('[data-latch-onramp-provider]') as HTMLButtonElement
    await waitFor(() => !tile().disabled || undefined)
    await click(tile())
    expect(tile().disabled).toBe(true)
    bought()
    await waitFor(() => !tile().disabled || undefined)
  })
})

describe('BuyInProgress', () => {
  it('behavior: a buy that fails before its flow writes state.onramp says why once the client shows BuyInProgress', async () => {
    const fake = providersFake()
    fake.fail.buyCrypto = new Error(CHUNK)
    let bought = () => {}
    fake.hold.buyCrypto = new Promise<void>((resolve) => {
      bought = resolve
    })
    // As the client does: BuyInProgress is shown in the click, before the flow's code loads.
    const buy = fake.client.buyCrypto
    Object.assign(fake.client, {
      buyCrypto: (provider: string) => {
        fake.client.navigate('BuyInProgress')
        return buy(provider)
      },
    })
    unmount = await renderModal(fake)
    const root = await findView('OnRampProviders')
    await click(root.querySelector('[data-latch-onramp-provider]') as Element)
    const view = await findView('BuyInProgress')
    bought()
    const error = await waitFor(() => view.querySelector('[data-latch-onramp-error]'))
    expect(error.textContent).toBe(CHUNK)
    expect(fake.calls).toContainEqual(['buyCrypto', ''])
  })

  it("behavior: the flow's own error in state.onramp is shown first", async () => {
    const fake = makeFakeClient({ view: 'BuyInProgress', apiUrl: 'http://127.0.0.1:8787' })
    fake.state.onramp.value = { ...emptyOnramp, status: 'error', error: 'Unsupported chain' }
    unmount = await renderModal(fake)
    await findView('BuyInProgress')
    const error = await waitFor(() => shadow().querySelector('[data-latch-onramp-error]'))
    expect(error.textContent).toBe('Unsupported chain')
  })
})
