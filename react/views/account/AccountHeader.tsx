import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import { AccountIcon } from '../../icons/AccountIcon.tsx'
import { AccountBalances } from './AccountBalances.tsx'
import { AccountIdentity } from './AccountIdentity.tsx'

/**
 * The top of the Account view: the avatar, name, copy and explorer ({@link AccountIdentity}),
 * the native balance and the USD total of the tokens ({@link AccountBalances}), then the
 * network chip (opens Networks) and, on eip155 with a Data API and no name yet, the offer to
 * choose one.
 */
export const AccountHeader = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)

  return (
    <div className="latch-account-head">
      <AccountIdentity />
      <AccountBalances />
      <div className="latch-chips">
        <button
          type="button"
          className="latch-chip"
          data-latch-network-button=""
          onClick={() => latch.navigate('Networks')}
        >
          <NetworkIcon network={network} size={20} />
          {network.name}
          <AccountIcon name="chevron" size={16} />
        </button>
        {/* SPEC §9: names only on eip155, and only with a Data API (API.md). */}
        {!account.profileName && latch.config.apiUrl && network.chainNamespace === 'eip155' && (
          <button
            type="button"
            className="latch-chip"
            data-latch-choose-name=""
            onClick={() => latch.navigate('RegisterAccountName')}
          >
            {t('account.chooseName')}
          </button>
        )}
      </div>
    </div>
  )
}
