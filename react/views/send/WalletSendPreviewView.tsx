import { LiveRegion } from '../../components/LiveRegion.tsx'
import { NetworkFeeValue } from '../../components/NetworkFeeValue.tsx'
import { PreviewActions } from '../../components/PreviewActions.tsx'
import { PreviewRegion } from '../../components/PreviewRegion.tsx'
import { PreviewRows } from '../../components/PreviewRows.tsx'
import { formatBalance } from '../../format/formatBalance.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'

/**
 * WalletSendPreview: what will be sent, to whom, on which network, and the estimated network
 * fee (eip155 and solana); Send asks the wallet
 * (`client.send()`), waits for the receipt (at most 25 s) and returns to Account; a failure
 * stays here with its text. Loaded lazily.
 */
export const WalletSendPreviewView = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const send = useSignalValue(latch.state.send)
  const network = useSignalValue(latch.state.network)
  const busy = send.status === 'sending' || send.status === 'confirming'
  const receiver = send.receiverAddress ?? send.receiverInput ?? ''
  const amount = Number(send.sendTokenAmount) > 0 ? (send.sendTokenAmount ?? '0') : '0'
  return (
    <PreviewRegion view="WalletSendPreview" state={send.status}>
      <PreviewRows
        rows={[
          {
            label: t('send.sending'),
            value: (
              <strong>
                {formatBalance(amount, 18, locale)} {send.token?.symbol ?? ''}
              </strong>
            ),
            hook: 'data-latch-send-summary',
          },
          {
            label: t('send.to'),
            value: send.receiverProfileName
              ? `${send.receiverProfileName} (${shortenAddress(receiver)})`
              : shortenAddress(receiver),
            title: receiver,
          },
          { label: t('send.network'), value: network.name },
          ...(network.chainNamespace === 'eip155' || network.chainNamespace === 'solana'
            ? [
                {
                  label: t('fee.label'),
                  value: <NetworkFeeValue fee={send.fee} />,
                  hook: 'data-latch-send-fee' as const,
                },
              ]
            : []),
        ]}
      />
      {/* In the DOM before its text, so each step is announced when it comes. */}
      <LiveRegion className="latch-muted" data={{ 'data-latch-send-status': '' }}>
        {busy
          ? send.status === 'sending'
            ? t('send.confirmInWallet')
            : t('send.waitingReceipt')
          : undefined}
      </LiveRegion>
      {send.status === 'error' && send.error && (
        <p className="latch-error" role="alert" data-latch-send-error="">
          {send.error}
        </p>
      )}
      <PreviewActions
        stateError={send.status === 'error' ? send.error : undefined}
        backLabel={t('send.cancel')}
        confirmLabel={busy ? t('send.sendingButton') : t('send.send')}
        busy={busy}
        disabled={!send.ready}
        confirmData={{ 'data-latch-send-confirm': '' }}
        confirm={() => latch.send()}
      />
    </PreviewRegion>
  )
}
