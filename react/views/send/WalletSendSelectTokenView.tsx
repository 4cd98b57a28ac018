import { TokenSelectList } from '../../components/TokenSelectList.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * WalletSendSelectToken: the account's tokens on this network (`state.send.tokenBalances`),
 * filtered by name or symbol; picking one sets the send's token and goes back. Loaded lazily.
 */
export const WalletSendSelectTokenView = () => {
  const t = useT()
  const latch = useLatch()
  const send = useSignalValue(latch.state.send)
  const chosen = send.token
  return (
    <div className="latch-stack" data-latch-view="WalletSendSelectToken">
      <TokenSelectList
        options={send.tokenBalances.map((token) => ({
          ...token,
          key: token.address ?? token.chainId,
          balance: token.quantity.numeric,
          current: chosen?.address === token.address && chosen?.chainId === token.chainId,
          pick: () => latch.updateSend({ token }),
        }))}
        searchLabel={t('send.searchTokens')}
        loading={send.loading}
        empty={t('send.noTokens')}
        hook="data-latch-token"
      />
    </div>
  )
}
