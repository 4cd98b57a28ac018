/**
 * A form's amount (Swap, WalletSend): a decimal input and Max, which fills in `max` (the
 * token's balance) and is off while there is no token. `hook` names the input's test attribute.
 */
export const AmountField = ({
  label,
  maxLabel,
  value,
  max,
  hook,
  onChange,
}: {
  readonly label: string
  readonly maxLabel: string
  readonly value: string
  readonly max: string | undefined
  readonly hook: `data-latch-${string}`
  readonly onChange: (amount: string) => void
}) => (
  <label className="latch-stack" style={{ gap: 4 }}>
    <span>{label}</span>
    <span className="latch-row">
      <input
        className="latch-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        {...{ [hook]: '' }}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        style={{ width: 'auto' }}
        disabled={max === undefined}
        onClick={() => max !== undefined && onChange(max)}
      >
        {maxLabel}
      </button>
    </span>
  </label>
)
