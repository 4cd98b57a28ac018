import { Identicon } from '../../components/Identicon.tsx'
import { safeUrl } from '../../format/safeUrl.ts'
import { shortenAddress } from '../../format/shortenAddress.ts'
import { useCopy } from '../../hooks/useCopy.ts'
import { useLatch } from '../../hooks/useLatch.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import { AccountIcon } from '../../icons/AccountIcon.tsx'

/** The avatar's side in px: the slot keeps it while a profile image loads. */
const AVATAR_PX = 72

/**
 * The avatar (profile image or identicon, in a slot of fixed size), then the profile name or
 * short address with its copy button (the copy announced through a live region) and the
 * explorer link.
 */
export const AccountIdentity = () => {
  const t = useT()
  const latch = useLatch()
  const account = useSignalValue(latch.state.account)
  const address = account.address ?? ''
  const [copied, copy] = useCopy(address)
  // The profile image comes from the identity API, the explorer link from the network: both
  // reach src/href only as http(s) (or a data:image for the avatar).
  const avatar = safeUrl(account.profileImage, 'image')
  const explorer = safeUrl(account.addressExplorerUrl)
  return (
    <>
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
    </>
  )
}
