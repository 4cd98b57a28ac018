// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { adoptStyles } from '../../../react/modal/adoptStyles.ts'
import { styles } from '../../../react/modal/styles.ts'
import { makeFakeClient } from '../support/fakeClient.ts'
import { shadow } from '../support/mount.tsx'
import { findView, renderModal } from '../support/renderModal.tsx'

let unmount: (() => Promise<void>) | undefined
const view = document.defaultView as unknown as { CSSStyleSheet: typeof CSSStyleSheet }
const original = view.CSSStyleSheet
afterEach(async () => {
  view.CSSStyleSheet = original
  await unmount?.()
  unmount = undefined
  document.body.innerHTML = ''
})

const shadowRoot = () =>
  document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' })

describe('adoptStyles', () => {
  it('default: one constructed sheet per document, adopted once per root', () => {
    const a = shadowRoot()
    const b = shadowRoot()
    expect(adoptStyles(a)).toBe(true)
    expect(adoptStyles(a)).toBe(true)
    expect(adoptStyles(b)).toBe(true)
    expect(a.adoptedStyleSheets).toHaveLength(1)
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0])
    expect(a.querySelector('style')).toBeNull()
  })

  it('behavior: without constructable stylesheets the modal falls back to a <style> element', async () => {
    // Browsers before constructable stylesheets (Safari < 16.4): no replaceSync.
    view.CSSStyleSheet = class {} as unknown as typeof CSSStyleSheet
    expect(adoptStyles(shadowRoot())).toBe(false)
    unmount = await renderModal(makeFakeClient({ view: 'Connect' }))
    await findView('Connect')
    expect(shadow().adoptedStyleSheets).toHaveLength(0)
    expect(shadow().querySelector('style')?.textContent).toBe(styles)
  })

  it('behavior: with them the modal holds no <style> element (a strict CSP would refuse it)', async () => {
    unmount = await renderModal(makeFakeClient({ view: 'Connect' }))
    await findView('Connect')
    expect(shadow().querySelector('style')).toBeNull()
    expect(shadow().adoptedStyleSheets).toHaveLength(1)
  })
})
