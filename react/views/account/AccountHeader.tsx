import { Identicon } from '../../components/Identicon.tsx'
import { NetworkIcon } from '../../components/NetworkIcon.tsx'
import { formatBalance } from '../../format/formatBalance.ts'
import { formatUsd } from '../../format/formatUsd.ts'
import { safeUrl } from '../../format/safeUrl.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useCopy } from '../../hooks/useCopy.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useI18n } from '../../i18n/useT.ts'
import { AccountIcon } from '../../icons/AccountIcon.tsx'

/** The avatar's side in px: the slot keeps it while a profile image loads. */
const AVATAR_PX = 72

/**
 * The top of the Account view: the avatar (profile image or identicon, in a slot of fixed
 * size), the profile name or short address with its copy button (the copy announced through a
 * live region) and explorer link, the native balance and the USD total of the tokens (their
 * lines held while they load), then the network chip (opens Networks) and, on eip155 with a
 * Data API and no name yet, the offer to choose one.
 */
export const AccountHeader = () => {
  const { t, locale } = useI18n()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const network = useSignalValue(latch.state.network)
  const { apiUrl } = latch.config
  const address = account.address ?? ''
  const [copied, copy] = useCopy(address)
  // The profile image comes from the identity API, the explorer link from the network: both
  // reach src/href only as http(s) (or a data:image for the avatar).
  const avatar = safeUrl(account.profileImage, 'image')
  const explorer = safeUrl(account.addressExplorerUrl)
  const tokens = account.tokenBalance.filter((token) => token.chainId === network.caipNetworkId)
  const usd =
    account.tokenBalanceStatus === 'ready' && tokens.length > 0
      ? tokens.reduce((sum, token) => sum + token.value, 0)
      : undefined
  const usdPending =
    apiUrl && (account.tokenBalanceStatus === 'loading' || account.tokenBalanceStatus === 'idle')

  return (
    <div className="latch-account-head">
      <span className="latch-avatar-slot" aria-hidden="true">
        {avatar ? (
          <img src={avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} />
        ) : (
          address && <Identicon address={address} size={AVATAR_PX} />
        )}
      </span>
      <div className="latch-name-row">
        <p className="latch-name" data-latch-address={address} title={address}>
          <strong>{account.profileName ?? shortenAddress(address)}</strong>
        </p>
        <button
          type="button"
          className="latch-mini"
          data-latch-copy=""
          aria-label={t('account.copy')}
          onClick={copy}
        >
          <AccountIcon name={copied ? 'copied' : 'copy'} />
        </button>
        {explorer && (
          <a
            className="latch-mini"
            href={explorer}
            target="_blank"
            rel="noreferrer"
            data-latch-explorer=""
            aria-label={t('account.explorer')}
          >
            <AccountIcon name="explorer" />
          </a>
        )}
        <span className="latch-visually-hidden" role="status" data-latch-copied="">
          {copied ? t('account.copied') : ''}
        </span>
      </div>
      <p className="latch-balance" data-latch-balance="">
        {account.balanceLoading ? (
          <span
            className="latch-placeholder"
            role="status"
            aria-label={t('account.balanceLoading')}
          />
        ) : account.balance !== undefined ? (
          `${formatBalance(account.balance, 4, locale)} ${account.balanceSymbol ?? network.nativeCurrency.symbol}`
        ) : (
          <span className="latch-muted">{t('account.balanceUnavailable')}</span>
        )}
      </p>
      {usd !== undefined ? (
        <p className="latch-usd" data-latch-usd="">
          {formatUsd(usd, locale)}
        </p>
      ) : (
        // The value's line is held while the tokens load, so nothing moves when it arrives.
        usdPending && (
          <p className="latch-usd" aria-hidden="true" data-latch-usd-pending="">
            <span className="latch-placeholder latch-placeholder-short" />
          </p>
        )
      )}
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
        {!account.profileName && apiUrl && network.chainNamespace === 'eip155' && (
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
