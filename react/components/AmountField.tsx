import { readAmount } from '../format/readAmount.ts'
import { useTypedText } from '../hooks/useTypedText.ts'
import { useI18n } from '../i18n/useT.ts'

/**
 * A form's amount (Swap, WalletSend): a decimal input and Max, which fills in `max` (the
 * token's balance) and is off while there is no token. What is typed the modal language's way
 * (`0,5` in Spanish) is read as the plain decimal the runtime takes (`readAmount`), and shows as
 * typed, the caret where it was (`useTypedText`). `hook` names the input's test attribute;
 * `focusFirst` makes the input the one the view focuses when it shows (back from a preview).
 */
export const AmountField = ({
  label,
  maxLabel,
  value,
  max,
  hook,
  focusFirst = false,
  onChange,
}: {
  readonly label: string
  readonly maxLabel: string
  readonly value: string
  readonly max: string | undefined
  readonly hook: `data-latch-${string}`
  readonly focusFirst?: boolean
  readonly onChange: (amount: string) => void
}) => {
  const { locale } = useI18n()
  const [text, change] = useTypedText(value, onChange, (typed) => readAmount(typed, locale))
  return (
    <label className="latch-stack" style={{ gap: 4 }}>
      <span>{label}</span>
      <span className="latch-row">
        <input
          className="latch-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          {...{ [hook]: '' }}
          data-latch-focus-first={focusFirst ? '' : undefined}
          value={text}
          onChange={(event) => change(event.target.value)}
        />
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          style={{ width: 'auto' }}
          disabled={max === undefined}
          onClick={() => max !== undefined && change(max)}
        >
          {maxLabel}
        </button>
      </span>
    </label>
  )
}
