import { type CSSProperties, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { LatchClient } from '../../runtime/index.ts'
import { accentVariables } from '../format/accentVariables.ts'
import { background } from '../hooks/background.ts'
import { useSignalValue } from '../hooks/useSignalValue.ts'
import { useI18n } from '../i18n/useT.ts'
import type { RegistryWallet } from '../types.ts'
import { LoadingDialog } from './LoadingDialog.tsx'
import { leaveGhost } from './leaveGhost.ts'
import { ModalDialog } from './ModalDialog.tsx'
import { type ModalUi, ModalUiContext } from './ModalUiContext.ts'
import { Notices } from './Notices.tsx'
import { useConnectWith } from './useConnectWith.ts'
import { useReturnFocus } from './useReturnFocus.ts'

/**
 * Everything inside the shadow root (`useShadowRoot` installs the stylesheet): the theme (mode
 * and variables from the client's config), the language (`lang`, and `dir="rtl"` for Arabic),
 * the notices, and the dialog — over a backdrop, or inline when embedded.
 * Focus returns to whatever had it (the trigger) when the overlay closes.
 */
export const ModalContent = ({
  client,
  embedded,
}: {
  readonly client: LatchClient
  readonly embedded: boolean
}) => {
  const modal = useSignalValue(client.state.modal)
  const { pending, connectWith } = useConnectWith(client)
  const [walletConnectWallet, setWalletConnectWallet] = useState<RegistryWallet | undefined>()
  const openWalletConnect = useCallback(
    (wallet?: RegistryWallet) => {
      setWalletConnectWallet(wallet)
      client.navigate('ConnectingWalletConnect')
    },
    [client],
  )
  const ui = useMemo<ModalUi>(
    () => ({ pending, connectWith, walletConnectWallet, openWalletConnect, embedded }),
    [pending, connectWith, walletConnectWallet, openWalletConnect, embedded],
  )
  const { locale, dir, ready } = useI18n()
  // Never a flash of English in a modal set to another language: it opens once that is here.
  const visible = (embedded || modal.open) && ready
  const loading = !embedded && !modal.open && modal.loading && ready

  useReturnFocus(embedded, modal.open)

  const { themeMode, themeVariables } = client.config
  // The app's variables, with its accent's text colour computed unless it gives one.
  const style = useMemo(
    () => ({
      ...(themeVariables['--latch-accent'] === undefined ? {} : accentVariables(themeVariables)),
      ...Object.fromEntries(Object.entries(themeVariables).map(([k, v]) => [k, String(v)])),
    }),
    [themeVariables],
  ) as CSSProperties

  const close = () => {
    // A refusal shakes the modal (state.modal); a defect the client reports (MODAL_CLOSE_ERROR).
    background(client.close({ embedded }))
  }
  return (
    <div className="latch-root" data-theme={themeMode} style={style} lang={locale} dir={dir}>
      <Notices client={client} />
      <ModalUiContext.Provider value={ui}>
        {loading && (
          <div className="latch-overlay" data-latch-backdrop="">
            <LoadingDialog />
          </div>
        )}
        {visible &&
          (embedded ? (
            <ModalDialog client={client} embedded />
          ) : (
            // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop; Escape is the keyboard path
            // biome-ignore lint/a11y/useKeyWithClickEvents: Escape on the dialog closes
            <div
              className="latch-overlay"
              data-latch-backdrop=""
              onClick={(event) => {
                if (event.target === event.currentTarget) close()
              }}
            >
              <ModalDialog client={client} embedded={false} />
              <GhostOnClose client={client} />
            </div>
          ))}
      </ModalUiContext.Provider>
    </div>
  )
}

/**
 * The close animation: unmounted with the overlay (its cleanup runs while the overlay is still
 * in the page), it leaves a still copy that fades out — when the modal really closed, not when
 * React remounts (StrictMode) or the provider goes away with the modal open.
 */
const GhostOnClose = ({ client }: { readonly client: LatchClient }) => {
  // A hidden marker: its ref is set before this effect runs (the overlay's own is not yet).
  const marker = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const element = marker.current?.parentElement
    return () => {
      if (element && !client.state.modal.peek().open) leaveGhost(element)
    }
  }, [client])
  return <span ref={marker} hidden />
}
