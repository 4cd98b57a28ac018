// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { held, makeFakeClient } from '../../support/fakeClient.ts'
import { click, focusOnlyWhileEnabled, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, write } from '../../support/renderModal.tsx'

const sign = (root: Element) => root.querySelector('[data-latch-siwx-sign]') as HTMLButtonElement
const cancel = (root: Element) =>
  root.querySelector('[data-latch-siwx-cancel]') as HTMLButtonElement
const alerts = (root: Element) =>
  [...root.querySelectorAll('[role="alert"]')].map((a) => a.textContent)

/** A fake whose next `signIn` waits until the test answers it. */
const holdingSignIn = () => {
  const fake = makeFakeClient({ view: 'SIWXSignMessage' })
  let answer: (value?: unknown) => void = () => undefined
  fake.hold.signIn = new Promise((resolve) => {
    answer = resolve
  })
  return { fake, answer: () => answer() }
}

describe('SIWXSignMessage view', () => {
  it('behavior: a Sign that fails before the wallet is asked shows why, once', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    fake.fail.signIn = new Error('Provider not found')
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    await click(sign(root))
    // As the flow does: the failure is the attempt's error in state.siwx.
    await write(fake.state.siwx, {
      status: 'error',
      message: undefined,
      error: 'Provider not found',
    })
    await waitFor(() => root.querySelector('[role="alert"]'))
    expect(alerts(root)).toEqual(['Provider not found'])
  })

  it('behavior: Sign is off while its call runs, before the flow marks state.siwx signing', async () => {
    const { fake, answer } = holdingSignIn()
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
    expect(alerts(root)).toEqual(['Signature declined'])
  })

  it('behavior: the view mounting with a refusal (ApproveTransaction came between) puts the keyboard on Sign, not Cancel', async () => {
    const fake = makeFakeClient({ view: 'SIWXSignMessage' })
    fake.state.siwx.value = { status: 'error', message: 'msg', error: 'Signature declined' }
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    await waitFor(() => shadow().activeElement?.tagName === 'BUTTON')
    expect(shadow().activeElement).toBe(sign(root))
  })

  it("behavior: signing again hides the last attempt's 'Signature declined' until this one fails, then shows its own failure", async () => {
    const { fake, answer } = holdingSignIn()
    fake.state.siwx.value = { status: 'error', message: 'm', error: 'Signature declined' }
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    expect(alerts(root)).toEqual(['Signature declined'])
    // The next attempt fetches its nonce: nothing from the one before shows meanwhile.
    await click(sign(root))
    expect(alerts(root)).toEqual([])
    // Its nonce fetch fails: the flow writes the failure, the call rejects with it.
    fake.fail.signIn = new Error('Server Error')
    await write(fake.state.siwx, { status: 'error', message: undefined, error: 'Server Error' })
    await act(async () => answer())
    await waitFor(() => !sign(root).disabled)
    expect(alerts(root)).toEqual(['Server Error'])
  })

  it("behavior: Cancel while the wallet is asked shows no 'Request was aborted' for the attempt it ended", async () => {
    const { fake, answer } = holdingSignIn()
    await renderModal(fake)
    const root = await findView('SIWXSignMessage')
    await click(sign(root))
    await write(fake.state.siwx, { status: 'signing', message: 'm', error: undefined })
    expect(cancel(root).disabled).toBe(false)
    await click(cancel(root))
    expect(fake.calls.map((c) => c[0])).toContain('cancelSignIn')
    // As the flow does: Cancel clears state.siwx, and the ended call rejects.
    await write(fake.state.siwx, { status: 'idle', message: undefined, error: undefined })
    fake.fail.signIn = new Error('Request was aborted')
    await act(async () => answer())
    await waitFor(() => !sign(root).disabled)
    expect(alerts(root)).toEqual([])
  })
})
