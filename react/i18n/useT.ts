import { useContext } from 'react'
import { type I18n, I18nContext } from './I18nContext.ts'
import type { Translate } from './t.ts'

/**
 * The modal's messages in the app's `locale` (createLatch option): `t(id, params)`.
 */
export const useT = (): Translate => useContext(I18nContext).t

/**
 * The whole I18n: the locale for `Intl` formats, the text direction, and `t`.
 */
export const useI18n = (): I18n => useContext(I18nContext)
