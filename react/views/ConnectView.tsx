import { useEffect } from 'react'
import { RegistryWalletTile } from '../components/RegistryWalletTile.tsx'
import { WalletIcon } from '../components/WalletIcon.tsx'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { t } from '../i18n/t.ts'
import { useModalUi } from '../modal/ModalUiContext.ts'
import { EmailLoginForm } from './EmailLoginForm.tsx'
import { SocialButtons } from './SocialButtons.tsx'

/**
 * The Connect view: the connectors of `state.connectors` in their (SPEC §9) order with
 * WalletConnect first (it opens ConnectingWalletConnect), recent ones marked, then the
 * recommended registry wallets, an "All wallets" entry with the registry's count, and the
 * e-mail box and the social logins (both live when the app set `frameUrl`, else shown disabled)
 * when enabled. The registry is asked for after the first paint and fills in when it answers.
 */
export const ConnectView = () => {
  const latch = useLatch()
  const { connectWith, openWalletConnect } = useModalUi()
  const connectors = useSignalValue(latch.state.connectors)
  const wallets = useSignalValue(latch.state.wallets)
  const { email, socials } = latch.config.features

  useEffect(() => {
    if (latch.state.wallets.peek().status === 'idle') latch.loadWallets().catch(() => undefined)
  }, [latch])

  // One WalletConnect session serves every namespace: one tile, whatever it is listed under.
  const walletConnect = connectors.filter(
    (c, i) =>
      c.type === 'WALLET_CONNECT' &&
      connectors.findIndex((o) => o.type === c.type && o.id === c.id) === i,
  )
  // The embedded wallet is reached through the e-mail box, not a tile.
  const ordered = [
    ...walletConnect,
    ...connectors.filter((c) => c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH'),
  ]
  const count = wallets.search === '' ? wallets.count : 0
  return (
    <div className="latch-stack" data-latch-view="Connect">
      {email && <EmailLoginForm />}
      {socials.length > 0 &&
        (latch.config.frameUrl !== undefined ? (
          <SocialButtons socials={socials} />
        ) : (
          <div className="latch-stack">
            <div className="latch-row" style={{ flexWrap: 'wrap' }}>
              {socials.map((social) => (
                <button
                  key={social}
                  type="button"
                  className="latch-button"
                  data-variant="secondary"
                  data-latch-social={social}
                  style={{ width: 'auto' }}
                  disabled
                  aria-describedby="latch-socials-coming"
                >
                  {t('connect.social', { provider: social })}
                </button>
              ))}
            </div>
            <p id="latch-socials-coming" className="latch-muted">
              {t('connect.socialsComing')}
            </p>
          </div>
        ))}
      <ul className="latch-list">
        {ordered.map((connector) => (
          <li key={connector.id}>
            <button
              type="button"
              className="latch-tile"
              data-latch-connector={connector.id}
              onClick={() =>
                connector.type === 'WALLET_CONNECT'
                  ? openWalletConnect()
                  : connectWith(connector.id)
              }
            >
              <WalletIcon name={connector.name} icon={connector.icon} />
              <span className="latch-tile-name">{connector.name}</span>
              {connector.recent && <span className="latch-tag">{t('connect.recent')}</span>}
            </button>
          </li>
        ))}
        {wallets.recommended.map((wallet) => (
          <li key={wallet.id} data-latch-recommended="">
            <RegistryWalletTile wallet={wallet} walletConnect={walletConnect.length > 0} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className="latch-tile"
            data-latch-all-wallets=""
            onClick={() => latch.navigate('AllWallets')}
          >
            <span className="latch-tile-name">{t('connect.allWallets')}</span>
            {count > 0 && (
              <span className="latch-tag" data-latch-wallet-count={count}>
                {count}
              </span>
            )}
          </button>
        </li>
      </ul>
      {connectors.length === 0 && <p className="latch-muted">{t('connect.noWallets')}</p>}
    </div>
  )
}
