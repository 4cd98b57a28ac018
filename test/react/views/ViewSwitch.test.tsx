// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeFakeClient } from '../support/fakeClient.ts'
import { findView, renderModal } from '../support/renderModal.tsx'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
})

const accountView = () =>
  document
    .querySelector('[data-latch-host]')
    ?.shadowRoot?.querySelector('[data-latch-view="Account"]') ?? null

describe('ViewSwitch', () => {
  it('behavior: Account’s code loads once Connect has painted, so Account renders as soon as the connection arrives', async () => {
    // This file loads AccountView.tsx nowhere else: only Connect's preload can have loaded it.
    const fake = makeFakeClient()
    unmount = await renderModal(fake)
    await findView('Connect')
    // Connect paints first; the preload starts after that frame.
    for (let i = 0; i < 5; i++)
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20))
        await vi.dynamicImportSettled()
      })
    // The connection arrives: Account is there after a few microtasks, no module to fetch.
    await act(async () => {
      fake.state.router.value = { view: 'Account', history: [] }
      for (let i = 0; i < 5; i++) await Promise.resolve()
    })
    expect(accountView()).not.toBeNull()
  })
})
