import { useLatchAccount, useLatchNetwork } from 'latch/react'

/**
 * What `useLatchAccount()` and `useLatchNetwork()` report, as an app would show them.
 *
 * @example
 * import { AccountPanel } from './AccountPanel.tsx'
 * <AccountPanel />
 */
export const AccountPanel = () => {
  const account = useLatchAccount()
  const { network, supported } = useLatchNetwork()
  const balance = account.balanceLoading
    ? 'loading…'
    : account.balance !== undefined
      ? `${account.balance} ${account.balanceSymbol ?? ''}`.trim()
      : '—'
  return (
    <section className="card" data-testid="playground-account">
      <h2>Account</h2>
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd data-testid="playground-status">{account.status}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd data-testid="playground-address">{account.address ?? '—'}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd data-testid="playground-balance">{balance}</dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd data-testid="playground-network">
            {network.name} ({network.caipNetworkId}){supported ? '' : ' — not supported'}
          </dd>
        </div>
      </dl>
    </section>
  )
}
