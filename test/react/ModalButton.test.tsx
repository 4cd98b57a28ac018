// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { LatchProvider } from '../../react/index.ts'
import { ModalButton } from '../../react/ModalButton.tsx'
import { PRELOAD } from '../../runtime/facade/preload.ts'
import { makeFakeClient } from './support/fakeClient.ts'
import { click, mount } from './support/mount.tsx'

/** A ModalButton of a fake client that records its runtime's preloads and the app's handlers. */
const setup = async (opens: Parameters<typeof ModalButton>[0]['opens']) => {
  const fake = makeFakeClient()
  const seen: string[] = []
  Object.assign(fake.client, {
    [PRELOAD]: async () => {
      seen.push('preload')
    },
  })
  const view = await mount(
    <LatchProvider client={fake.client}>
      <ModalButton
        opens={opens}
        data-testid="app-button"
        onClick={() => seen.push('app click')}
        onFocus={() => seen.push('app focus')}
        onPointerEnter={() => seen.push('app pointer')}
      >
        Open
      </ModalButton>
    </LatchProvider>,
  )
  const button = view.container.querySelector<HTMLButtonElement>('[data-testid="app-button"]')
  if (!button) throw new Error('no button')
  return { fake, seen, button }
}

describe('ModalButton (under ConnectButton, AccountButton, NetworkButton)', () => {
  it('default: a click runs the app’s onClick, then opens the modal with what the button opens', async () => {
    const { fake, seen, button } = await setup({ view: 'Networks' })
    expect(button.type).toBe('button')
    await click(button)
    expect(seen).toEqual(['app click'])
    expect(fake.calls.filter(([name]) => name === 'open')).toEqual([['open', { view: 'Networks' }]])
  })

  it('behavior: with nothing to open it opens by the opening rules alone', async () => {
    const { fake, button } = await setup(undefined)
    await click(button)
    expect(fake.calls.filter(([name]) => name === 'open')).toEqual([['open', undefined]])
  })

  it('behavior: a pointer coming over it or the focus starts loading the runtime, after the app’s handler', async () => {
    const { seen, button } = await setup({ view: 'Account' })
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    })
    await act(async () => button.focus())
    expect(seen).toEqual(['app pointer', 'preload', 'app focus', 'preload'])
  })
})
