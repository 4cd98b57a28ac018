import { useEffect } from 'react'
import type { SendState } from '../../../runtime/index.ts'
import { AmountField } from '../../components/AmountField.tsx'
import { formatBalance } from '../../format/formatBalance.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useQueuedSubmit } from '../../hooks/useQueuedSubmit.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useTypedText } from '../../hooks/useTypedText.ts'
import { useI18n } from '../../i18n/useT.ts'
import { SendReceiverField } from './SendReceiverField.tsx'

/** The field of WalletSend edited last, per client: kept while the view is away (its preview). */
const lastEdited = new WeakMap<object, 'amount' | 'receiver'>()

/** The field to focus on a form under way: the one edited last, else the amount. */
const resumeField = (key: object, send: SendState) =>
  send.sendTokenAmount || send.receiverInput ? (lastEdited.get(key) ?? 'amount') : undefined

/** Whether what is under way (a write, the tokens, a name's lookup) may still make the form ready. */
const underWay = (send: SendState, busy: boolean) =>
  busy || send.loading || send.receiverLookup === 'waiting' || send.receiverLookup === 'resolving'

/**
 * WalletSend: the token (WalletSendSelectToken picks another), the amount with Max, the
 * receiver (an address, or an account name on eip155), the form's problem inline
 * ('Insufficient balance', 'Invalid receiver address', 'Enter the amount as a number, like
 * 1234.5'), and Preview (WalletSendPreview), off until the form passes SPEC §5's checks; Enter
 * pressed in a field before then previews once it passes (`useQueuedSubmit`), or, when nothing
 * that could make it pass is under way, says why not (SPEC §5's words when the form shows no
 * problem of its own). A form under way (back from the preview) focuses the field edited last,
 * else the amount. Loaded lazily.
 */
export const WalletSendView = () => {
  const { t } = useI18n()
  const latch = useLatch()
  const send = useSignalValue(latch.state.send)
  const network = useSignalValue(latch.state.network)
  // A failed balance read leaves the native token alone, with SPEC §8's toast 'Token Balance
  // Unavailable'; a failure before the flow runs (its code not loaded) is this action's error.
  const tokens = useLatchAction(latch.loadSendTokens)
  // Again when the network changes under the form (the wallet switched it): its tokens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the network is the reason to run again
  useEffect(() => {
    tokens.run()
  }, [tokens.run, network.caipNetworkId])
  const token = send.token
  const { run: write, error: updateError, isPending: writing } = useLatchAction(latch.updateSend)
  // Enter typed before the form is ready (a name still being looked up) previews once it is.
  const enter = useQueuedSubmit(send.ready, underWay(send, writing || tokens.isPending), () =>
    latch.navigate('WalletSendPreview'),
  )
  const update = (patch: Parameters<typeof write>[0]) => {
    enter.cancel()
    lastEdited.set(latch.state.send, 'receiver' in patch ? 'receiver' : 'amount')
    return write(patch)
  }
  // Back on a form under way (from its preview): the focus where the visitor left it.
  const resume = resumeField(latch.state.send, send)
  // The form's own problem first; else why the send failed, or the form could not be written.
  const problem =
    send.invalid ??
    (send.status === 'error' ? send.error : (updateError ?? tokens.error)) ??
    (enter.refused ? send.incomplete : undefined)
  // As typed, the caret where it was: the form's state comes back a moment later.
  const [receiver, typeReceiver] = useTypedText(send.receiverInput ?? '', (typed) =>
    update({ receiver: typed }),
  )
  return (
    <form
      className="latch-stack"
      data-latch-view="WalletSend"
      data-state={send.ready ? 'ready' : 'incomplete'}
      aria-busy={enter.queued || undefined}
      onKeyDown={enter.onKeyDown}
      onSubmit={(event) => {
        event.preventDefault()
        if (send.ready) latch.navigate('WalletSendPreview')
      }}
    >
      <SendTokenTile />
      <AmountField
        label={t('send.amount')}
        maxLabel={t('send.max')}
        value={send.sendTokenAmount ?? ''}
        max={token?.quantity.numeric}
        hook="data-latch-send-amount"
        focusFirst={resume === 'amount'}
        onChange={(amount) => update({ amount })}
      />
      <SendReceiverField
        value={receiver}
        focusFirst={resume === 'receiver'}
        onType={typeReceiver}
      />
      {problem && (
        <p className="latch-error" role="alert" data-latch-send-error="">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="latch-button"
        data-latch-send-preview=""
        disabled={!send.ready}
      >
        {t('send.preview')}
      </button>
    </form>
  )
}

/** The token to send, with its balance; a click picks another (WalletSendSelectToken). */
const SendTokenTile = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const send = useSignalValue(latch.state.send)
  const token = send.token
  return (
    <button
      type="button"
      className="latch-tile"
      data-latch-send-token={token?.symbol ?? ''}
      onClick={() => latch.navigate('WalletSendSelectToken')}
    >
      <span className="latch-tile-name">
        {token ? token.symbol : send.loading ? t('send.tokensLoading') : t('send.chooseToken')}
      </span>
      {token && (
        <span className="latch-muted">
          {t('send.balance', {
            amount: formatBalance(token.quantity.numeric, 4, locale),
            symbol: token.symbol,
          })}
        </span>
      )}
    </button>
  )
}
