// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { click, key, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, typeInto } from '../../support/renderModal.tsx'
import { sendFlow } from '../support/swapEdge.ts'

// WalletSend and its preview over the runtime's own send flows, as a keyboard and screen-reader
// visitor uses them: amounts typed with separators, Enter on a form that cannot pass, and where
// the focus lands on the preview and back on the form.

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let cleanup: () => Promise<void> = async () => undefined
afterEach(() => cleanup())

const setup = async () => {
  const flow = sendFlow([0])
  const unmount = await renderModal(flow)
  cleanup = async () => {
    await unmount()
    await flow.dispose()
    document.body.innerHTML = ''
  }
  const form = (await findView('WalletSend')) as HTMLFormElement
  await waitFor(() => form.querySelector('[data-latch-send-token="ETH"]') !== null, 2_000)
  const amount = form.querySelector('[data-latch-send-amount]') as HTMLInputElement
  const to = form.querySelector('[data-latch-send-receiver]') as HTMLInputElement
  const settled = async () => {
    await waitFor(() => flow.idle(), 2_000)
    const error = form.querySelector('[data-latch-send-error]')
    return {
      error: error?.textContent,
      alert: error?.getAttribute('role'),
      previewOff: form.querySelector<HTMLButtonElement>('[data-latch-send-preview]')?.disabled,
      busy: form.getAttribute('aria-busy'),
    }
  }
  return { flow, form, amount, to, settled }
}

describe('WalletSend: amounts typed with separators', () => {
  it("behavior: English '0,5' is said not to be a number, in an alert; Enter on it lets go: not busy, the focus kept", async () => {
    const { amount, to, settled } = await setup()
    await typeInto(to, receiver)
    amount.focus()
    await typeInto(amount, '0,5')
    expect(await settled()).toEqual({
      error: 'Enter the amount as a number, like 1234.5',
      alert: 'alert',
      previewOff: true,
      busy: null,
    })
    await key(amount, 'Enter')
    expect((await settled()).busy).toBe(null)
    expect(shadow().activeElement).toBe(amount)
  })

  it("behavior: English '1,000.5' is a thousand and a half (over a balance of 1 ETH), '0.5' ready", async () => {
    const { amount, to, settled } = await setup()
    await typeInto(to, receiver)
    await typeInto(amount, '1,000.5')
    expect((await settled()).error).toBe('Insufficient balance')
    await typeInto(amount, '0.5')
    expect(await settled()).toMatchObject({ error: undefined, previewOff: false })
  })

  it("behavior: Enter on a form missing its receiver is not kept busy: SPEC's 'required' words, announced", async () => {
    const { amount, settled } = await setup()
    amount.focus()
    await typeInto(amount, '0.5')
    expect((await settled()).error).toBeUndefined()
    await key(amount, 'Enter')
    expect(await settled()).toEqual({
      error: 'An amount and receiver address are required',
      alert: 'alert',
      previewOff: true,
      busy: null,
    })
    expect(shadow().activeElement).toBe(amount)
    // An edit takes the words away until Enter is pressed in vain again.
    await typeInto(amount, '0.25')
    expect((await settled()).error).toBeUndefined()
  })
})

describe('WalletSend: the focus on the preview and back', () => {
  const preview = async (form: HTMLFormElement) => {
    await click(form.querySelector('[data-latch-send-preview]') as Element)
    const shown = (await findView('WalletSendPreview')) as HTMLElement
    await waitFor(() => shadow().activeElement === shown, 2_000)
    return shown
  }
  const back = async (shown: HTMLElement) => {
    await click(shown.querySelector('button[data-variant="secondary"]') as Element)
    return (await findView('WalletSend')) as HTMLFormElement
  }

  it('behavior: the preview takes the focus, a region under its title, not Back (a second Enter would undo the step)', async () => {
    const { form, amount, to, settled } = await setup()
    await typeInto(amount, '0.01')
    await typeInto(to, receiver)
    await settled()
    const shown = await preview(form)
    expect(shown.tagName).toBe('SECTION')
    expect(shown.getAttribute('aria-labelledby')).toBe('latch-title')
    expect(shadow().getElementById('latch-title')?.textContent).toBe('Review Send')
    expect(shown.querySelector('button[data-variant="secondary"]')).not.toBe(shadow().activeElement)
  })

  it('behavior: back from the preview, the focus is in the field edited last (the receiver, then the amount)', async () => {
    const { form, amount, to, settled } = await setup()
    await typeInto(amount, '0.01')
    await typeInto(to, receiver)
    await settled()
    let again = await back(await preview(form))
    const receiverField = again.querySelector('[data-latch-send-receiver]')
    await waitFor(() => shadow().activeElement === receiverField, 2_000)
    await typeInto(again.querySelector('[data-latch-send-amount]') as HTMLInputElement, '0.02')
    await settled()
    again = await back(await preview(again))
    const amountField = again.querySelector('[data-latch-send-amount]')
    await waitFor(() => shadow().activeElement === amountField, 2_000)
  })
})
