import type { PluralMessage } from './en.ts'
import type { Language } from './loadCatalogue.ts'

/** A view's English texts: id → text, or plural forms (as in en.ts). */
type EnglishTexts = Readonly<Record<string, string | PluralMessage>>

/** Another language's texts for the same ids: every id, a text where English has one. */
type Translated<En extends EnglishTexts> = {
  readonly [Id in keyof En]: En[Id] extends string ? string : PluralMessage
}

/** A view's texts in every language Latch speaks. */
export type ViewTexts<En extends EnglishTexts> = { readonly en: En } & {
  readonly [L in Exclude<Language, 'en'>]: Translated<En>
}

/**
 * Declares a view's texts beside it (`react/views/<name>/<x>Texts.ts`, exported as `<x>Texts`),
 * all four languages at once: a language or an id missing, or one too many, does not compile.
 * `npm run codegen` copies each language into its catalogue (`i18n/<language>.gen.ts`), so the
 * catalogues' chunks stay one a language and `t`/`useT` take the ids as any other.
 */
export const viewTexts = <const En extends EnglishTexts>(texts: ViewTexts<En>): ViewTexts<En> =>
  texts
