// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { ConnectButton, LatchProvider } from '../../../react/index.ts'
import { makeFakeClient } from '../support/fakeClient.ts'
import { mount, shadow, waitFor } from '../support/mount.tsx'
import { findView } from '../support/renderModal.tsx'

const render = async (locale?: string) => {
  const fake = makeFakeClient(locale ? { locale } : {})
  const view = await mount(
    <LatchProvider client={fake.client}>
      <ConnectButton />
    </LatchProvider>,
  )
  await findView('Connect')
  return view
}

const title = () => shadow().querySelector('#latch-title')?.textContent
const root = () => shadow().querySelector('.latch-root')
const dialog = () => shadow().querySelector('[data-testid="latch-modal"]')
const button = (container: HTMLElement) =>
  container.querySelector('[data-testid="latch-connect-button"]')?.textContent

describe('locale', () => {
  it('default: English, left to right', async () => {
    const { container } = await render()
    expect(title()).toBe('Connect Wallet')
    expect(root()?.getAttribute('lang')).toBe('en')
    expect(root()?.getAttribute('dir')).toBe('ltr')
    expect(button(container)).toBe('Connect Wallet')
  })

  it('parameters: Spanish with a region, in the modal and on the button', async () => {
    const { container } = await render('es-MX')
    await waitFor(() => title() === 'Conectar billetera')
    expect(root()?.getAttribute('lang')).toBe('es-MX')
    expect(dialog()?.getAttribute('dir')).toBe('ltr')
    expect(shadow().querySelector('[data-latch-close]')?.getAttribute('aria-label')).toBe('Cerrar')
    await waitFor(() => button(container) === 'Conectar billetera')
  })

  it('parameters: Japanese', async () => {
    await render('ja')
    await waitFor(() => title() === 'ウォレットを接続')
    expect(shadow().querySelector('[data-latch-all-wallets]')?.textContent).toContain(
      'すべてのウォレット',
    )
  })

  it('behavior: Arabic is laid out right to left', async () => {
    const { container } = await render('ar')
    await waitFor(() => title() === 'ربط المحفظة')
    expect(root()?.getAttribute('dir')).toBe('rtl')
    expect(root()?.getAttribute('lang')).toBe('ar')
    expect(dialog()?.getAttribute('dir')).toBe('rtl')
    expect(button(container)).toBe('ربط المحفظة')
  })
})
