const formats = new Map<string, Intl.NumberFormat>()

/**
 * A cached `Intl.NumberFormat` for a locale and options (making one is costly; the modal asks
 * for the same few on every render).
 */
export const numberFormat = (
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat => {
  const key = `${locale}|${JSON.stringify(options)}`
  const known = formats.get(key)
  if (known) return known
  const format = new Intl.NumberFormat(locale, options)
  formats.set(key, format)
  return format
}
