// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { walletMonogram } from '../../../react/format/walletMonogram.ts'
import { makeFakeClient, registryWallet, walletsAt } from '../support/fakeClient.ts'
import { connector, findView, renderModal } from '../support/renderModal.tsx'

/** The tile's picture as the visitor sees it: what it is, its colour and its letters. */
const pictureOf = (tile: Element | null) => {
  const monogram = tile?.querySelector<HTMLElement>('[data-latch-monogram]')
  return {
    image: tile?.querySelector('img') !== null,
    className: monogram?.className,
    background: monogram?.style.background,
    text: monogram?.textContent,
    hidden: monogram?.getAttribute('aria-hidden'),
  }
}

describe('WalletIcon', () => {
  it('behavior: a connector and a registry wallet without an image get the same monogram tile', async () => {
    const fake = makeFakeClient({ view: 'Connect' })
    const sats = 'Latch Bitcoin Dev Wallet (sats-connect)'
    fake.state.connectors.value = [connector('sats', sats, { namespace: 'bitcoin' })]
    const rainbow = registryWallet('rainbow', 'Rainbow', { imageUrl: undefined })
    fake.state.wallets.value = walletsAt('ready', {
      recommended: [rainbow],
      entries: [rainbow],
      count: 1,
      page: 1,
    })
    await renderModal(fake)
    const root = await findView('Connect')
    const connectorTile = pictureOf(root.querySelector('[data-latch-connector="sats"]'))
    const registryTile = pictureOf(root.querySelector('[data-latch-wallet="rainbow"]'))
    expect(connectorTile).toEqual({
      image: false,
      className: 'latch-avatar latch-monogram',
      background: walletMonogram({ name: sats }).background,
      text: 'LB',
      hidden: 'true',
    })
    expect(registryTile).toEqual({
      ...connectorTile,
      background: walletMonogram(rainbow).background,
      text: 'RA',
    })
    expect(registryTile.background).toMatch(/^hsl\(\d+ 60% 30%\)$/)
  })
})
