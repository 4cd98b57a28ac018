// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { makeFakeClient } from '../support/fakeClient.ts'
import { shadow } from '../support/mount.tsx'
import { findView, renderModal } from '../support/renderModal.tsx'

const rootStyle = async (themeVariables: Record<string, string>) => {
  const unmount = await renderModal(makeFakeClient({ config: { themeVariables } }))
  await findView('Connect')
  return { style: (shadow().querySelector('.latch-root') as HTMLElement).style, unmount }
}

describe('the modal’s accent text', () => {
  it('behavior: an app’s accent gets a readable --latch-accent-text on the modal’s root', async () => {
    const { style } = await rootStyle({ '--latch-accent': '#10b981' })
    expect(style.getPropertyValue('--latch-accent')).toBe('#10b981')
    expect(style.getPropertyValue('--latch-accent-text')).toBe('#111827')
  })

  it('parameters: the app’s own text colour wins; no accent given, nothing set inline', async () => {
    const given = await rootStyle({ '--latch-accent': '#10b981', '--latch-accent-text': '#022c22' })
    expect(given.style.getPropertyValue('--latch-accent-text')).toBe('#022c22')
    await given.unmount()
    document.body.innerHTML = ''
    const none = await rootStyle({})
    expect(none.style.getPropertyValue('--latch-accent-text')).toBe('')
  })
})
