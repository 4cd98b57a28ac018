// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { makeFakeClient } from '../support/fakeClient.ts'
import { shadow } from '../support/mount.tsx'
import { findView, renderModal } from '../support/renderModal.tsx'

let unmount: (() => Promise<void>) | undefined
afterEach(async () => {
  await unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
})

const rootStyle = async (themeVariables: Record<string, string>) => {
  unmount = await renderModal(makeFakeClient({ config: { themeVariables } }))
  await findView('Connect')
  return (shadow().querySelector('.latch-root') as HTMLElement).style
}

describe('the modal’s accent text', () => {
  it('behavior: an app’s accent gets a readable --latch-accent-text on the modal’s root', async () => {
    const style = await rootStyle({ '--latch-accent': '#10b981' })
    expect(style.getPropertyValue('--latch-accent')).toBe('#10b981')
    expect(style.getPropertyValue('--latch-accent-text')).toBe('#111827')
  })

  it('parameters: the app’s own text colour wins; no accent given, nothing set inline', async () => {
    const given = await rootStyle({ '--latch-accent': '#10b981', '--latch-accent-text': '#022c22' })
    expect(given.getPropertyValue('--latch-accent-text')).toBe('#022c22')
    await unmount?.()
    document.body.innerHTML = ''
    const none = await rootStyle({})
    expect(none.getPropertyValue('--latch-accent-text')).toBe('')
  })
})
