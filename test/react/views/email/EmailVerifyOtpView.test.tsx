// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { held, makeFakeClient } from '../../support/fakeClient.ts'
import { click, focusOnlyWhileEnabled, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'

type Fake = ReturnType<typeof makeFakeClient>

/** Types a code and sends it; the flow refuses it with `words` in state.emailLogin, as the real one does. */
const sendRefusedCode = async (fake: Fake, root: Element, words: string) => {
  await typeInto(root.querySelector('[data-latch-otp-input]') as HTMLInputElement, '123456')
  await click(root.querySelector('[data-latch-otp-submit]') as Element)
  await write(fake.state.emailLogin, {
    ...fake.state.emailLogin.value,
    status: 'error',
    error: words,
  })
}

describe('EmailVerifyOtp', () => {
  it('behavior: a code check that fails before its flow writes state.emailLogin shows why in the form', async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyOtp', frameUrl: 'http://127.0.0.1:8788/frame' })
    fake.fail.submitEmailOtp = new Error('Failed to fetch dynamically imported module')
    await renderModal(fake)
    const root = await findView('EmailVerifyOtp')
    await typeInto(root.querySelector('[data-latch-otp-input]') as HTMLInputElement, '123456')
    await click(root.querySelector('[data-latch-otp-submit]') as Element)
    const error = await waitFor(() => root.querySelector('[data-latch-otp-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
    expect(fake.state.emailLogin.value.error).toBeUndefined()
  })

  it('behavior: after a wrong code the field is empty and has the keyboard again, so the visitor types the next code at once', async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyOtp', frameUrl: 'http://127.0.0.1:8788/frame' })
    const check = held()
    fake.hold.submitEmailOtp = check.promise
    fake.fail.submitEmailOtp = new Error('Invalid code. 4 tries left')
    await renderModal(fake)
    const root = await findView('EmailVerifyOtp')
    const input = root.querySelector('[data-latch-otp-input]') as HTMLInputElement
    const focused = focusOnlyWhileEnabled(input)
    await typeInto(input, '123456')
    await click(root.querySelector('[data-latch-otp-submit]') as Element)
    await waitFor(() => input.disabled)
    const before = focused()
    // As the real flow does: the refusal is in state.emailLogin before the call settles.
    await act(async () => {
      fake.state.emailLogin.value = {
        ...fake.state.emailLogin.value,
        status: 'error',
        error: 'Invalid code. 4 tries left',
      }
    })
    // A visitor starts typing when the words appear: not yet, while the field is still disabled.
    expect(input.disabled).toBe(true)
    expect(root.querySelector('[data-latch-otp-error]')).toBeNull()
    await act(async () => check.settle())
    // The words, the enabled empty field and the keyboard come in one step.
    const error = await waitFor(() => root.querySelector('[data-latch-otp-error]'))
    expect(error.textContent).toBe('Invalid code. 4 tries left')
    expect(input.disabled).toBe(false)
    expect(input.value).toBe('')
    expect(focused()).toBeGreaterThan(before)
    expect(shadow().activeElement).toBe(input)
    // The next code typed at once is kept whole.
    await typeInto(input, '654321')
    expect(input.value).toBe('654321')
  })

  it("behavior: a new code starts clean: the last code's refusal is gone once it is sent", async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyOtp', frameUrl: 'http://127.0.0.1:8788/frame' })
    fake.fail.submitEmailOtp = new Error('Invalid code. 4 tries left')
    await renderModal(fake)
    const root = await findView('EmailVerifyOtp')
    const input = root.querySelector('[data-latch-otp-input]') as HTMLInputElement
    await sendRefusedCode(fake, root, 'Invalid code. 4 tries left')
    await waitFor(() => root.querySelector('[data-latch-otp-error]'))
    await click(root.querySelector('[data-latch-otp-resend]') as Element)
    // The flow mails a new code and waits for it, its error cleared.
    await write(fake.state.emailLogin, {
      ...fake.state.emailLogin.value,
      status: 'awaiting-otp',
      error: undefined,
    })
    await waitFor(() => root.querySelector('.latch-muted[aria-live]')?.textContent !== '')
    expect(root.querySelector('[data-latch-otp-error]')).toBeNull()
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it("behavior: a refused resend's words give way to the next code check's", async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyOtp', frameUrl: 'http://127.0.0.1:8788/frame' })
    fake.fail.resendEmailCode = new Error('Please try again after 20 seconds')
    await renderModal(fake)
    const root = await findView('EmailVerifyOtp')
    await click(root.querySelector('[data-latch-otp-resend]') as Element)
    const error = await waitFor(() => root.querySelector('[data-latch-otp-error]'))
    expect(error.textContent).toBe('Please try again after 20 seconds')
    fake.fail.submitEmailOtp = new Error('Invalid code. 3 tries left')
    await sendRefusedCode(fake, root, 'Invalid code. 3 tries left')
    await waitFor(
      () =>
        root.querySelector('[data-latch-otp-error]')?.textContent === 'Invalid code. 3 tries left',
    )
  })
})
