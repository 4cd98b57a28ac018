// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import type { Connection } from '../../../../runtime/index.ts'
import { makeFakeClient, noAccount } from '../../support/fakeClient.ts'
import { click, shadow, waitFor } from '../../support/mount.tsx'
import { findView, renderModal, write } from '../../support/renderModal.tsx'

const FRAME = 'http://127.0.0.1:8788/frame'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const q = <T extends Element = HTMLElement>(selector: string) =>
  shadow().querySelector(selector) as T | null

/** An embedded-wallet eip155 connection of the given account type. */
const embedded = (
  type: 'eoa' | 'smartAccount',
  smart: { deployed?: boolean; enabled?: boolean; connectorId?: string; locale?: string } = {},
) => {
  const fake = makeFakeClient({
    view: 'Account',
    frameUrl: FRAME,
    ...(smart.locale ? { locale: smart.locale } : {}),
  })
  const connection: Connection = {
    connectorId: smart.connectorId ?? 'latch-auth',
    accounts: [{ type, address: ADDRESS }],
    caipNetworkId: 'eip155:1',
    smartAccount: {
      preferredAccountType: type,
      smartAccountDeployed: smart.deployed ?? false,
      smartAccountEnabled: smart.enabled ?? true,
    },
  }
  fake.state.connections.value = { eip155: connection }
  fake.state.account.value = {
    ...noAccount,
    status: 'connected',
    address: ADDRESS,
    caipAddress: `eip155:1:${ADDRESS}`,
    connectorId: connection.connectorId,
    allAccounts: connection.accounts,
    smartAccountDeployed: smart.deployed ?? false,
  }
  return { fake, connection }
}

describe('Account: the embedded wallet’s account type', () => {
  it('parameters: the row speaks the modal’s language', async () => {
    const { fake } = embedded('smartAccount', { locale: 'es' })
    await renderModal(fake)
    await findView('Account')
    const row = await waitFor(() => q('[data-latch-account-type]'))
    expect(row.textContent).toBe('Tipo de cuenta: Cuenta inteligente')
    expect(q('[data-latch-switch-account-type]')?.textContent).toBe('Cambiar a EOA')
  })

  it('default: a smart account shows its type, that it is not live yet, and Switch to EOA, which asks the client', async () => {
    const { fake, connection } = embedded('smartAccount')
    await renderModal(fake)
    await findView('Account')
    const row = await waitFor(() => q('[data-latch-account-type]'))
    expect(row.textContent).toBe('Account type: Smart account')
    expect(q('[data-latch-smart-account-pending]')?.textContent).toBe(
      'Becomes active with your first batch of calls',
    )
    const button = q('[data-latch-switch-account-type]') as HTMLButtonElement
    expect(button.textContent).toBe('Switch to EOA')
    await click(button)
    expect(fake.calls).toContainEqual(['setPreferredAccountType', 'eoa'])
    // The runtime then writes the connection's new type; the row follows.
    await write(fake.state.account, {
      ...fake.state.account.value,
      allAccounts: [{ type: 'eoa', address: ADDRESS }],
    })
    await write(fake.state.connections, {
      eip155: { ...connection, accounts: [{ type: 'eoa', address: ADDRESS }] },
    })
    await waitFor(() => q('[data-latch-account-type="eoa"]'))
    expect(q('[data-latch-account-type]')?.textContent).toBe('Account type: EOA')
    expect(q('[data-latch-switch-account-type]')?.textContent).toBe('Switch to smart account')
  })

  it('behavior: a deployed smart account has no pending line', async () => {
    const { fake } = embedded('smartAccount', { deployed: true })
    await renderModal(fake)
    await findView('Account')
    await waitFor(() => q('[data-latch-account-type]'))
    expect(q('[data-latch-smart-account-pending]')).toBeNull()
  })

  it('behavior: a failed switch shows the frame’s words', async () => {
    const { fake } = embedded('eoa')
    fake.fail.setPreferredAccountType = new Error('Smart accounts are not enabled on Anvil')
    await renderModal(fake)
    await findView('Account')
    await click(await waitFor(() => q('[data-latch-switch-account-type]')))
    const error = await waitFor(() => q('[data-latch-account-type-error]'))
    expect(error.textContent).toBe('Smart accounts are not enabled on Anvil')
  })

  it('behavior: no switch on a network without smart accounts, and no row for other wallets', async () => {
    const { fake } = embedded('eoa', { enabled: false })
    const unmountFirst = await renderModal(fake)
    await findView('Account')
    await waitFor(() => q('[data-latch-account-type]'))
    expect(q('[data-latch-switch-account-type]')).toBeNull()
    await unmountFirst()
    document.body.innerHTML = ''
    const other = embedded('eoa', { connectorId: 'dev.latch.wallet' })
    await renderModal(other.fake)
    await findView('Account')
    expect(q('[data-latch-account-type]')).toBeNull()
  })
})
