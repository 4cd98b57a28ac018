// @vitest-environment happy-dom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { type EmailUpdateState, emptyEmailUpdate } from '../../../../runtime/state/types.ts'
import { connectedAccount, embeddedAccount } from '../../support/connectedAccount.ts'
import { held, makeFakeClient } from '../../support/fakeClient.ts'
import { click, focusOnlyWhileEnabled, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'

const FRAME = 'http://127.0.0.1:8788/frame'
const q = <T extends Element = HTMLElement>(selector: string) =>
  shadow().querySelector(selector) as T | null

/** The update from ada@ to grace@ at the step where the current address's code is asked. */
const atPrimary: EmailUpdateState = {
  ...emptyEmailUpdate,
  status: 'awaiting-primary',
  step: 'primary',
  email: 'ada@example.com',
  newEmail: 'grace@example.com',
}

/** Writes `state.emailUpdate` and waits for UpdateEmailWallet at its step. */
const showStep = async (fake: ReturnType<typeof makeFakeClient>, update: EmailUpdateState) => {
  await write(fake.state.emailUpdate, update)
  return waitFor(() => q(`[data-latch-view="UpdateEmailWallet"][data-step="${update.step}"]`))
}

describe('Account: the embedded wallet’s e-mail', () => {
  it('default: an embedded-wallet connection shows its e-mail and Update e-mail, which opens UpdateEmailWallet', async () => {
    const fake = makeFakeClient({ view: 'Account', frameUrl: FRAME })
    fake.state.account.value = embeddedAccount()
    fake.state.emailUpdate.value = { ...emptyEmailUpdate, email: 'ada@example.com' }
    await renderModal(fake)
    await findView('Account')
    const row = await waitFor(() => q('[data-latch-account-email]'))
    expect(row.textContent).toBe('E-mail: ada@example.com')
    expect(fake.calls).toContainEqual(['loadAccountEmail'])
    await click(q('[data-latch-update-email]') as Element)
    expect(fake.calls).toContainEqual(['navigate', 'UpdateEmailWallet', undefined])
  })

  it('behavior: another wallet’s connection has no e-mail row', async () => {
    const fake = makeFakeClient({ view: 'Account', frameUrl: FRAME })
    fake.state.account.value = connectedAccount({ connectorId: 'dev.latch.wallet' })
    fake.state.emailUpdate.value = { ...emptyEmailUpdate, email: 'ada@example.com' }
    await renderModal(fake)
    await findView('Account')
    expect(q('[data-latch-update-email]')).toBeNull()
    expect(fake.calls.some(([name]) => name === 'loadAccountEmail')).toBe(false)
  })
})

describe('Account: the e-mail that cannot be read', () => {
  it('behavior: an embedded wallet whose e-mail the load cannot read says why in place of the row', async () => {
    const fake = makeFakeClient({ view: 'Account', frameUrl: FRAME })
    fake.state.account.value = embeddedAccount()
    fake.fail.loadAccountEmail = new Error('Unable to load email login dependency')
    await renderModal(fake)
    await findView('Account')
    const error = await waitFor(() => q('[data-latch-action-error]'))
    expect(error.textContent).toBe('Unable to load email login dependency')
    expect(q('[data-latch-update-email]')).toBeNull()
  })
})

describe('UpdateEmailWallet', () => {
  it('behavior: a wallet whose e-mail cannot be read says why on the first step', async () => {
    const fake = makeFakeClient({ view: 'UpdateEmailWallet', frameUrl: FRAME })
    fake.fail.loadAccountEmail = new Error('Provider not found')
    await renderModal(fake)
    await findView('UpdateEmailWallet')
    const error = await waitFor(() => q('[data-latch-update-email-error]'))
    expect(error.textContent).toBe('Provider not found')
  })

  it('default: new address, then the current address’s code, then the new one’s, then done', async () => {
    const fake = makeFakeClient({ view: 'UpdateEmailWallet', frameUrl: FRAME })
    fake.state.emailUpdate.value = { ...emptyEmailUpdate, email: 'ada@example.com' }
    await renderModal(fake)
    const root = await findView('UpdateEmailWallet')
    expect(root.getAttribute('data-step')).toBe('email')
    expect(root.textContent).toContain('Your wallet’s e-mail is ada@example.com.')
    expect(fake.calls).toContainEqual(['resetEmailUpdate'])

    // A bad address is refused here, before any code goes out.
    const input = q<HTMLInputElement>('[data-latch-update-email-input]') as HTMLInputElement
    await typeInto(input, 'not-an-email')
    await click(q('[data-latch-update-email-submit]') as Element)
    expect(q('[data-latch-update-email-error]')?.textContent).toBe('Enter a valid e-mail address')
    expect(fake.calls.some(([name]) => name === 'updateEmail')).toBe(false)
    await typeInto(input, 'grace@example.com')
    await click(q('[data-latch-update-email-submit]') as Element)
    expect(fake.calls).toContainEqual(['updateEmail', 'grace@example.com'])

    await showStep(fake, atPrimary)
    expect(q('[data-latch-view="UpdateEmailWallet"]')?.textContent).toContain(
      'Enter the 6-digit code we sent to your current e-mail, ada@example.com.',
    )
    await typeInto(q<HTMLInputElement>('[data-latch-otp-input]') as HTMLInputElement, '123456')
    await click(q('[data-latch-otp-submit]') as Element)
    expect(fake.calls).toContainEqual(['submitUpdateEmailOtp', '123456'])

    // A wrong code: the frame's words, on the same step.
    await write(fake.state.emailUpdate, {
      ...fake.state.emailUpdate.value,
      status: 'error',
      error: 'Invalid code. 4 tries left',
    })
    expect((await waitFor(() => q('[data-latch-otp-error]'))).textContent).toBe(
      'Invalid code. 4 tries left',
    )
    expect(q('[data-latch-view="UpdateEmailWallet"]')?.getAttribute('data-step')).toBe('primary')

    await showStep(fake, {
      ...fake.state.emailUpdate.value,
      status: 'awaiting-secondary',
      step: 'secondary',
      error: undefined,
    })
    expect(q('[data-latch-view="UpdateEmailWallet"]')?.textContent).toContain(
      'Now enter the 6-digit code we sent to grace@example.com.',
    )
    await click(q('[data-latch-otp-resend]') as Element)
    expect(fake.calls).toContainEqual(['resendUpdateEmailCode'])

    await write(fake.state.emailUpdate, {
      ...fake.state.emailUpdate.value,
      status: 'done',
      email: 'grace@example.com',
      newEmail: undefined,
    })
    const done = await waitFor(() => q('[data-latch-update-email-done]'))
    expect(done.textContent).toBe('Your wallet’s e-mail is now grace@example.com.')
    await click(q('[data-latch-update-email-back]') as Element)
    expect(fake.calls).toContainEqual(['navigate', 'Account', { reset: true }])
  })

  it('behavior: a step that fails before its flow writes state.emailUpdate shows why on the step', async () => {
    const fake = makeFakeClient({ view: 'UpdateEmailWallet', frameUrl: FRAME })
    fake.state.emailUpdate.value = { ...emptyEmailUpdate, email: 'ada@example.com' }
    fake.fail.updateEmail = new Error('Failed to fetch dynamically imported module')
    await renderModal(fake)
    await findView('UpdateEmailWallet')
    const input = q<HTMLInputElement>('[data-latch-update-email-input]') as HTMLInputElement
    await typeInto(input, 'grace@example.com')
    await click(q('[data-latch-update-email-submit]') as Element)
    const error = await waitFor(() => q('[data-latch-update-email-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
    expect(fake.state.emailUpdate.value.error).toBeUndefined()
  })
})

describe('UpdateEmailWallet: a wrong code', () => {
  it('behavior: after a wrong code the field is empty and has the keyboard again, so the visitor types the next code at once', async () => {
    const fake = makeFakeClient({ view: 'UpdateEmailWallet', frameUrl: FRAME })
    fake.state.emailUpdate.value = atPrimary
    const check = held()
    fake.hold.submitUpdateEmailOtp = check.promise
    fake.fail.submitUpdateEmailOtp = new Error('Invalid code. 4 tries left')
    await renderModal(fake)
    await waitFor(() => q('[data-latch-view="UpdateEmailWallet"][data-step="primary"]'))
    const input = q<HTMLInputElement>('[data-latch-otp-input]') as HTMLInputElement
    const focused = focusOnlyWhileEnabled(input)
    await typeInto(input, '123456')
    await click(q('[data-latch-otp-submit]') as Element)
    await waitFor(() => input.disabled)
    const before = focused()
    // As the real flow does: the refusal is in state.emailUpdate before the call settles.
    await write(fake.state.emailUpdate, {
      ...fake.state.emailUpdate.value,
      status: 'error',
      error: 'Invalid code. 4 tries left',
    })
    // A visitor starts typing when the words appear: not yet, while the field is still disabled.
    expect(input.disabled).toBe(true)
    expect(q('[data-latch-otp-error]')).toBeNull()
    await act(async () => check.settle())
    // The words, the enabled empty field and the keyboard come in one step.
    const error = await waitFor(() => q('[data-latch-otp-error]'))
    expect(error.textContent).toBe('Invalid code. 4 tries left')
    expect(input.disabled).toBe(false)
    expect(input.value).toBe('')
    expect(focused()).toBeGreaterThan(before)
    expect(shadow().activeElement).toBe(input)
    await typeInto(input, '654321')
    expect(input.value).toBe('654321')
  })
})

describe('EmailVerifyDevice', () => {
  it('behavior: waiting says so; after a failure the frame’s words and "Send a new link"', async () => {
    const fake = makeFakeClient({ view: 'EmailVerifyDevice', frameUrl: FRAME })
    fake.state.emailLogin.value = {
      status: 'awaiting-device',
      email: 'ada@example.com',
      error: undefined,
    }
    await renderModal(fake)
    const root = await findView('EmailVerifyDevice')
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Waiting for approval…')
    expect(q('[data-latch-device-resend]')).toBeNull()
    await write(fake.state.emailLogin, {
      status: 'error',
      email: 'ada@example.com',
      error: 'The approval link has expired: log in again to get a new one',
    })
    const error = await waitFor(() => q('[data-latch-device-error]'))
    expect(error.textContent).toBe('The approval link has expired: log in again to get a new one')
    await click(q('[data-latch-device-resend]') as Element)
    expect(fake.calls).toContainEqual(['resendEmailCode'])
  })
})
