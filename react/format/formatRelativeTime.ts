const units: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1_000],
]

const formatters = new Map<string, Intl.RelativeTimeFormat>()

/**
 * Relative time in short form: the largest whole unit of the distance between `date` and
 * `now`, through `Intl.RelativeTimeFormat`'s narrowest style. English is SPEC §9's "English
 * short form" (`3m ago`, `2h ago`, `in 2h`); another locale gets its own (`hace 3 min`).
 */
export const formatRelativeTime = (
  date: Date | number,
  now: Date | number,
  locale = 'en',
): string => {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'always' })
    formatters.set(locale, formatter)
  }
  const diff = Number(date) - Number(now)
  for (const [unit, ms] of units) {
    const amount = Math.trunc(diff / ms)
    if (amount !== 0) return formatter.format(amount, unit)
  }
  return formatter.format(diff < 0 ? -0 : 0, 'second')
}
