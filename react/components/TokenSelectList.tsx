import { useState } from 'react'
import { formatBalance } from '../format/formatBalance.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { useLatchAction } from '../hooks/useLatchAction.ts'
import { useI18n } from '../i18n/useT.ts'
import { ActionError } from './ActionError.tsx'

/** One token of a picker as the list shows it, whichever flow's token it stands for. */
export type TokenSelectOption = {
  readonly key: string
  readonly name: string
  readonly symbol: string
  readonly iconUrl: string
  /** The account's balance, a decimal string. */
  readonly balance: string
  /** The token the flow has now (`aria-current`). */
  readonly current: boolean
  /** Sets the flow's token; the flow goes back once it has. */
  readonly pick: () => Promise<unknown>
}

/**
 * The token pickers' search field, tiles and empty note (SwapSelectToken, WalletSendSelectToken):
 * the options filtered by name or symbol, each tile with its icon (or first letter) and balance;
 * `hook` names the tile's test attribute, valued with the symbol.
 */
export const TokenSelectList = ({
  options,
  searchLabel,
  loading,
  empty,
  hook,
}: {
  readonly options: ReadonlyArray<TokenSelectOption>
  readonly searchLabel: string
  readonly loading: boolean
  readonly empty: string
  readonly hook: `data-latch-${string}`
}) => {
  const { locale } = useI18n()
  const pick = useLatchAction((option: TokenSelectOption) => option.pick())
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const shown = options.filter(
    (option) =>
      option.symbol.toLowerCase().includes(needle) || option.name.toLowerCase().includes(needle),
  )
  return (
    <>
      <input
        className="latch-input"
        type="search"
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="latch-list" aria-busy={loading}>
        {shown.map((option) => {
          const icon = safeUrl(option.iconUrl, 'image')
          return (
            <li key={option.key}>
              <button
                type="button"
                className="latch-tile"
                {...{ [hook]: option.symbol }}
                aria-current={option.current}
                onClick={() => pick.run(option)}
              >
                {icon ? (
                  <img src={icon} alt="" width={32} height={32} />
                ) : (
                  <span className="latch-avatar latch-tag" aria-hidden="true">
                    {option.symbol.slice(0, 1)}
                  </span>
                )}
                <span className="latch-tile-name">
                  {option.name}
                  <br />
                  <span className="latch-muted">
                    {formatBalance(option.balance, 4, locale)} {option.symbol}
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {!loading && shown.length === 0 && <p className="latch-muted">{empty}</p>}
      <ActionError error={pick.error} />
    </>
  )
}
