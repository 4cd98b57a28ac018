import type { TokenBalance } from '../../runtime/index.ts'
import { formatBalance } from '../format/formatBalance.ts'
import { formatUsd } from '../format/formatUsd.ts'
import { safeUrl } from '../format/safeUrl.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useLatchAction } from '../hooks/useLatchAction.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'
import { ActionError } from './ActionError.tsx'
import { SkeletonRows } from './SkeletonRows.tsx'

/** A token's icon (http(s) or data:image only), or its first letter when it has none. */
const TokenIcon = ({ token }: { readonly token: TokenBalance }) => {
  const icon = safeUrl(token.iconUrl, 'image')
  return icon ? (
    <img className="latch-token-icon" src={icon} alt="" width={32} height={32} />
  ) : (
    <span className="latch-token-icon" aria-hidden="true">
      {token.symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}

/**
 * The Tokens tab of Account: `state.account.tokenBalance` on the active network, each with
 * its amount and USD value; a placeholder while the first load runs, SPEC §8 'Token Balance
 * Unavailable' with a retry (the runtime keeps the 30 s window), or an empty note. The flow
 * writes its own failures into the state; a retry that fails otherwise says why.
 */
export const TokenList = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const retry = useLatchAction(() => latch.loadTokens())
  const network = useSignalValue(latch.state.network)
  const tokens = account.tokenBalance.filter((token) => token.chainId === network.caipNetworkId)
  if (account.tokenBalanceStatus === 'error')
    return (
      <div className="latch-stack" data-latch-tokens="error">
        <p className="latch-error" role="alert">
          {account.tokenBalanceError}
        </p>
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => retry.run()}
        >
          {t('tokens.retry')}
        </button>
        <ActionError error={retry.error} />
      </div>
    )
  if (tokens.length === 0)
    return account.tokenBalanceStatus === 'loading' || account.tokenBalanceStatus === 'idle' ? (
      <SkeletonRows label={t('tokens.loading')} data={{ 'data-latch-tokens': 'loading' }} />
    ) : (
      <p className="latch-muted latch-center" data-latch-tokens="empty">
        {t('tokens.empty')}
      </p>
    )
  return (
    <ul className="latch-list" data-latch-tokens="ready">
      {tokens.map((token) => (
        <li
          key={token.address ?? 'native'}
          className="latch-row-item"
          data-latch-token={token.address ?? 'native'}
        >
          <TokenIcon token={token} />
          <span className="latch-grow">
            <span className="latch-line">{token.name}</span>
            <span className="latch-line latch-muted">{formatUsd(token.value, locale)}</span>
          </span>
          <span className="latch-end" data-latch-token-amount="">
            {`${formatBalance(token.quantity.numeric, 4, locale)} ${token.symbol}`}
          </span>
        </li>
      ))}
    </ul>
  )
}
