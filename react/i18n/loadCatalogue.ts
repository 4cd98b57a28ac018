import type { LOCALES } from '../../runtime/constants.ts'
import { type Catalogue, en } from './en.ts'

/** A language Latch speaks (`locale` without its region). */
export type Language = (typeof LOCALES)[number]

// Each language is its own chunk, asked for only by an app that set `locale` to it.
const importers: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  en: async () => en,
  es: () => import('./es.ts').then((m) => m.es),
  ja: () => import('./ja.ts').then((m) => m.ja),
  ar: () => import('./ar.ts').then((m) => m.ar),
}

const loaded = new Map<Language, Catalogue>()
const loading = new Map<Language, Promise<Catalogue>>()

/**
 * The catalogue of a language already loaded, or `undefined` (English is always there).
 */
export const loadedCatalogue = (language: Language): Catalogue | undefined =>
  language === 'en' ? en : loaded.get(language)

/**
 * Loads a language's catalogue (a lazy chunk, once per page); a failed load may be retried.
 */
export const loadCatalogue = (language: Language): Promise<Catalogue> => {
  const done = loadedCatalogue(language)
  if (done) return Promise.resolve(done)
  let pending = loading.get(language)
  if (!pending) {
    pending = importers[language]().then(
      (catalogue) => {
        loaded.set(language, catalogue)
        return catalogue
      },
      (error: unknown) => {
        loading.delete(language)
        throw error
      },
    )
    loading.set(language, pending)
  }
  return pending
}
