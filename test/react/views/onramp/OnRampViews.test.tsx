// @vitest-environment happy-dom

import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../../../runtime/networks.ts'
import { emptyOnramp } from '../../../../runtime/state/types.ts'
import { testPolygon } from '../../../runtime/support/flowLayer.ts'
import { held, makeFakeClient } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal } from '../../support/renderModal.tsx'

const CHUNK = 'Failed to fetch dynamically imported module'

/** A fake client with its modal on `view`. */
const fakeOn = (view: 'OnRampProviders' | 'BuyInProgress') =>
  makeFakeClient({ view, apiUrl: 'http://127.0.0.1:8787' })

/** A fake on OnRampProviders with a token and an amount chosen, so the provider tiles are on. */
const providersFake = () => {
  const fake = fakeOn('OnRampProviders')
  fake.state.onramp.value = {
    ...emptyOnramp,
    purchaseCurrencies: [{ id: 'ETH', name: 'Ether', symbol: 'ETH' }],
    purchaseCurrency: 'ETH',
    amount: '50',
  }
  return fake
}

/** `fake`'s modal mounted on OnRampProviders: its root and its (first) provider tile. */
const renderProviders = async (fake: ReturnType<typeof providersFake>) => {
  await renderModal(fake)
  const root = await findView('OnRampProviders')
  const tile = () => root.querySelector('[data-latch-onramp-provider]') as HTMLButtonElement
  return { root, tile }
}

describe('OnRampProviders', () => {
  it('behavior: an options load that fails before its flow writes state (its code not loaded) says why', async () => {
    const fake = providersFake()
    fake.fail.loadOnrampOptions = new Error(CHUNK)
    const { root } = await renderProviders(fake)
    const error = await waitFor(() => root.querySelector('[data-latch-action-error]'))
    expect(error.textContent).toBe(CHUNK)
    expect(fake.calls).toContainEqual(['loadOnrampOptions'])
  })

  it('behavior: the provider tiles are off while the options load', async () => {
    const fake = providersFake()
    const options = held()
    fake.hold.loadOnrampOptions = options.promise
    const { tile } = await renderProviders(fake)
    expect(tile().disabled).toBe(true)
    options.settle()
    await waitFor(() => !tile().disabled || undefined)
  })
})

describe('OnRampProviders: the buy', () => {
  it('behavior: the provider tiles are off while a buy runs', async () => {
    const fake = providersFake()
    const buy = held()
    fake.hold.buyCrypto = buy.promise
    const { tile } = await renderProviders(fake)
    await waitFor(() => !tile().disabled || undefined)
    await click(tile())
    expect(tile().disabled).toBe(true)
    buy.settle()
    await waitFor(() => !tile().disabled || undefined)
  })

  it('behavior: a buy the client could not start (its runtime not loaded) says why under the tiles', async () => {
    const fake = providersFake()
    fake.fail.buyCrypto = new Error(CHUNK)
    const { root, tile } = await renderProviders(fake)
    await waitFor(() => !tile().disabled || undefined)
    await click(tile())
    const error = await waitFor(() => root.querySelector('[data-latch-action-error]'))
    expect(error.textContent).toBe(CHUNK)
    expect(fake.calls).toContainEqual(['buyCrypto', ''])
  })
})

describe('BuyInProgress', () => {
  it("behavior: the purchase's failure in state.onramp is shown", async () => {
    const fake = fakeOn('BuyInProgress')
    fake.state.onramp.value = { ...emptyOnramp, status: 'error', error: 'Unsupported chain' }
    await renderModal(fake)
    await findView('BuyInProgress')
    const error = await waitFor(() => shadow().querySelector('[data-latch-onramp-error]'))
    expect(error.textContent).toBe('Unsupported chain')
  })

  it('behavior: the wallet switching network while a purchase is under way: it still names what was bought, through to its arrival', async () => {
    const fake = fakeOn('BuyInProgress')
    const purchase = { network: mainnet.caipNetworkId, networkName: mainnet.name, symbol: 'ETH' }
    fake.state.network.value = mainnet
    fake.state.onramp.value = { ...emptyOnramp, status: 'waiting', provider: '', purchase }
    await renderModal(fake)
    const view = await findView('BuyInProgress')
    const status = () => view.querySelector('[data-latch-onramp-status]')?.textContent ?? ''
    expect(status()).toContain('ETH')
    act(() => {
      fake.state.network.value = testPolygon
    })
    expect(status()).toContain('ETH')
    expect(status()).not.toContain('POL')
    expect(view.getAttribute('data-latch-onramp-network')).toBe(mainnet.caipNetworkId)
    act(() => {
      fake.state.onramp.value = {
        ...fake.state.onramp.value,
        status: 'arrived',
        received: '0.0165',
      }
    })
    await waitFor(() => view.querySelector('[data-latch-onramp-received]'))
    expect(status()).toBe('0.0165 ETH arrived')
  })
})
