import { TokenSelectList } from '../../components/TokenSelectList.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * SwapSelectToken: the tokens the swap provider trades on this network with the account's
 * balances, filtered by name or symbol; picking one sets the side being chosen (the other side
 * swaps places when it is the same token) and goes back. Loaded lazily.
 */
export const SwapSelectTokenView = () => {
  const t = useT()
  const latch = useLatch()
  const swap = useSignalValue(latch.state.swap)
  const chosen = swap[swap.selecting]
  return (
    <div className="latch-stack" data-latch-view="SwapSelectToken" data-side={swap.selecting}>
      <TokenSelectList
        options={swap.tokens.map((token) => ({
          ...token,
          key: token.address,
          iconUrl: token.logoUri,
          current: chosen?.address === token.address,
          pick: () => latch.updateSwap({ [swap.selecting]: token }),
        }))}
        searchLabel={t('swap.searchTokens')}
        loading={swap.loading}
        empty={swap.error ?? t('swap.noTokens')}
        hook="data-latch-swap-option"
      />
    </div>
  )
}
