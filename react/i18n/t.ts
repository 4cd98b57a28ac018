import { type Catalogue, en, type MessageId } from './en.ts'

/**
 * Looks up a message by id and fills its `{name}` placeholders.
 *
 * @example
 * import { t } from 'latch/react/i18n/t'
 *
 * t('connecting.waiting', { name: 'Latch Dev Wallet' }) // 'Continue in Latch Dev Wallet'
 */
export const t = (
  id: MessageId,
  params?: Readonly<Record<string, string | number>>,
  catalogue: Catalogue = en,
): string => {
  const text = catalogue[id]
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  )
}
