import type { LatchBundleSizes } from './buildLatchEntry.ts'
import type { RunResult } from './measureRun.ts'
import { type ViewStep, type ViewTimings, viewSteps } from './viewTimings.ts'

/**
 * `bench/budgets.json`: the limits for what the bench's Latch app (README's quick start) adds
 * over the bare React app, in bytes and milliseconds (`buildLatchEntry`).
 */
export type Budgets = {
  /** gzip bytes the app's entry and its static imports add over bare React. */
  readonly entryGzip: number
  /** gzip bytes every chunk of that app adds, lazy ones included (Solana, swaps, sends…). */
  readonly totalGzip: number
  /**
   * gzip bytes a visitor loads to connect with an injected wallet or WalletConnect: the entry,
   * the runtime, the modal, the WalletConnect view and SDK (`LatchBundleSizes.connect`).
   */
  readonly connectGzip: number
  /** Median click → first connect view in headless Chromium (`npm run bench`). */
  readonly clickToViewMs: number
  /**
   * Click → first connect view in animation frames (`RunResult.clickToViewFrames`): 1, the
   * frame that begins after the click ("within one frame"); held in CI by the e2e heap test.
   */
  readonly clickToViewFrames: number
  /**
   * Animation frames the Latch app's button may come after bare React's: the fastest load's
   * frame of several loads of each in one run (`RunResult.buttonFrame`, the page's first frame
   * being 1; `fastestFrame`); held in CI by `test/e2e/buttonFrames.test.ts`. Issue 30's goal is
   * 15 ms, about one frame; the budget is what this shared machine holds (bench/README.md).
   */
  readonly buttonOverBareFrames: number
  /**
   * Median ms from the data's arrival to the first frame with the view, per step of
   * `viewTimings.ts` (Account with tokens, swap quote, send confirmed, Activity list): one
   * 60 Hz frame (17) where met, the current value where not (bench/README.md says why).
   */
  readonly viewFrameMs: Readonly<Record<ViewStep, number>>
  /**
   * Median JS heap after open (a forced GC, `Runtime.getHeapUsage`) that the Latch app holds
   * over the bare React app of the same run, in bytes (issue 30's goal: 2 MiB).
   */
  readonly heapOverBareBytes: number
  /**
   * The same heap, with both apps built from the sources (`buildAppChunks`) and measured once
   * each: what the e2e suite holds in CI (`test/e2e/heapBudget.test.ts`). Its own figure: the
   * tarball app loads two more chunks and ~6 KB more code by the time Connect shows, ~28 KB
   * more heap (bench/README.md).
   */
  readonly heapOverBareFromSourcesBytes: number
  /** Issue 30's goals (20 KiB entry, 250 KiB to connect with injected + WalletConnect, 300 KiB
   * every chunk), reported beside the budgets. */
  readonly targets: {
    readonly entryGzip: number
    readonly connectGzip: number
    readonly totalGzip?: number | undefined
    /** Issue 30's heap goal: 2 MiB over bare React. */
    readonly heapOverBareBytes?: number | undefined
  }
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
  sizes: Pick<LatchBundleSizes, 'entry' | 'total' | 'connect'>,
  budgets: Pick<Budgets, 'entryGzip' | 'totalGzip' | 'connectGzip'>,
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
  if (sizes.connect.gzip > budgets.connectGzip)
    broken.push(
      `connect path is ${sizes.connect.gzip} B gzip, over its budget of ${budgets.connectGzip} B by ${sizes.connect.gzip - budgets.connectGzip} B`,
    )
  return broken
}

/**
 * The view steps (`viewTimings.ts`) whose median from the data's arrival to the frame that shows
 * it is over `budgets.viewFrameMs`, one sentence each; empty when all answer in time.
 *
 * @example
 * import { checkViews } from './bench/checkBudget.ts'
 * checkViews(views, budgets) // [] when every step showed within its budget of its data
 */
export const checkViews = (
  views: ViewTimings,
  budgets: Pick<Budgets, 'viewFrameMs'>,
): ReadonlyArray<string> =>
  viewSteps.flatMap((step) => {
    const { dataToFrameMs } = views[step]
    const budget = budgets.viewFrameMs[step]
    return dataToFrameMs !== null && dataToFrameMs > budget
      ? [
          `${step}: ${Math.round(dataToFrameMs)} ms from its data to the frame, over its budget of ${budget} ms`,
        ]
      : []
  })

/**
 * The heap after open the Latch app holds over bare React (medians of the same `run.ts`), one
 * sentence when it is over `budgets.heapOverBareBytes`; empty when it fits or either is missing.
 *
 * @example
 * import { checkHeap } from './bench/checkBudget.ts'
 * checkHeap({ latch: 3_740_000, bare: 1_740_000 }, budgets) // [] within 2 MiB
 */
export const checkHeap = (
  heap: { readonly latch: number | null | undefined; readonly bare: number | null | undefined },
  budgets: Pick<Budgets, 'heapOverBareBytes'>,
): ReadonlyArray<string> => {
  if (heap.latch == null || heap.bare == null) return []
  const over = heap.latch - heap.bare
  return over > budgets.heapOverBareBytes
    ? [
        `heap after open is ${over} B over bare React, over its budget of ${budgets.heapOverBareBytes} B by ${over - budgets.heapOverBareBytes} B`,
      ]
    : []
}

/**
 * The animation frames from the click to the first connect view (`measureRun`), one sentence
 * when the view was never seen or came after `budgets.clickToViewFrames`; empty when in time.
 *
 * @example
 * import { checkClickFrames } from './bench/checkBudget.ts'
 * checkClickFrames(1, { clickToViewFrames: 1 }) // [] : the view was in the first frame
 */
export const checkClickFrames = (
  frames: number | null,
  budgets: Pick<Budgets, 'clickToViewFrames'>,
): ReadonlyArray<string> => {
  if (frames === null) return ['click → connect view: the view was never visible']
  return frames > budgets.clickToViewFrames
    ? [
        `click → connect view took ${frames} frames, over its budget of ${budgets.clickToViewFrames}`,
      ]
    : []
}

const listHosts = (tally: Readonly<Record<string, number>>): string =>
  Object.entries(tally)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([host, n]) => `${host} ×${n}`)
    .join(', ')

/**
 * The requests (and WebSockets) that tried to leave the page (`measureRun` blocks and counts
 * every one not to 127.0.0.1), one sentence per phase with the hosts; empty when none did
 * (issue 30's goal: 0 at load, 0 at open).
 *
 * @example
 * import { checkOutbound } from './bench/checkBudget.ts'
 * checkOutbound({ blockedAtLoad: {}, blockedAtOpen: { 'relay.walletconnect.org': 1 } })
 * // ['at open: 1 request left the page (relay.walletconnect.org ×1)']
 */
export const checkOutbound = (
  run: Pick<RunResult, 'blockedAtLoad' | 'blockedAtOpen'>,
): ReadonlyArray<string> =>
  (
    [
      ['at load', run.blockedAtLoad],
      ['at open', run.blockedAtOpen],
    ] as const
  ).flatMap(([phase, tally]) => {
    const total = Object.values(tally).reduce((a, b) => a + b, 0)
    return total === 0
      ? []
      : [`${phase}: ${total} request${total === 1 ? '' : 's'} left the page (${listHosts(tally)})`]
  })

/**
 * The frame the Latch app's button first showed in against bare React's (the fastest loads of
 * the same run, `fastestFrame`), one sentence when it is more than `budgets.buttonOverBareFrames` later
 * or was never seen; empty when in time.
 *
 * @example
 * import { checkButtonFrames } from './bench/checkBudget.ts'
 * checkButtonFrames({ latch: 9, bare: 8 }, { buttonOverBareFrames: 1 }) // [] : one frame later
 */
export const checkButtonFrames = (
  frames: { readonly latch: number | null; readonly bare: number | null },
  budgets: Pick<Budgets, 'buttonOverBareFrames'>,
): ReadonlyArray<string> => {
  if (frames.latch === null) return ['button visible: the Latch button was never visible']
  if (frames.bare === null) return ['button visible: the bare React button was never visible']
  const over = frames.latch - frames.bare
  return over > budgets.buttonOverBareFrames
    ? [
        `button visible in frame ${frames.latch}, ${over} frames after bare React's ${frames.bare}, over its budget of ${budgets.buttonOverBareFrames}`,
      ]
    : []
}
