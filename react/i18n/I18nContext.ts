import { createContext } from 'react'
import { type Catalogue, en } from './en.ts'
import { type Translate, t } from './t.ts'

/** The modal's language as the components see it. */
export interface I18n {
  /** The `locale` option (BCP 47), for `Intl` formats. */
  readonly locale: string
  /** `rtl` for Arabic: the modal is laid out right to left. */
  readonly dir: 'ltr' | 'rtl'
  /** False while a language's catalogue is still loading (English shows meanwhile). */
  readonly ready: boolean
  /** Messages of the catalogue, numbers and plurals the locale's way. */
  readonly t: Translate
}

// Languages written right to left, among those Latch speaks.
const RTL = new Set(['ar'])

/**
 * The I18n of a locale and its catalogue (English while `catalogue` is missing).
 */
export const makeI18n = (locale: string, catalogue: Catalogue | undefined): I18n => {
  const language = locale.slice(0, 2).toLowerCase()
  const ready = catalogue !== undefined || language === 'en'
  const messages = catalogue ?? en
  // English words are written with the English plural rules and numbers until the
  // language arrives.
  const format = catalogue ? locale : 'en'
  return {
    locale: format,
    dir: ready && RTL.has(language) ? 'rtl' : 'ltr',
    ready,
    t: (id, params) => t(id, params, messages, format),
  }
}

/** English, for components rendered outside a LatchProvider. */
export const I18nContext = createContext<I18n>(makeI18n('en', en))
