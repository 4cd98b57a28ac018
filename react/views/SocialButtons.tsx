import { useId } from 'react'
import {
  filterSocialsForTelegram,
  isSocialProvider,
  telegramPlatform,
} from '../../runtime/index.ts'
import { useLatch } from '../hooks/useLatch.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useT } from '../i18n/useT.ts'
import { socialName } from './socialNames.ts'

/** A provider's mark: its initial in a circle (no remote images). */
const SocialMark = ({ provider }: { readonly provider: string }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <text
      x="10"
      y="14"
      textAnchor="middle"
      fontSize="10"
      fontWeight="700"
      fill="currentColor"
      fontFamily="system-ui, sans-serif"
    >
      {socialName(provider).slice(0, 1)}
    </text>
  </svg>
)

/**
 * The live social logins on Connect: the first provider as a full button, the rest as a row
 * of icon buttons (each named for screen readers), after SPEC §2's Telegram filter. A click
 * opens the login window at once (`client.connectSocial`); a failure (a closed window) shows
 * under the buttons and is announced.
 */
export const SocialButtons = ({ socials }: { readonly socials: readonly string[] }) => {
  const t = useT()
  const latch = useLatch()
  const login = useSignalValue(latch.state.socialLogin)
  const id = useId()
  // The redirect logins (SPEC §5) and Farcaster, which has its own flow (ConnectingFarcaster).
  const shown = filterSocialsForTelegram(
    socials.filter((social) => isSocialProvider(social) || social === 'farcaster'),
    telegramPlatform(globalThis.window),
  )
  const [first, ...rest] = shown
  if (!first) return null
  const start = (provider: string) => {
    // Failures land in state.socialLogin.error.
    const login =
      provider === 'farcaster' ? latch.connectFarcaster() : latch.connectSocial(provider)
    login.catch(() => undefined)
  }
  const error = login.status === 'error' ? login.error : undefined
  return (
    <fieldset
      className="latch-stack"
      aria-label={t('connect.socialsLabel')}
      style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
    >
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        data-latch-social={first}
        onClick={() => start(first)}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <span className="latch-row" style={{ justifyContent: 'center', gap: '8px' }}>
          <SocialMark provider={first} />
          {t('connect.social', { provider: socialName(first) })}
        </span>
      </button>
      {rest.length > 0 && (
        <div className="latch-row" style={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
          {rest.map((provider) => (
            <button
              key={provider}
              type="button"
              className="latch-button"
              data-variant="secondary"
              data-latch-social={provider}
              style={{ width: 'auto', flex: '1 1 0', minWidth: '44px' }}
              aria-label={t('connect.social', { provider: socialName(provider) })}
              title={t('connect.social', { provider: socialName(provider) })}
              onClick={() => start(provider)}
            >
              <SocialMark provider={provider} />
            </button>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="latch-error" role="alert" data-latch-social-error="">
          {error}
        </p>
      )}
    </fieldset>
  )
}
