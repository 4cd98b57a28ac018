// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
})

describe('EmailVerifyOtp', () => {
  it('behavior: a code check that fails before its flow writes state.emailLogin shows why in the form', async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyOtp', frameUrl: 'http://127.0.0.1:8788/frame' })
    fake.fail.submitEmailOtp = new Error('Failed to fetch dynamically imported module')
    unmount = await renderModal(fake)
    const root = await findView('EmailVerifyOtp')
    await typeInto(root.querySelector('[data-latch-otp-input]') as HTMLInputElement, '123456')
    await click(root.querySelector('[data-latch-otp-submit]') as Element)
    const error = await waitFor(() => root.querySelector('[data-latch-otp-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
    expect(fake.state.emailLogin.value.error).toBeUndefined()
  })
})
