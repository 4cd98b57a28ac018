import { useMemo } from 'react'
import { renderSVG } from 'uqr'
import { t } from '../i18n/t.ts'

/**
 * The pairing URI as a QR code (uqr's SVG, no dependencies), in an element carrying
 * `data-latch-wc-uri` (API.md). Only the lazily loaded WalletConnect view imports this, so
 * `uqr` never loads before the modal needs it.
 */
export const WalletConnectQr = ({ uri }: { readonly uri: string }) => {
  // uqr emits only <svg>, <rect> and <path> built from the module matrix: no URI text inside.
  const svg = useMemo(() => renderSVG(uri, { ecc: 'M', border: 2 }), [uri])
  return (
    <div
      className="latch-qr"
      data-latch-wc-uri={uri}
      role="img"
      aria-label={t('wc.qrLabel')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's SVG of the URI, no markup from the URI itself
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
