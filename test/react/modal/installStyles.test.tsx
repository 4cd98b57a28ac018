// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installStyles } from '../../../react/modal/installStyles.ts'
import { styles } from '../../../react/modal/styles.ts'
import { makeFakeClient } from '../support/fakeClient.ts'
import { shadow } from '../support/mount.tsx'
import { findView, renderModal } from '../support/renderModal.tsx'

const view = document.defaultView as unknown as { CSSStyleSheet: typeof CSSStyleSheet }
const original = view.CSSStyleSheet
afterEach(() => {
  view.CSSStyleSheet = original
  vi.restoreAllMocks()
})

const shadowRoot = () =>
  document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' })

describe('installStyles', () => {
  it('default: one constructed sheet per document, adopted once per root, no <style>', () => {
    const a = shadowRoot()
    const b = shadowRoot()
    installStyles(a)
    installStyles(a)
    installStyles(b)
    expect(a.adoptedStyleSheets).toHaveLength(1)
    expect(a.adoptedStyleSheets[0]).toBe(b.adoptedStyleSheets[0])
    expect(a.querySelector('style')).toBeNull()
  })

  it('behavior: the modal holds no <style> element (a strict CSP would refuse it)', async () => {
    await renderModal(makeFakeClient({ view: 'Connect' }))
    await findView('Connect')
    expect(shadow().querySelector('style')).toBeNull()
    expect(shadow().adoptedStyleSheets).toHaveLength(1)
  })

  it('behavior: without constructable stylesheets the modal falls back to one <style> element', async () => {
    // Browsers before constructable stylesheets (Safari < 16.4): no constructor with
    // replaceSync, no adoptedStyleSheets (a sheet cached by an earlier test is no help then).
    view.CSSStyleSheet = class {} as unknown as typeof CSSStyleSheet
    vi.spyOn(ShadowRoot.prototype, 'adoptedStyleSheets', 'get').mockReturnValue(
      undefined as unknown as CSSStyleSheet[],
    )
    const root = shadowRoot()
    installStyles(root)
    installStyles(root)
    expect(root.querySelectorAll('style')).toHaveLength(1)
    await renderModal(makeFakeClient({ view: 'Connect' }))
    await findView('Connect')
    expect(shadow().querySelector('style')?.textContent).toBe(styles)
  })
})
