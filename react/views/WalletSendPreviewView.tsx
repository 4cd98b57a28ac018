import { formatBalance } from '../format/formatBalance.ts'
import { shortenAddress } from '../format/shortenAddress.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * WalletSendPreview: what will be sent, to whom, on which network; Send asks the wallet
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
    <div className="latch-stack" data-latch-view="WalletSendPreview" data-state={send.status}>
      <dl className="latch-stack" style={{ margin: 0 }}>
        <div>
          <dt className="latch-muted">{t('send.sending')}</dt>
          <dd style={{ margin: 0 }} data-latch-send-summary="">
            <strong>
              {formatBalance(amount, 18, locale)} {send.token?.symbol ?? ''}
            </strong>
          </dd>
        </div>
        <div>
          <dt className="latch-muted">{t('send.to')}</dt>
          <dd style={{ margin: 0 }} title={receiver}>
            {send.receiverProfileName
              ? `${send.receiverProfileName} (${shortenAddress(receiver)})`
              : shortenAddress(receiver)}
          </dd>
        </div>
        <div>
          <dt className="latch-muted">{t('send.network')}</dt>
          <dd style={{ margin: 0 }}>{network.name}</dd>
        </div>
      </dl>
      {busy && (
        <p className="latch-muted" role="status">
          {send.status === 'sending' ? t('send.confirmInWallet') : t('send.waitingReceipt')}
        </p>
      )}
      {send.status === 'error' && send.error && (
        <p className="latch-error" role="alert" data-latch-send-error="">
          {send.error}
        </p>
      )}
      <div className="latch-row">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          disabled={busy}
          onClick={() => latch.back()}
        >
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="latch-button"
          data-latch-send-confirm=""
          disabled={busy || !send.ready}
          onClick={() => {
            latch.send().then(
              () => latch.navigate('Account', { reset: true }),
              // The failure is in state.send.error.
              () => undefined,
            )
          }}
        >
          {busy ? t('send.sendingButton') : t('send.send')}
        </button>
      </div>
    </div>
  )
}
