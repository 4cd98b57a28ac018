import { useEffect, useMemo, useState } from 'react'
import type { Catalogue } from './en.ts'
import { type I18n, makeI18n } from './I18nContext.ts'
import { type Language, loadCatalogue, loadedCatalogue } from './loadCatalogue.ts'

/**
 * The I18n of the app's `locale`: English at once (and on the server, so hydration matches),
 * the language's own catalogue once its chunk has loaded after mount. A catalogue that fails
 * to load leaves English in place, ready.
 */
export const useCatalogue = (locale: string): I18n => {
  // createLatch accepted the locale, so its first two letters are a language Latch speaks.
  const language = locale.slice(0, 2).toLowerCase() as Language
  const [state, setState] = useState<{ language: string; catalogue: Catalogue | undefined }>(
    () => ({ language, catalogue: loadedCatalogue(language) }),
  )
  const [failed, setFailed] = useState(false)
  const catalogue = state.language === language ? state.catalogue : loadedCatalogue(language)

  useEffect(() => {
    let live = true
    setFailed(false)
    // Also when another provider loaded it meanwhile: the state takes it either way.
    loadCatalogue(language).then(
      (loaded) => {
        if (live)
          setState((prev) =>
            prev.language === language && prev.catalogue === loaded
              ? prev
              : { language, catalogue: loaded },
          )
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [language])

  return useMemo(() => {
    const i18n = makeI18n(locale, catalogue)
    return failed && !i18n.ready ? { ...i18n, ready: true } : i18n
  }, [locale, catalogue, failed])
}
