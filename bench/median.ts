/**
 * The median of the numbers that are not `null` (mean of the middle two for an even count);
 * `null` when there are none.
 *
 * @example
 * import { median } from './bench/median.ts'
 * median([3, 1, null, 2]) // 2
 */
export const median = (values: ReadonlyArray<number | null>): number | null => {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
