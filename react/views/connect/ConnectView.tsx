import { useEffect } from 'react'
import type { ConnectorInfo } from '../../../runtime/index.ts'
import { RegistryWalletTile } from '../../components/RegistryWalletTile.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { numberFormat } from '../../format/numberFormat.ts'
import { background } from '../../hooks/background.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useResource } from '../../hooks/useResource.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'
import { afterPaint } from '../../modal/afterPaint.ts'
import { useModalUi } from '../../modal/ModalUiContext.ts'
import { EmailLoginForm } from '../email/EmailLoginForm.tsx'
import { SocialButtons } from '../social/SocialButtons.tsx'
import { WalletsError } from './WalletsError.tsx'

/**
 * The wallet tiles in state order, which is SPEC §9's connector order (WalletConnect, recent,
 * injected, external: `orderConnectors`). The embedded wallet is reached through the e-mail box
 * and the socials, not a tile; one WalletConnect session serves every namespace: one tile,
 * whatever it is listed under.
 */
const walletTiles = (connectors: readonly ConnectorInfo[]) =>
  connectors.filter(
    (c, i) =>
      c.type !== 'AUTH' &&
      (c.type !== 'WALLET_CONNECT' ||
        connectors.findIndex((o) => o.type === c.type && o.id === c.id) === i),
  )

/**
 * The Connect view: the wallets in SPEC §9's order (WalletConnect, then the recent ones,
 * marked, then the other installed ones); then — only when the app turned them on and they can
 * work (`frameUrl` set and the eip155 adapter on, the embedded wallet's login namespace), never
 * as disabled controls — the e-mail box and a compact row of social logins; then the recommended registry wallets and "All wallets" with the registry's count.
 * The registry is asked for after the first paint and fills in when it answers; a failed load
 * shows its error with a retry.
 */
export const ConnectView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const connectors = useSignalValue(latch.state.connectors)
  const registry = useResource(latch.state.wallets)
  const wallets = registry.data
  const { email, socials } = latch.config.features
  // The e-mail, social and Farcaster logins run through the embedded wallet's eip155
  // connector, which exists only with the eip155 adapter: in a Solana-only app they could only
  // fail with 'Provider not found', so they are not offered (audit D4).
  const embedded = latch.config.frameUrl !== undefined && latch.config.adapters.includes('eip155')

  // After the paint: asking starts the registry's code loading and marks the list loading,
  // another render, which held the view's first frame back (bench/: click → Connect view).
  useEffect(
    () =>
      afterPaint(() => {
        // Failures land in state.wallets (status error), shown below with a retry.
        if (latch.state.wallets.peek().status === 'idle') background(latch.loadWallets())
      }),
    [latch],
  )

  const ordered = walletTiles(connectors)
  const installed = ordered.filter((c) => c.type !== 'WALLET_CONNECT')
  const walletConnect = ordered.some((c) => c.type === 'WALLET_CONNECT')
  const showEmail = email && embedded
  const showSocials = socials.length > 0 && embedded
  const count = wallets.search === '' ? wallets.count : 0
  return (
    <div className="latch-stack" data-latch-view="Connect">
      {installed.length === 0 && <p className="latch-muted latch-flat">{t('connect.noWallets')}</p>}
      <ConnectorTiles ordered={ordered} />
      {(showEmail || showSocials) && (
        <>
          <p className="latch-divider" data-latch-section="login">
            <span>{t('connect.or')}</span>
          </p>
          {showEmail && <EmailLoginForm />}
          {showSocials && <SocialButtons socials={socials} />}
        </>
      )}
      <ul className="latch-list" data-latch-section="more">
        {wallets.recommended.map((wallet) => (
          <li key={wallet.id} data-latch-recommended="">
            <RegistryWalletTile wallet={wallet} walletConnect={walletConnect} />
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
              <span
                className="latch-tag"
                data-latch-wallet-count={count}
                title={t('allWallets.count', { count })}
              >
                {numberFormat(locale).format(count)}
              </span>
            )}
          </button>
        </li>
      </ul>
      {registry.isError && (
        // The first page again; a new failure lands in state.wallets as this one did.
        <WalletsError error={registry.error} retry={() => background(latch.loadWallets())} />
      )}
    </div>
  )
}

/** The connectors' tiles, recent ones marked; a click connects (WalletConnect: its QR view). */
const ConnectorTiles = ({ ordered }: { readonly ordered: readonly ConnectorInfo[] }) => {
  const { t } = useI18n()
  const { connectWith, openWalletConnect } = useModalUi()
  if (ordered.length === 0) return null
  return (
    <ul className="latch-list" data-latch-section="wallets">
      {ordered.map((connector) => (
        <li key={`${connector.namespace}:${connector.id}`}>
          <button
            type="button"
            className="latch-tile"
            data-latch-connector={connector.id}
            onClick={() =>
              connector.type === 'WALLET_CONNECT' ? openWalletConnect() : connectWith(connector.id)
            }
          >
            <WalletIcon name={connector.name} icon={connector.icon} type={connector.type} />
            <span className="latch-tile-name">{connector.name}</span>
            {connector.recent && <span className="latch-tag">{t('connect.recent')}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
