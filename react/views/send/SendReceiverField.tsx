import { useRef } from 'react'
import type { SendState } from '../../../runtime/index.ts'
import { LiveRegion } from '../../components/LiveRegion.tsx'
import { safeUrl } from '../../format/safeUrl.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import type { Translate } from '../../i18n/t.ts'
import { useI18n } from '../../i18n/useT.ts'

/** What the lookup of the name typed says is wrong, if anything. */
const lookupProblem = (
  lookup: SendState['receiverLookup'],
  name: string,
  error: string | undefined,
  t: Translate,
) =>
  lookup === 'notFound'
    ? t('send.nameNotFound', { name })
    : lookup === 'noAddress'
      ? t('send.nameNoAddress', { name })
      : lookup === 'failed'
        ? error
        : undefined

/**
 * The receiver: an address, or on eip155 with a Data API an account name, typed as is (the
 * caret kept, `useTypedText` in the form). Under it, the name's lookup: 'Looking up …' said
 * politely while the Data API is asked, then the name's profile once found; a name no one holds
 * or without an address on this network, or a failed lookup (SPEC §8 'Error resolving name',
 * with Try again, the typed text kept), in an alert. `focusFirst`: the view focuses the field
 * when it shows (edited last: back from the preview).
 */
export const SendReceiverField = ({
  value,
  focusFirst,
  onType,
}: {
  readonly value: string
  readonly focusFirst: boolean
  readonly onType: (typed: string) => void
}) => {
  const { t } = useI18n()
  const latch = useLatch()
  const send = useSignalValue(latch.state.send)
  const network = useSignalValue(latch.state.network)
  const input = useRef<HTMLInputElement>(null)
  const receiverAvatar = safeUrl(send.receiverProfileImageUrl, 'image')
  const names = network.chainNamespace === 'eip155' && Boolean(latch.config.apiUrl)
  // On a network without names (Solana) a name is only an invalid address: the form says so.
  const lookup = names ? send.receiverLookup : 'idle'
  const name = value.trim()
  const problem = lookupProblem(lookup, name, send.receiverLookupError, t)
  return (
    <>
      <label className="latch-stack" style={{ gap: 4 }}>
        <span>{t('send.receiver')}</span>
        <input
          ref={input}
          className="latch-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={names ? t('send.receiverOrName') : t('send.receiverAddress')}
          data-latch-send-receiver=""
          data-latch-focus-first={focusFirst ? '' : undefined}
          aria-invalid={problem ? true : undefined}
          value={value}
          onChange={(event) => onType(event.target.value)}
        />
      </label>
      {/* In the DOM before its text, so 'Looking up …' is announced when the lookup starts. */}
      <LiveRegion className="latch-muted" data={{ 'data-latch-send-receiver-lookup': '' }}>
        {lookup === 'resolving' ? t('send.lookingUp', { name }) : undefined}
      </LiveRegion>
      {problem && (
        <div className="latch-row" data-latch-send-receiver-problem={lookup}>
          <p className="latch-error" role="alert">
            {problem}
          </p>
          {lookup === 'failed' && (
            <button
              type="button"
              className="latch-button"
              data-variant="secondary"
              data-latch-send-receiver-retry=""
              onClick={() => {
                // The button goes as the lookup starts again: the focus back in the field.
                input.current?.focus()
                onType(value)
              }}
            >
              {t('send.lookupRetry')}
            </button>
          )}
        </div>
      )}
      {send.receiverProfileName && (
        <p className="latch-row latch-muted" data-latch-send-receiver-name="">
          {receiverAvatar && (
            <img className="latch-avatar" src={receiverAvatar} alt="" width={20} height={20} />
          )}
          {send.receiverProfileName}
        </p>
      )}
    </>
  )
}
