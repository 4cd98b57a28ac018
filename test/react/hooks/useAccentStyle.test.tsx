// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { AccountButton, ConnectButton, LatchProvider, NetworkButton } from '../../../react/index.ts'
import { makeFakeClient, noAccount } from '../support/fakeClient.ts'
import { mount } from '../support/mount.tsx'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The three page buttons of a connected fake client with these theme variables; its unmount. */
const render = async (themeVariables: Record<string, string>) => {
  const fake = makeFakeClient({ config: { themeVariables } })
  fake.state.modal.value = { ...fake.state.modal.value, open: false }
  fake.state.account.value = { ...noAccount, address, status: 'connected' }
  const view = await mount(
    <LatchProvider client={fake.client} modal={false}>
      <ConnectButton style={{ margin: '2px' }} />
      <NetworkButton />
      <AccountButton />
    </LatchProvider>,
  )
  const buttons = ['connect', 'network', 'account'].map(
    (name) =>
      view.container.querySelector(`[data-testid="latch-${name}-button"]`) as HTMLButtonElement,
  )
  return { buttons, unmount: view.unmount }
}

describe('useAccentStyle', () => {
  it('behavior: the page buttons carry the accent and a readable text colour for the app’s CSS', async () => {
    for (const button of (await render({ '--latch-accent': '#f59e0b' })).buttons) {
      expect(button.style.getPropertyValue('--latch-accent')).toBe('#f59e0b')
      expect(button.style.getPropertyValue('--latch-accent-text')).toBe('#111827')
    }
  })

  it('parameters: Latch’s accent by default; the app’s own text colour and style win', async () => {
    const first = await render({})
    const [connect] = first.buttons
    expect(connect?.style.getPropertyValue('--latch-accent')).toBe('#2563eb')
    expect(connect?.style.getPropertyValue('--latch-accent-text')).toBe('#ffffff')
    expect(connect?.style.margin).toBe('2px')
    await first.unmount()
    const second = await render({ '--latch-accent': '#3b82f6', '--latch-accent-text': '#fff' })
    const [, network] = second.buttons
    expect(network?.style.getPropertyValue('--latch-accent-text')).toBe('#fff')
    expect(network?.style.display).toBe('inline-flex')
  })
})
