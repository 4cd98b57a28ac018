import { useEffect, useState } from 'react'
import { QrCode } from '../../components/QrCode.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { safeUrl } from '../../format/safeUrl.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * ConnectingFarcaster: the Farcaster sign-in's URI (SPEC §3 farcasterUrl) as a QR code in
 * `data-latch-farcaster-uri`, a link to open it on this device and a copy-link button, while
 * the runtime asks whether the sign-in was approved. Cancel goes back to Connect; a timeout or
 * refusal does too, with the reason under the social buttons. From a browser new to the account
 * it says an approval link was mailed, as ConnectingSocial does. Loaded lazily, with `uqr`.
 */
export const ConnectingFarcasterView = () => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.socialLogin)
  const uri = login.provider === 'farcaster' ? login.farcasterUrl : undefined
  const [copied, setCopied] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URI is a new link to copy
  useEffect(() => setCopied(false), [uri])
  // The URI comes from the relay through the frame: it becomes an href only as http(s) or a Farcaster app's own scheme.
  const href = safeUrl(uri, 'app')
  const verifying = login.status === 'verifying'
  const copy = () => {
    if (!uri) return
    globalThis.navigator?.clipboard?.writeText(uri).then(
      () => setCopied(true),
      () => undefined,
    )
  }
  const cancel = (
    <button
      type="button"
      className="latch-button"
      data-variant="secondary"
      data-latch-farcaster-cancel=""
      onClick={() => latch.cancelFarcaster()}
    >
      {t('farcaster.cancel')}
    </button>
  )
  // Approved from a browser new to the account: the approval link went to its e-mail (issue 26).
  if (login.status === 'awaiting-device')
    return (
      <div className="latch-stack" data-latch-view="ConnectingFarcaster" data-state={login.status}>
        <p data-latch-social-device="">{t('social.deviceIntro', { provider: 'Farcaster' })}</p>
        <p className="latch-muted">{t('social.deviceHint')}</p>
        <p className="latch-muted" role="status" aria-live="polite">
          {t('email.deviceWaiting')}
        </p>
        {cancel}
      </div>
    )
  return (
    <div className="latch-center" data-latch-view="ConnectingFarcaster" data-state={login.status}>
      <p className="latch-muted">{t('farcaster.scan')}</p>
      <FarcasterQr uri={uri} />
      <p role="status" aria-live="polite">
        {verifying ? t('farcaster.verifying') : uri ? t('farcaster.waiting') : ''}
      </p>
      <div className="latch-stack" style={{ width: '100%' }}>
        {href && !verifying && (
          <a
            className="latch-button latch-link-button"
            href={href}
            target="_blank"
            rel="noreferrer"
            data-latch-farcaster-open=""
          >
            {t('farcaster.open')}
          </a>
        )}
        {uri && !verifying && (
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            data-latch-farcaster-copy=""
            onClick={copy}
          >
            {copied ? t('farcaster.copied') : t('farcaster.copy')}
          </button>
        )}
        {!verifying && cancel}
      </div>
    </div>
  )
}

/** The sign-in's URI as a QR code, or a spinner in its place while the relay prepares it. */
const FarcasterQr = ({ uri }: { readonly uri: string | undefined }) => {
  const t = useT()
  return uri ? (
    <QrCode value={uri} label={t('farcaster.qrLabel')} data={{ 'data-latch-farcaster-uri': uri }} />
  ) : (
    <div className="latch-qr latch-qr-pending" data-latch-farcaster-pending="">
      <Spinner label={t('farcaster.preparing')} />
    </div>
  )
}
