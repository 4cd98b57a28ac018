// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { makeFakeClient } from '../../support/fakeClient.ts'
import { click, waitFor } from '../../support/mount.tsx'
import { findView, renderModal } from '../../support/renderModal.tsx'

describe('SocialButtons', () => {
  it('behavior: a login that fails before its flow writes state.socialLogin shows why under the row', async () => {
    const fake = makeFakeClient({
      frameUrl: 'http://127.0.0.1:8788/frame',
      config: { features: { email: false, socials: ['google'] } },
    })
    fake.fail.connectSocial = new Error('Failed to fetch dynamically imported module')
    await renderModal(fake)
    const root = await findView('Connect')
    await click(root.querySelector('[data-latch-social="google"]') as Element)
    const error = await waitFor(() => root.querySelector('[data-latch-social-error]'))
    expect(error.textContent).toBe('Failed to fetch dynamically imported module')
    expect(fake.calls).toContainEqual(['connectSocial', 'google'])
  })
})
