// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
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
})
