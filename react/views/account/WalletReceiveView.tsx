import { useState } from 'react'
import { QrCode } from '../../components/QrCode.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * The WalletReceive view (loaded lazily, with uqr): the connected address as a QR code and in
 * full, a copy button, and the app's networks of the account's namespace, where the same
 * address receives.
 */
export const WalletReceiveView = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)
  const [copied, setCopied] = useState(false)
  const address = account.address ?? ''
  const networks = latch.config.networks.filter((n) => n.chainNamespace === network.chainNamespace)
  const copy = () => {
    globalThis.navigator?.clipboard?.writeText(address).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return (
    <div className="latch-center" data-latch-view="WalletReceive">
      <p className="latch-flat latch-muted">{t('receive.intro')}</p>
      <QrCode
        value={address}
        label={t('receive.qrLabel')}
        data={{ 'data-latch-receive-qr': address }}
      />
      <p className="latch-flat latch-address-full" data-latch-address={address}>
        {address}
      </p>
      <button type="button" className="latch-button" data-latch-copy="" onClick={copy}>
        {copied ? t('receive.copied') : t('receive.copy')}
      </button>
      <p className="latch-visually-hidden" role="status">
        {copied ? t('receive.copied') : ''}
      </p>
      <section className="latch-stack latch-full" aria-labelledby="latch-receive-networks">
        <h3 className="latch-month latch-muted" id="latch-receive-networks">
          {t('receive.networks')}
        </h3>
        <ul className="latch-list" data-latch-receive-networks="">
          {networks.map((n) => (
            <li
              key={n.caipNetworkId}
              className="latch-row-item"
              data-latch-network={n.caipNetworkId}
            >
              <span className="latch-grow">{n.name}</span>
              {n.caipNetworkId === network.caipNetworkId && (
                <span className="latch-tag">{t('networks.current')}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
