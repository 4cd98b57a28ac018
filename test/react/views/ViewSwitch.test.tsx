// @vitest-environment happy-dom
import { act } from 'react'
import { flushSync } from 'react-dom'
import { describe, expect, it, vi } from 'vitest'
import { loadAccountView } from '../../../react/views/registry.tsx'
import { connectedAccount, ldtBalance } from '../support/connectedAccount.ts'
import { makeFakeClient } from '../support/fakeClient.ts'
import { click } from '../support/mount.tsx'
import { connector, findView, renderModal } from '../support/renderModal.tsx'

// Account's module, counted as it is evaluated: this file imports AccountView.tsx nowhere
// else, so only ViewSwitch's preload (or rendering Account) can have loaded it.
const accountModule = vi.hoisted(() => ({ loads: 0 }))
vi.mock('../../../react/views/account/AccountView.tsx', async (original) => {
  accountModule.loads++
  return original()
})

const accountView = () =>
  document
    .querySelector('[data-latch-host]')
    ?.shadowRoot?.querySelector('[data-latch-view="Account"]') ?? null

/** Several frames and macrotasks, inside act: what `afterPaint` waits for, and more. */
const frames = async () => {
  for (let i = 0; i < 5; i++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      await vi.dynamicImportSettled()
    })
}

// The first test needs Account's module not yet loaded: it runs first.
describe('ViewSwitch', () => {
  it('behavior: opening the modal alone does not load Account’s code; picking a wallet does', async () => {
    const fake = makeFakeClient({ apiUrl: 'http://127.0.0.1:9' })
    fake.state.connectors.value = [connector('dev.wallet', 'Dev Wallet')]
    fake.hold.connect = new Promise(() => undefined)
    await renderModal(fake)
    const connect = await findView('Connect')
    await frames()
    expect(accountModule.loads).toBe(0)
    await click(connect.querySelector('[data-latch-connector="dev.wallet"]') as Element)
    await findView('ConnectingExternal')
    await frames()
    expect(accountModule.loads).toBe(1)
  })

  it('behavior: once its code is in, Account shows with its tokens in the very render the connection arrives in (no Suspense fallback, no timer)', async () => {
    // Its code is in, as a connect attempt's preload leaves it.
    await act(async () => {
      await loadAccountView()
    })
    const fake = makeFakeClient({ view: 'ConnectingExternal', apiUrl: 'http://127.0.0.1:9' })
    await renderModal(fake)
    await findView('ConnectingExternal')
    // One synchronous render, as the browser's: outside act (which would wait on a suspended
    // lazy view), flushSync renders and commits the connection before returning. A React.lazy
    // view suspends there even with its chunk in (its promise settles a microtask later), and
    // React 19 then reveals it only 300 ms after the fallback it committed (issue 30).
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT')
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
    try {
      flushSync(() => {
        fake.state.account.value = connectedAccount({
          tokenBalance: [ldtBalance],
          tokenBalanceStatus: 'ready',
        })
        fake.state.router.value = { view: 'Account', history: [] }
      })
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment)
    }
    const account = accountView()
    expect(account).not.toBeNull()
    expect(account?.querySelector(`[data-latch-token="${ldtBalance.address}"]`)).toBeInstanceOf(
      Element,
    )
    // The network's mark inside Account still loads lazily, in its own small boundary.
    await frames()
  })
})
