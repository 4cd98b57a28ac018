// @vitest-environment happy-dom
import { act, StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { LatchProvider } from '../../../react/index.ts'
import { styles } from '../../../react/modal/styles.ts'
import { makeFakeClient } from '../support/fakeClient.ts'
import { mount, shadow, waitFor } from '../support/mount.tsx'
import { findView, renderModal } from '../support/renderModal.tsx'

/** The body of `@keyframes name { … }` in the stylesheet. */
const keyframes = (name: string) =>
  new RegExp(`@keyframes ${name}\\{([^\\n]*)\\}`).exec(styles)?.[1] ?? ''

describe('motion', () => {
  it('default: the backdrop, the dialog and each view animate in, without touching opacity', () => {
    expect(styles).toMatch(/\.latch-overlay\{animation:latch-backdrop-in /)
    expect(styles).toMatch(/\.latch-dialog\{animation:latch-dialog-in /)
    expect(styles).toMatch(/\.latch-view\{animation:latch-view-in /)
    for (const name of [
      'latch-dialog-in',
      'latch-sheet-in',
      'latch-sheet-out',
      'latch-view-in',
      'latch-view-in-rtl',
    ]) {
      expect(keyframes(name)).toContain('transform')
      // Text keeps its contrast at every frame (axe, and readers), so no opacity.
      expect(keyframes(name)).not.toContain('opacity')
    }
    // Right to left, a new view comes in from the other side.
    expect(styles).toContain("[dir='rtl'] .latch-view{animation-name:latch-view-in-rtl}")
  })

  it('behavior: prefers-reduced-motion stops them all', () => {
    const reduced = /@media \(prefers-reduced-motion:reduce\)\{\n([^}]*)\}/.exec(styles)?.[1]
    expect(reduced).toContain(
      '.latch-overlay,.latch-dialog,.latch-overlay .latch-dialog,.latch-view{animation:none;transition:none',
    )
  })

  it('behavior: a new view gets a new element to animate in; the dialog stays', async () => {
    const fake = makeFakeClient()
    await renderModal(fake)
    await findView('Connect')
    const dialog = shadow().querySelector('[data-testid="latch-modal"]')
    const before = shadow().querySelector('.latch-view')
    await act(async () => fake.client.navigate('Networks'))
    await findView('Networks')
    expect(shadow().querySelector('[data-testid="latch-modal"]')).toBe(dialog)
    expect(shadow().querySelector('.latch-view')).not.toBe(before)
    expect(shadow().querySelectorAll('.latch-view')).toHaveLength(1)
  })

  it('behavior: closing leaves a still copy that fades out, with no test hooks, then goes', async () => {
    const fake = makeFakeClient()
    await renderModal(fake)
    await findView('Connect')
    await act(async () => {
      fake.state.modal.value = { open: false, loading: false, shake: false }
    })
    expect(shadow().querySelector('[data-testid="latch-modal"]')).toBeNull()
    const ghost = shadow().querySelector('.latch-overlay[data-closing]')
    expect(ghost?.getAttribute('aria-hidden')).toBe('true')
    expect(ghost?.hasAttribute('inert')).toBe(true)
    expect(ghost?.querySelector('[data-latch-view], [data-testid], [id]')).toBeNull()
    expect(ghost?.textContent).toContain('Connect Wallet')
    await waitFor(() => !shadow().querySelector('.latch-overlay[data-closing]'))
  })

  it('behavior: no copy when the overlay unmounts with the modal open (StrictMode remount)', async () => {
    const fake = makeFakeClient()
    // StrictMode runs every effect's cleanup once at mount, the modal open all along.
    await mount(
      <StrictMode>
        <LatchProvider client={fake.client} />
      </StrictMode>,
    )
    await findView('Connect')
    expect(shadow().querySelectorAll('.latch-overlay')).toHaveLength(1)
    expect(shadow().querySelector('.latch-overlay[data-closing]')).toBeNull()
  })

  it('behavior: none under prefers-reduced-motion', async () => {
    const fake = makeFakeClient()
    await renderModal(fake)
    await findView('Connect')
    const matchMedia = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...matchMedia.call(window, query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia
    try {
      await act(async () => {
        fake.state.modal.value = { open: false, loading: false, shake: false }
      })
      expect(shadow().querySelector('.latch-overlay')).toBeNull()
    } finally {
      window.matchMedia = matchMedia
    }
  })
})
