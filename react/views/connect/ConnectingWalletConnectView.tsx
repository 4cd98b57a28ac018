import { useEffect, useState } from 'react'
import { QrCode } from '../../components/QrCode.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { WalletIcon } from '../../components/WalletIcon.tsx'
import { safeUrl } from '../../format/safeUrl.ts'
import { walletLink } from '../../format/walletLink.ts'
import {
  useWalletConnectAttempt,
  type WalletConnectViewStatus,
} from '../../hooks/useWalletConnectAttempt.ts'
import type { MessageId } from '../../i18n/en.ts'
import { useT } from '../../i18n/useT.ts'
import { useModalUi } from '../../modal/ModalUiContext.ts'

const endMessage: Partial<Record<WalletConnectViewStatus, MessageId>> = {
  expired: 'wc.expired',
  rejected: 'wc.rejected',
  failed: 'wc.failed',
}

/**
 * ConnectingWalletConnect (a registry wallet chosen: its header and deep links) and, with
 * `basic`, ConnectingWalletConnectBasic (SPEC §2 rule 2: the root view of basic mode, no
 * wallet header). Both pair on mount and show the URI as a QR code in `data-latch-wc-uri`, a
 * copy-link button, a spinner while proposing, a note while the relay is lost, and on
 * expiry, rejection or failure the catalogue's message with a retry (the old QR is gone).
 * Loaded lazily, with `uqr`.
 */
export const ConnectingWalletConnectView = ({ basic = false }: { readonly basic?: boolean }) => {
  const t = useT()
  const { walletConnectWallet } = useModalUi()
  const wallet = basic ? undefined : walletConnectWallet
  const { status, uri, detail, retry } = useWalletConnectAttempt()
  const { copied, copy } = useCopyLink(uri)
  const ended = endMessage[status]
  // The registry's links are untrusted: a deep link keeps its wallet's own scheme, never a
  // `javascript:` or `data:` one (safeUrl 'app').
  const deepLink = (link: string | null | undefined) =>
    link && uri ? safeUrl(walletLink(link, uri), 'app') : undefined
  const mobileHref = deepLink(wallet?.mobileLink)
  const desktopHref = deepLink(wallet?.desktopLink)
  return (
    <div
      className="latch-center"
      data-latch-view={basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect'}
      data-state={status}
    >
      {wallet && (
        <>
          <WalletIcon id={wallet.id} name={wallet.name} icon={wallet.imageUrl} />
          <p>
            <strong>{t('connecting.waiting', { name: wallet.name })}</strong>
          </p>
        </>
      )}
      {!ended && <p className="latch-muted">{t('wc.scan')}</p>}
      {uri ? (
        <QrCode value={uri} label={t('wc.qrLabel')} data={{ 'data-latch-wc-uri': uri }} />
      ) : (
        !ended && (
          <div className="latch-qr latch-qr-pending" data-latch-wc-pending="">
            <Spinner label={t('wc.preparing')} />
          </div>
        )
      )}
      {status === 'relayLost' && (
        <p className="latch-muted" role="status" data-latch-wc-relay-lost="">
          {t('wc.relayLost')}
        </p>
      )}
      {ended && <WalletConnectEnded message={ended} detail={detail} retry={retry} />}
      {uri && (
        <div className="latch-stack" style={{ width: '100%' }}>
          {wallet && mobileHref && (
            <a className="latch-button latch-link-button" href={mobileHref} data-latch-wc-mobile="">
              {t('wc.openMobile', { name: wallet.name })}
            </a>
          )}
          {wallet && desktopHref && (
            <a
              className="latch-button latch-link-button"
              data-variant="secondary"
              href={desktopHref}
              data-latch-wc-desktop=""
            >
              {t('wc.openDesktop', { name: wallet.name })}
            </a>
          )}
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            data-latch-wc-copy=""
            onClick={copy}
          >
            {copied ? t('wc.copied') : t('wc.copy')}
          </button>
        </div>
      )}
    </div>
  )
}

/** On expiry, rejection or failure: the catalogue's message, the reason if any, and a retry. */
const WalletConnectEnded = ({
  message,
  detail,
  retry,
}: {
  readonly message: MessageId
  readonly detail: string | undefined
  readonly retry: () => void
}) => {
  const t = useT()
  return (
    <>
      <p className="latch-error" role="alert">
        <strong>{t(message)}</strong>
        {detail && (
          <>
            <br />
            <span data-latch-error="">{detail}</span>
          </>
        )}
      </p>
      <button type="button" className="latch-button" data-latch-wc-retry="" onClick={retry}>
        {t('connecting.retry')}
      </button>
    </>
  )
}

/**
 * A copy-link button's state: `copy` writes `link` to the clipboard and sets `copied` once it
 * is there (a refusal leaves it unset); a new link is a new one to copy, and unsets it.
 */
const useCopyLink = (link: string | undefined) => {
  const [copied, setCopied] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link is a new one to copy
  useEffect(() => setCopied(false), [link])
  const copy = () => {
    if (!link) return
    globalThis.navigator?.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  return { copied, copy }
}
