import type fc from 'fast-check'
import { act } from 'react'
import type { makeFlowClient } from '../../support/flowClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView } from '../../support/renderModal.tsx'
import { noSwapChain, swapChain } from './swapEdge.ts'

// The visitor's steps the Swap and Send model tests share, over a flow client's views.

/** The flow client a model test drives. */
export type Flow = ReturnType<typeof makeFlowClient>
/** What a command acts on. */
export type Real = { readonly flow: Flow }

/** The view `name` when it shows, else null. */
export const shownView = (name: string) => shadow().querySelector(`[data-latch-view="${name}"]`)

/** Back on the form `form` (Swap, WalletSend): from its token list or preview, with the header's back button. */
export const backOn = async (form: string) => {
  if (!shownView(form)) await click(shadow().querySelector('[data-latch-back]') as Element)
  return (await findView(form)) as Element
}

/** Account, then `form` again: the view mounts anew and loads its tokens again. */
export const reopen = async (real: Real, form: 'Swap' | 'WalletSend') => {
  // The client's own calls change the views: inside act, as a click is.
  await act(async () => real.flow.client.navigate('Account', { reset: true }))
  await waitFor(() => !shownView(form))
  await act(async () => real.flow.client.navigate(form))
  await findView(form)
}

/** A step of the visitor's, named for fast-check's report. */
export const command = (
  name: string,
  run: (real: Real) => Promise<void>,
): fc.AsyncCommand<object, Real> => ({
  check: () => true,
  run: async (_model, real) => run(real),
  toString: () => name,
})

/** Max beside the amount field `hook` of `form`, when it is on. */
export const max = (form: 'Swap' | 'WalletSend', hook: string) =>
  command('Max', async () => {
    const root = await backOn(form)
    const button = root.querySelector(`[${hook}]`)?.nextElementSibling
    if (button instanceof HTMLButtonElement && !button.disabled) await click(button)
  })

/** Another network (the swap chain, or the one without swaps), then `form` anew. */
export const network = (form: 'Swap' | 'WalletSend') => (index: 0 | 1) =>
  command(`network ${index === 0 ? swapChain.name : noSwapChain.name}`, async (real) => {
    // A refused switch is part of what the sequence tries; the form must settle either way.
    await act(() =>
      real.flow.client.switchNetwork(index === 0 ? swapChain : noSwapChain).catch(() => undefined),
    )
    await reopen(real, form)
  })
