const units: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1_000],
]

let formatter: Intl.RelativeTimeFormat | undefined

/**
 * Relative time in English short form (SPEC §9), e.g. `3 min. ago`, `in 2 hr.`: the largest
 * whole unit of the distance between `date` and `now`.
 *
 * @example
 * import { formatRelativeTime } from './react/format/formatRelativeTime.ts'
 *
 * formatRelativeTime(Date.now() - 180_000, Date.now()) // '3 min. ago'
 */
export const formatRelativeTime = (date: Date | number, now: Date | number): string => {
  formatter ??= new Intl.RelativeTimeFormat('en', { style: 'short', numeric: 'always' })
  const diff = Number(date) - Number(now)
  for (const [unit, ms] of units) {
    const amount = Math.trunc(diff / ms)
    if (amount !== 0) return formatter.format(amount, unit)
  }
  return formatter.format(diff < 0 ? -0 : 0, 'second')
}
