import { type ReactNode, useCallback, useMemo, useState } from 'react'
import type { LatchClient } from '../runtime/index.ts'
import { I18nContext } from './i18n/I18nContext.ts'
import { useCatalogue } from './i18n/useCatalogue.ts'
import { LatchContext, type LatchContextValue } from './LatchContext.ts'
import { LatchModal } from './LatchModal.tsx'

/** Props of `LatchProvider`. */
export interface LatchProviderProps {
  /** The client from `createLatch`. */
  readonly client: LatchClient
  /** Render the overlay modal (default true); an embedded `LatchModal` replaces it anyway. */
  readonly modal?: boolean
  readonly children?: ReactNode
}

/**
 * Shares a Latch client with the hooks and buttons below it and renders the overlay modal.
 * Safe to render on the server: it touches no `window`, storage or crypto. The client's
 * `locale` catalogue loads after mount (its own chunk); English shows until it is there.
 *
 * @example
 * import { createLatch } from 'latch'
 * import { mainnet } from 'latch/networks'
 * import { ConnectButton, LatchProvider } from 'latch/react'
 *
 * const latch = createLatch({ projectId: 'demo', networks: [mainnet] })
 *
 * export const App = () => (
 *   <LatchProvider client={latch}>
 *     <ConnectButton />
 *   </LatchProvider>
 * )
 */
export const LatchProvider = ({ client, modal = true, children }: LatchProviderProps) => {
  const [embeddedCount, setEmbeddedCount] = useState(0)
  const registerEmbedded = useCallback(() => {
    setEmbeddedCount((n) => n + 1)
    return () => setEmbeddedCount((n) => n - 1)
  }, [])
  const value = useMemo<LatchContextValue>(
    () => ({ client, registerEmbedded, embeddedCount }),
    [client, registerEmbedded, embeddedCount],
  )
  const i18n = useCatalogue(client.config.locale)
  return (
    <LatchContext.Provider value={value}>
      <I18nContext.Provider value={i18n}>
        {children}
        {modal && <LatchModal />}
      </I18nContext.Provider>
    </LatchContext.Provider>
  )
}
