import { useId } from 'react'
import {
  filterSocialsForTelegram,
  isSocialProvider,
  telegramPlatform,
} from '../../../runtime/index.ts'
import { LazyMark } from '../../components/LazyMark.tsx'
import { useLatch } from '../../hooks/useLatch.ts'
import { useLatchAction } from '../../hooks/useLatchAction.ts'
import { useSignalValue } from '../../hooks/useSignalValue.ts'
import { useT } from '../../i18n/useT.ts'
import type { SocialMarkName } from '../../icons/markOf.ts'
import { socialName } from './socialNames.ts'

/**
 * The live social logins on Connect: one compact row of icon buttons, each named for screen
 * readers and titled ("Continue with Google"), after SPEC §2's Telegram filter. A click opens
 * the login window at once (`client.connectSocial`; Farcaster has its own flow); a failure (a
 * closed window) shows under the row and is announced.
 */
export const SocialButtons = ({ socials }: { readonly socials: readonly string[] }) => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.socialLogin)
  const id = useId()
  // A login's failure (a closed window) is in state.socialLogin.error; one before the flow runs
  // (its code not loaded) only in this action's error. The window opens inside the click: `run`
  // calls the client at once.
  const start = useLatchAction((provider: string) =>
    provider === 'farcaster' ? latch.connectFarcaster() : latch.connectSocial(provider),
  )
  // The redirect logins (SPEC §5) and Farcaster, which has its own flow (ConnectingFarcaster).
  const shown = filterSocialsForTelegram(
    socials.filter((social) => isSocialProvider(social) || social === 'farcaster'),
    telegramPlatform(globalThis.window),
  )
  if (shown.length === 0) return null
  const error = login.status === 'error' ? login.error : start.error
  return (
    <fieldset
      className="latch-stack latch-fieldset"
      aria-label={t('connect.socialsLabel')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <div className="latch-socials">
        {shown.map((provider) => {
          const label = t('connect.social', { provider: socialName(provider) })
          return (
            <button
              key={provider}
              type="button"
              className="latch-social"
              data-latch-social={provider}
              aria-label={label}
              title={label}
              disabled={start.isPending}
              onClick={() => start.run(provider)}
            >
              <LazyMark name={provider as SocialMarkName} size={22} />
            </button>
          )
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className="latch-error" role="alert" data-latch-social-error="">
          {error}
        </p>
      )}
    </fieldset>
  )
}
