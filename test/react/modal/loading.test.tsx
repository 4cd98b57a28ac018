// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { makeFakeClient } from '../support/fakeClient.ts'
import { shadow, waitFor } from '../support/mount.tsx'
import { renderModal, write } from '../support/renderModal.tsx'

describe('the modal while it loads (SPEC §4 modal state loading)', () => {
  it('behavior: a busy dialog with a spinner shows while loading, and the view replaces it', async () => {
    const fake = makeFakeClient()
    fake.state.modal.value = { open: false, loading: true, shake: false }
    await renderModal(fake)
    const busy = await waitFor(() => shadow().querySelector('[data-latch-loading]'))
    expect(busy.getAttribute('role')).toBe('dialog')
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Loading…')
    expect(shadow().querySelector('[data-latch-view]')).toBeNull()
    await write(fake.state.modal, { open: true, loading: false, shake: false })
    await waitFor(() => shadow().querySelector('[data-latch-view="Connect"]'))
    expect(shadow().querySelector('[data-latch-loading]')).toBeNull()
  })
})
