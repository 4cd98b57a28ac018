import type { AppSizes } from './buildApp.ts'
import type { LatchBundleSizes } from './buildLatchEntry.ts'
import type { Budgets } from './checkBudget.ts'
import type { RunResult } from './measureRun.ts'
import type { ViewTimings } from './viewTimings.ts'

/** The medians of one app's browser runs. */
export type BrowserMedians = {
  readonly navToButtonMs: number | null
  /**
   * The animation frame the button first showed in (`RunResult.buttonFrame`); absent from
   * results recorded before it was measured.
   */
  readonly buttonFrame?: number | null | undefined
  readonly clickToViewMs: number | null
  readonly heapBytes: number | null
  /** Median count of blocked requests per run, at load and at open. */
  readonly blockedAtLoad: number | null
  readonly blockedAtOpen: number | null
  /** Every host that was blocked in any run. */
  readonly hostsAtLoad: ReadonlyArray<string>
  readonly hostsAtOpen: ReadonlyArray<string>
}

/** One app's line of `bench/results/latest.json`. */
export type AppResult = {
  readonly name: string
  readonly label: string
  /** Installed versions of the packages that matter (`latch` is the git commit). */
  readonly versions: Readonly<Record<string, string>>
  /** `ok`, or why the app could not be measured (install or build failed, …). */
  readonly status: string
  readonly notes: ReadonlyArray<string>
  readonly sizes: AppSizes | null
  readonly runs: ReadonlyArray<RunResult | { readonly error: string }>
  readonly median: BrowserMedians | null
  /**
   * For an app kept from an earlier run (`keepPeers`): the bare React app of that run, which
   * its figures over bare React are taken against.
   */
  readonly baseline?: AppResult | undefined
}

/** `bench/results/latest.json`. */
export type BenchResults = {
  readonly date: string
  readonly machine: Readonly<Record<string, string | number>>
  readonly runsPerApp: number
  readonly apps: ReadonlyArray<AppResult>
  /** Latch's views against the playground (`viewTimings.ts`); `null` when not measured. */
  readonly views: ViewTimings | null
  /** The Latch app from the sources over bare React, as the `npm test` budget check measures it. */
  readonly latchLibrary: Omit<LatchBundleSizes, 'entryModules'>
  readonly budgets: Budgets
  /** The budget lines broken by this run (empty when all hold). */
  readonly budgetFailures: ReadonlyArray<string>
  /** The vitest micro-benchmarks' table, as printed. */
  readonly micro: string
}
