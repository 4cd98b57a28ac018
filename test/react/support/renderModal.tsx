import { act } from 'react'
import { vi } from 'vitest'
import { LatchProvider } from '../../../react/index.ts'
import type { ConnectorInfo } from '../../../runtime/index.ts'
import type { makeFakeClient } from './fakeClient.ts'
import { mount, shadow, waitFor } from './mount.tsx'

/** A connector as `state.connectors` lists it; `EXTERNAL` on eip155 unless `extra` says. */
export const connector = (
  id: string,
  name: string,
  extra: Partial<ConnectorInfo> = {},
): ConnectorInfo => ({
  id,
  name,
  type: 'EXTERNAL',
  namespace: 'eip155',
  icon: undefined,
  rdns: undefined,
  recent: false,
  ...extra,
})

/** The WalletConnect connector the runtime lists first when the app turns it on. */
export const walletConnectConnector = connector('walletConnect', 'WalletConnect', {
  type: 'WALLET_CONNECT',
})

/** Mounts the overlay modal of a fake client until the test ends; returns its unmount, for sooner. */
export const renderModal = async (fake: ReturnType<typeof makeFakeClient>) => {
  const view = await mount(<LatchProvider client={fake.client} />)
  return view.unmount
}

/** Waits for the view root `[data-latch-view=name]` in the modal's shadow root. */
export const findView = (name: string) =>
  waitFor(() => shadow().querySelector(`[data-latch-view="${name}"]`))

/** The view root once its lazy module has loaded, for tests running on fake timers. */
export const findLazyView = async (name: string): Promise<Element> => {
  for (let i = 0; i < 50; i++) {
    const found = await act(async () => {
      await vi.dynamicImportSettled()
      return shadow().querySelector(`[data-latch-view="${name}"]`)
    })
    if (found) return found
  }
  throw new Error(`${name} did not load`)
}

/** Types into an input the way React hears it (the native value setter, then `input`). */
export const typeInto = (input: HTMLInputElement, value: string) =>
  act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })

/** Writes a signal inside act, so React renders what it shows. */
export const write = <T,>(target: { value: T }, value: T) =>
  act(async () => {
    target.value = value
  })
