import type { LatchBundleSizes } from './buildLatchEntry.ts'

/** `bench/budgets.json`: the limits for Latch alone, in bytes and milliseconds. */
export type Budgets = {
  /** gzip bytes of `latch` + `latch/react` and their static imports (React external). */
  readonly entryGzip: number
  /** gzip bytes of every chunk of that build, lazy ones included (injected + WalletConnect…). */
  readonly totalGzip: number
  /** Median click → first connect view in headless Chromium (`npm run bench`). */
  readonly clickToViewMs: number
  /** Where the budgets are headed (25 KiB entry, 250 KiB connect modal), reported beside them. */
  readonly targets: { readonly entryGzip: number; readonly totalGzip: number }
}

/**
 * The budget lines a build breaks, one readable sentence each; empty when it fits. Only the
 * sizes are checked here (fast, in `npm test`); `clickToViewMs` is checked by `npm run bench`.
 *
 * @example
 * import budgets from './bench/budgets.json' with { type: 'json' }
 * import { buildLatchEntry } from './bench/buildLatchEntry.ts'
 * import { checkBudget } from './bench/checkBudget.ts'
 * const broken = checkBudget(await buildLatchEntry(), budgets)
 * if (broken.length > 0) throw new Error(broken.join('\n'))
 */
export const checkBudget = (
  sizes: Pick<LatchBundleSizes, 'entry' | 'total'>,
  budgets: Pick<Budgets, 'entryGzip' | 'totalGzip'>,
): ReadonlyArray<string> => {
  const broken: string[] = []
  if (sizes.entry.gzip > budgets.entryGzip)
    broken.push(
      `entry is ${sizes.entry.gzip} B gzip, over its budget of ${budgets.entryGzip} B by ${sizes.entry.gzip - budgets.entryGzip} B`,
    )
  if (sizes.total.gzip > budgets.totalGzip)
    broken.push(
      `total is ${sizes.total.gzip} B gzip, over its budget of ${budgets.totalGzip} B by ${sizes.total.gzip - budgets.totalGzip} B`,
    )
  return broken
}
