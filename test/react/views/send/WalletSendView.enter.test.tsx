// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { LatchClient } from '../../../../runtime/index.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { key } from '../../support/mount.tsx'
import { findView, renderModal, typeInto, write } from '../../support/renderModal.tsx'
import { eth, withSendSignals } from '../support/sendForm.ts'

/**
 * WalletSend over a fake client whose `updateSend` writes what was typed and leaves the form
 * not ready: readiness comes later, as when an account name is still being looked up
 * (SEARCH_DEBOUNCE_MS, then the Data API).
 */
const setup = async () => {
  const fake = makeFakeClient({ view: 'WalletSend' })
  fake.state.account.value = { ...noAccount, address: '0x00000000000000000000000000000000000000aa' }
  const state = withSendSignals(fake, { tokenBalances: [eth], token: eth })
  Object.assign(fake.client as LatchClient, {
    loadSendTokens: async () => undefined,
    updateSend: async (patch: { amount?: string; receiver?: string }) => {
      fake.calls.push(['updateSend', patch])
      const next = { ...state.send.value }
      if ('amount' in patch) next.sendTokenAmount = patch.amount
      // As the runtime does: a name waits for its lookup, which makes the form ready later.
      if ('receiver' in patch)
        Object.assign(next, {
          receiverInput: patch.receiver,
          receiverLookup: patch.receiver?.includes('.') ? 'waiting' : 'idle',
        })
      state.send.value = next
    },
  })
  await renderModal(fake)
  const root = await findView('WalletSend')
  const field = (hook: string) =>
    root.querySelector(`[data-latch-send-${hook}]`) as HTMLInputElement
  const previews = () =>
    fake.calls.filter((c) => c[0] === 'navigate' && c[1] === 'WalletSendPreview').length
  return { state, field, previews }
}

describe('WalletSend: Enter before the form is ready', () => {
  it('behavior: Enter typed right after a receiver name previews once the name is found, once', async () => {
    const { state, field, previews } = await setup()
    await typeInto(field('amount'), '0.01')
    await typeInto(field('receiver'), 'bob.latch')
    await key(field('receiver'), 'Enter')
    expect(previews()).toBe(0)
    await write(state.send, {
      ...state.send.value,
      receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ready: true,
    })
    expect(previews()).toBe(1)
    await write(state.send, { ...state.send.value, fee: undefined })
    expect(previews()).toBe(1)
  })

  it('behavior: an edit after Enter drops it: the form turning ready then does not preview', async () => {
    const { state, field, previews } = await setup()
    await typeInto(field('receiver'), 'bob.latch')
    await key(field('receiver'), 'Enter')
    await typeInto(field('receiver'), 'bob.latc')
    await write(state.send, { ...state.send.value, ready: true })
    expect(previews()).toBe(0)
  })
})
