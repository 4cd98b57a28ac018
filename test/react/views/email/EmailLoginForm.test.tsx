// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'

/** What a lazy flow's call rejects with when its code cannot be loaded (before any state). */
const NOT_LOADED = new Error('Failed to fetch dynamically imported module')

const setup = async () => {
  const fake = makeFakeClient({
    view: 'EmailLogin',
    frameUrl: 'http://127.0.0.1:8788/frame',
    features: { email: true },
  })
  await renderModal(fake)
  const root = await findView('EmailLogin')
  await typeInto(
    root.querySelector('[data-latch-email-input]') as HTMLInputElement,
    'ada@example.com',
  )
  const submit = root.querySelector('[data-latch-email-submit]') as HTMLButtonElement
  return { fake, root, submit }
}

describe('EmailLoginForm', () => {
  it('behavior: a send that fails before its flow writes state.emailLogin shows why under the box', async () => {
    const { fake, root, submit } = await setup()
    fake.fail.connectEmail = NOT_LOADED
    await click(submit)
    const error = await waitFor(() => root.querySelector('[data-latch-email-error]'))
    expect(error.textContent).toBe(NOT_LOADED.message)
    expect(fake.state.emailLogin.value.error).toBeUndefined()
  })

  it('behavior: Continue is off while the send runs', async () => {
    const { fake, submit } = await setup()
    let answer: (value?: unknown) => void = () => undefined
    fake.hold.connectEmail = new Promise((resolve) => {
      answer = resolve
    })
    await click(submit)
    expect(submit.disabled).toBe(true)
    answer()
    await waitFor(() => !submit.disabled)
  })
})
