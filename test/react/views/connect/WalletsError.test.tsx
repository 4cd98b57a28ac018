// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { realClients } from '../../support/realClient.tsx'
import { registryWallet, startFakeDataApi } from '../../support/startFakeDataApi.ts'

const { local, mountClient } = realClients()
let api: Awaited<ReturnType<typeof startFakeDataApi>>
beforeAll(async () => {
  api = await startFakeDataApi()
})
afterAll(() => api.stop())

const WALLETS = '/v1/wallets'
/** A 400 is not retried and raises no alert: only the view can show it. */
const refused = { status: 400, body: { reasons: [{ description: 'no registry today' }] } }
const listed = { status: 200, body: { count: 1, data: [registryWallet('far', 'Far Wallet')] } }

/** A real client on the fake Data API, its modal opened on Connect (or AllWallets). */
const openOn = async (view: 'Connect' | 'AllWallets') => {
  const { latch, button } = await mountClient({ networks: [local()], apiUrl: api.url })
  await click(button)
  const inView = (name: string) =>
    waitFor(() => shadow().querySelector(`[data-latch-view="${name}"]`))
  if (view === 'AllWallets')
    await click((await inView('Connect')).querySelector('[data-latch-all-wallets]') as Element)
  return { latch, root: await inView(view) }
}

const shownError = (root: Element) =>
  waitFor(() => root.querySelector('[data-latch-wallets-error]'))

describe('a failed registry load', () => {
  it('behavior: on Connect, the Data API refusing the wallets shows the error, and Try again lists them', async () => {
    api.answers.set(WALLETS, refused)
    const { root } = await openOn('Connect')
    const error = await shownError(root)
    expect(error.querySelector('[role="alert"]')?.textContent).toContain(
      'The wallet list could not be loaded.',
    )
    expect(error.querySelector('[data-latch-error]')?.textContent).toBe('HTTP status code: 400')
    const asked = api.asked(WALLETS)
    api.answers.set(WALLETS, listed)
    await click(error.querySelector('button') as Element)
    await waitFor(() => root.querySelector('[data-latch-wallet="far"]'))
    expect(api.asked(WALLETS)).toBe(asked + 1)
    expect(root.querySelector('[data-latch-wallets-error]')).toBeNull()
  })

  it('behavior: on AllWallets, the same refusal shows the error with Try again, which lists them', async () => {
    api.answers.set(WALLETS, refused)
    const { root } = await openOn('AllWallets')
    const error = await shownError(root)
    expect(error.querySelector('[data-latch-error]')?.textContent).toBe('HTTP status code: 400')
    api.answers.set(WALLETS, listed)
    await click(error.querySelector('button') as Element)
    await waitFor(() => root.querySelector('[data-latch-wallet="far"]'))
    expect(root.querySelector('[data-latch-wallets-error]')).toBeNull()
  })
})
