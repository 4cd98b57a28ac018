// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { held, makeFakeClient } from '../../support/fakeClient.ts'
import { click, focusOnlyWhileEnabled, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal } from '../../support/renderModal.tsx'

const sign = (root: Element) => root.querySelector('[data-latch-siwx-sign]') as HTMLButtonElement

describe('SIWXSignMessage view', () => {
  it('behavior: a Sign that fails before the wallet is asked (state.siwx untouched) shows why', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    fake.fail.signIn = new Error('Provider not found')
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    await click(sign(root))
    const alert = await waitFor(() => root.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Provider not found')
    expect(fake.state.siwx.value.error).toBeUndefined()
  })

  it('behavior: Sign is off while its call runs, before the flow marks state.siwx signing', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    let answer: (value?: unknown) => void = () => undefined
    fake.hold.signIn = new Promise((resolve) => {
      answer = resolve
    })
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    await click(sign(root))
    expect(sign(root).disabled).toBe(true)
    answer()
    await waitFor(() => !sign(root).disabled)
    expect(fake.calls.filter((c) => c[0] === 'signIn')).toHaveLength(1)
  })

  it('behavior: after a refused signature Sign has the keyboard again, enabled, and the words are one alert', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    const wallet = held()
    fake.hold.signIn = wallet.promise
    fake.fail.signIn = new Error('Signature declined')
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    const focused = focusOnlyWhileEnabled(sign(root))
    sign(root).focus()
    await click(sign(root))
    expect(sign(root).disabled).toBe(true)
    const before = focused()
    // As the flow does: the refusal is in state.siwx, then the call fails with it.
    await act(async () => {
      fake.state.siwx.value = { status: 'error', message: 'msg', error: 'Signature declined' }
    })
    await act(async () => wallet.settle())
    await waitFor(() => !sign(root).disabled)
    expect(focused()).toBeGreaterThan(before)
    expect(shadow().activeElement).toBe(sign(root))
    const alerts = [...root.querySelectorAll('[role="alert"]')].map((a) => a.textContent)
    expect(alerts).toEqual(['Signature declined'])
  })

  it('behavior: the view mounting with a refusal (ApproveTransaction came between) puts the keyboard on Sign, not Cancel', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    fake.state.siwx.value = { status: 'error', message: 'msg', error: 'Signature declined' }
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    await waitFor(() => shadow().activeElement?.tagName === 'BUTTON')
    expect(shadow().activeElement).toBe(sign(root))
  })
})
