import { WalletIcon } from '../components/WalletIcon.tsx'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { t } from '../i18n/t.ts'
import { useModalUi } from '../modal/ModalUiContext.ts'

/**
 * The Connect view: the connectors of `state.connectors` in their (SPEC §9) order, recent
 * ones marked, an "All wallets" entry, and the e-mail and social entries when enabled —
 * shown as not yet available until the embedded wallet lands.
 */
export const ConnectView = () => {
  const latch = useLatch()
  const { connectWith } = useModalUi()
  const connectors = useSignalValue(latch.state.connectors)
  const { email, socials } = latch.config.features
  return (
    <div className="latch-stack" data-latch-view="Connect">
      {email && (
        <div className="latch-stack">
          <label className="latch-stack">
            <span>{t('connect.emailLabel')}</span>
            <input
              className="latch-input"
              type="email"
              placeholder={t('connect.emailPlaceholder')}
              disabled
              aria-describedby="latch-email-coming"
            />
          </label>
          <p id="latch-email-coming" className="latch-muted">
            {t('connect.emailComing')}
          </p>
        </div>
      )}
      {socials.length > 0 && (
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
      )}
      <ul className="latch-list">
        {connectors.map((connector) => (
          <li key={connector.id}>
            <button
              type="button"
              className="latch-tile"
              data-latch-connector={connector.id}
              onClick={() => connectWith(connector.id)}
            >
              <WalletIcon name={connector.name} icon={connector.icon} />
              <span className="latch-tile-name">{connector.name}</span>
              {connector.recent && <span className="latch-tag">{t('connect.recent')}</span>}
            </button>
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
          </button>
        </li>
      </ul>
      {connectors.length === 0 && <p className="latch-muted">{t('connect.noWallets')}</p>}
    </div>
  )
}
