// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { afterPaint } from '../../react/modal/afterPaint.ts'
import { FAKE_ADDRESS, type FakeWallet, makeFakeWallet } from './support/fakeWallet.ts'
import { click, key, shadow, waitFor } from './support/mount.tsx'
import { realClients } from './support/realClient.tsx'

const CHAIN_ID = 31_337
const { local, mountClient } = realClients(CHAIN_ID)

const setup = async (options: { siwx?: { required: boolean } } = {}) => {
  const wallet: FakeWallet = makeFakeWallet(CHAIN_ID)
  const { latch, button } = await mountClient({
    networks: [local()],
    connectors: [{ id: 'fake', name: 'Fake Wallet', namespace: 'eip155', provider: wallet }],
    ...options,
  })
  return { latch, wallet, button }
}

const openConnect = async (button: HTMLButtonElement) => {
  button.focus()
  await click(button)
  return waitFor(() => shadow().querySelector('[data-latch-view="Connect"]'))
}

describe('LatchProvider + ConnectButton', () => {
  it('default: click, Connect view, connector tile, Account view with the address and balance', async () => {
    const { button, latch } = await setup()
    expect(button.textContent).toBe('Connect Wallet')
    await openConnect(button)
    const modal = shadow().querySelector('[data-testid="latch-modal"]')
    expect(modal?.getAttribute('role')).toBe('dialog')
    expect(modal?.getAttribute('aria-modal')).toBe('true')
    const title = shadow().getElementById(modal?.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe('Connect Wallet')

    const tile = shadow().querySelector('[data-latch-connector="fake"]')
    expect(tile?.textContent).toContain('Fake Wallet')
    await click(tile as Element)
    const account = await waitFor(() => shadow().querySelector('[data-latch-view="Account"]'))
    expect(account.querySelector('[data-latch-address]')?.getAttribute('data-latch-address')).toBe(
      FAKE_ADDRESS,
    )
    expect(account.textContent).toContain('0xf39F…2266')
    await waitFor(() => account.querySelector('[data-latch-balance]')?.textContent === '10 ETH')
    expect(button.textContent).toBe('0xf39F…2266')
    expect(latch.state.router.value).toEqual({ view: 'Account', history: [] })
  })

  it('behavior: the modal lives in an open shadow root holding its own stylesheet', async () => {
    const { button } = await setup()
    await openConnect(button)
    const host = document.querySelector('[data-latch-host]')
    expect(host?.parentElement).toBe(document.body)
    expect(host?.shadowRoot?.mode).toBe('open')
    expect(document.querySelector('[data-testid="latch-modal"]')).toBeNull()
    // Adopted as a constructed sheet (CSP allows it where a <style> element is refused).
    expect(shadow().querySelector('style')).toBeNull()
    const css = shadow()
      .adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n')
    expect(css).toContain('width: 360px')
    // SPEC §9 theme z-index 999 unless the app's themeVariables set --latch-z-index.
    expect(css).toContain('z-index: var(--latch-z-index, 999)')
    expect(css).toContain('latch-shake 500ms')
    expect(shadow().querySelector('.latch-root')?.getAttribute('data-theme')).toBe('dark')
  })

  it('behavior: Escape closes and focus returns to the trigger', async () => {
    const { button, latch } = await setup()
    await openConnect(button)
    const modal = shadow().querySelector('[data-testid="latch-modal"]') as HTMLElement
    expect(shadow().activeElement).not.toBeNull()
    expect(document.activeElement).not.toBe(button)
    await key(shadow().activeElement ?? modal, 'Escape')
    await waitFor(() => !latch.state.modal.value.open)
    await waitFor(() => shadow().querySelector('[data-testid="latch-modal"]') === null)
    expect(document.activeElement).toBe(button)
  })

  it('behavior: focus moves into the dialog once the view has painted', async () => {
    const { button } = await setup()
    button.focus()
    await click(button)
    // The view is there at once; the focus follows after its first frame.
    expect(shadow().querySelector('[data-latch-view="Connect"]')).not.toBeNull()
    expect(document.activeElement).toBe(button)
    await waitFor(() => shadow().activeElement !== null)
    const modal = shadow().querySelector('[data-testid="latch-modal"]') as HTMLElement
    const first = modal.querySelector('[data-latch-body] button:not([disabled])')
    expect(shadow().activeElement).toBe(first)
  })

  it('behavior: focus another element took before the paint stays there', async () => {
    const { button, latch } = await setup()
    // The secure frame does this over ApproveTransaction: it focuses itself as it shows.
    const frame = document.createElement('iframe')
    frame.tabIndex = 0
    document.body.append(frame)
    button.focus()
    await click(button)
    frame.focus()
    expect(document.activeElement).toBe(frame)
    // Past the view's first frame (a task queued after the dialog's), it would have taken the focus.
    await act(() => new Promise<void>((resolve) => afterPaint(resolve)))
    expect(document.activeElement).toBe(frame)
    frame.remove()
    await act(() => latch.close())
  })

  it('behavior: a key pressed before the view has painted acts from inside the dialog', async () => {
    const { button, latch } = await setup()
    button.focus()
    await click(button)
    expect(document.activeElement).toBe(button)
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    const modal = shadow().querySelector('[data-testid="latch-modal"]') as HTMLElement
    const first = modal.querySelector('[data-latch-body] button:not([disabled])')
    expect(shadow().activeElement).toBe(first)
    await key(shadow().activeElement as Element, 'Escape')
    await waitFor(() => !latch.state.modal.value.open)
  })

  it('behavior: backdrop click closes, a click inside does not', async () => {
    const { button, latch } = await setup()
    await openConnect(button)
    await click(shadow().querySelector('[data-latch-view="Connect"]') as Element)
    expect(latch.state.modal.value.open).toBe(true)
    await click(shadow().querySelector('[data-latch-backdrop]') as Element)
    await waitFor(() => !latch.state.modal.value.open)
  })

  it('behavior: Tab and Shift+Tab wrap inside the dialog', async () => {
    const { button } = await setup()
    await openConnect(button)
    const modal = shadow().querySelector('[data-testid="latch-modal"]') as HTMLElement
    const items = Array.from(modal.querySelectorAll<HTMLElement>('button:not([disabled])'))
    const first = items[0] as HTMLElement
    const last = items.at(-1) as HTMLElement
    expect(items.length).toBeGreaterThan(1)
    last.focus()
    await key(last, 'Tab')
    expect(shadow().activeElement).toBe(first)
    await key(first, 'Tab', { shiftKey: true })
    expect(shadow().activeElement).toBe(last)
  })

  it('behavior: a refused connect shows the wallet message and Retry connects', async () => {
    const { button, wallet } = await setup()
    await openConnect(button)
    wallet.reject = true
    let release: () => void = () => undefined
    wallet.gate = new Promise<void>((resolve) => {
      release = resolve
    })
    await click(shadow().querySelector('[data-latch-connector="fake"]') as Element)
    const connecting = await waitFor(() =>
      shadow().querySelector('[data-latch-view="ConnectingExternal"]'),
    )
    expect(connecting.getAttribute('data-state')).toBe('loading')
    expect(connecting.querySelector('[role="progressbar"]')).not.toBeNull()
    await act(async () => release())
    await waitFor(() => connecting.getAttribute('data-state') === 'error')
    expect(connecting.querySelector('[data-latch-error]')?.textContent).toBe(
      'User rejected the request',
    )
    wallet.gate = Promise.resolve()
    const retry = Array.from(connecting.querySelectorAll('button')).find(
      (b) => b.textContent === 'Try again',
    )
    await click(retry as Element)
    await waitFor(() => shadow().querySelector('[data-latch-view="Account"]'))
  })

  it('behavior: back button follows the router history', async () => {
    const { button } = await setup()
    await openConnect(button)
    expect(shadow().querySelector('[data-latch-back]')).toBeNull()
    await click(shadow().querySelector('[data-latch-all-wallets]') as Element)
    await waitFor(() => shadow().querySelector('[data-latch-view="AllWallets"]'))
    await click(shadow().querySelector('[data-latch-back]') as Element)
    await waitFor(() => shadow().querySelector('[data-latch-view="Connect"]'))
  })

  it('behavior: required sign-in refuses to close and shakes; Cancel disconnects and stays on Connect', async () => {
    const { button, latch } = await setup({ siwx: { required: true } })
    await openConnect(button)
    await click(shadow().querySelector('[data-latch-connector="fake"]') as Element)
    const sign = await waitFor(() => shadow().querySelector('[data-latch-view="SIWXSignMessage"]'))
    await key(sign, 'Escape')
    await waitFor(() => latch.state.modal.value.shake)
    const modal = shadow().querySelector('[data-testid="latch-modal"]')
    expect(modal?.getAttribute('data-shake')).toBe('true')
    expect(latch.state.modal.value.open).toBe(true)
    await click(shadow().querySelector('[data-latch-siwx-sign]') as Element)
    await waitFor(() => sign.querySelector('[role="alert"]')?.textContent === 'Signature declined')
    await waitFor(() =>
      shadow().querySelector('[data-latch-toast]')?.textContent?.includes('Signature declined'),
    )
    await click(shadow().querySelector('[data-latch-siwx-cancel]') as Element)
    await waitFor(() => latch.state.account.value.status === 'disconnected')
    // docs/DECISIONS.md: the modal stays open on Connect, to pick another wallet.
    await waitFor(() => shadow().querySelector('[data-latch-view="Connect"]'))
    expect(latch.state.modal.value.open).toBe(true)
    expect(shadow().querySelector('[data-testid="latch-modal"]')).not.toBeNull()
  })
})
