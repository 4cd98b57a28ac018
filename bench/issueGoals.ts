import type { AppResult } from './benchResults.ts'
import type { ViewStep, ViewTimings } from './viewTimings.ts'

/** One line of issue 30's table: each app's figure over bare React, and Latch's goal. */
export type GoalRow = {
  readonly label: string
  /** Each measured app's figure by app name (`null` when not measured). */
  readonly values: Readonly<Record<string, number | null>>
  /** Latch's goal, in the row's unit. */
  readonly goal: number
  readonly format: (value: number) => string
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const ms = (value: number): string => `${Math.round(value)} ms`

/** Each app's figure minus bare React's of the same run (`baseline` for a kept app). */
const over = (
  apps: ReadonlyArray<AppResult>,
  value: (app: AppResult) => number | null | undefined,
): Readonly<Record<string, number | null>> => {
  const bare = apps.find((app) => app.name === 'bare')
  return Object.fromEntries(
    apps
      .filter((app) => app.name !== 'bare')
      .map((app) => {
        const own = value(app)
        const baseline = app.baseline ?? bare
        const base = baseline ? value(baseline) : null
        return [app.name, own == null || base == null ? null : own - base]
      }),
  )
}

const plain = (
  apps: ReadonlyArray<AppResult>,
  value: (app: AppResult) => number | null | undefined,
): Readonly<Record<string, number | null>> =>
  Object.fromEntries(
    apps.filter((app) => app.name !== 'bare').map((app) => [app.name, value(app) ?? null]),
  )

/**
 * Issue 30's table from one side-by-side run: what each library adds over the bare React app
 * (the sizes, the time to the button, the heap), the time from click to its wallet list, and the
 * requests leaving the page, with Latch's goal for each.
 *
 * @example
 * import { issueGoals } from './bench/issueGoals.ts'
 * issueGoals(results.apps).map((row) => row.label)
 */
export const issueGoals = (apps: ReadonlyArray<AppResult>): ReadonlyArray<GoalRow> => [
  {
    label: 'entry added, gzip',
    values: over(apps, (app) => app.sizes?.firstPaint.gzip),
    goal: 20 * 1024,
    format: kib,
  },
  {
    label: 'every chunk added, gzip',
    values: over(apps, (app) => app.sizes?.total.gzip),
    goal: 300 * 1024,
    format: kib,
  },
  {
    label: 'button visible, over bare React',
    values: over(apps, (app) => app.median?.navToButtonMs),
    goal: 15,
    format: ms,
  },
  {
    label: 'button visible, frames over bare React',
    values: over(apps, (app) => app.median?.buttonFrame),
    goal: 1,
    format: String,
  },
  {
    label: 'click → wallet list',
    values: plain(apps, (app) => app.median?.clickToViewMs),
    goal: 16,
    format: ms,
  },
  {
    label: 'heap after open, over bare React',
    values: over(apps, (app) => app.median?.heapBytes),
    goal: 2 * 1024 * 1024,
    format: mib,
  },
  {
    label: 'requests leaving the page at load',
    values: plain(apps, (app) => app.median?.blockedAtLoad),
    goal: 0,
    format: String,
  },
  {
    label: 'requests leaving the page at open',
    values: plain(apps, (app) => app.median?.blockedAtOpen),
    goal: 0,
    format: String,
  },
]

/**
 * The goals table as markdown: one column per app (bare React left out, every figure is over
 * it), Latch's goal and whether Latch meets it.
 *
 * @example
 * import { formatGoals, issueGoals } from './bench/issueGoals.ts'
 * console.log(formatGoals(issueGoals(results.apps), results.apps))
 */
export const formatGoals = (
  rows: ReadonlyArray<GoalRow>,
  apps: ReadonlyArray<AppResult>,
): ReadonlyArray<string> => {
  const shown = apps.filter((app) => app.name !== 'bare')
  return [
    `| | ${shown.map((app) => app.label).join(' | ')} | goal | Latch meets it |`,
    `| --- | ${shown.map(() => '---:').join(' | ')} | ---: | --- |`,
    ...rows.map((row) => {
      const latch = row.values.latch ?? null
      const cells = shown.map((app) => {
        const value = row.values[app.name]
        return value == null ? '—' : row.format(value)
      })
      const met = latch === null ? '—' : latch <= row.goal ? 'yes' : 'no'
      return `| ${row.label} | ${cells.join(' | ')} | ≤ ${row.format(row.goal)} | ${met} |`
    }),
  ]
}

/**
 * The views table: per step the ms from the action and from the data's arrival to the first
 * frame with the view, against the one-frame budget.
 *
 * @example
 * import { formatViews } from './bench/issueGoals.ts'
 * console.log(formatViews(views, budgets.viewFrameMs).join('\n'))
 */
export const formatViews = (
  views: ViewTimings,
  budgets: Readonly<Record<ViewStep, number>>,
): ReadonlyArray<string> => {
  const labels = {
    account: 'click → Account with tokens',
    swapQuote: 'amount typed → swap quote shown',
    sendConfirmed: 'Send preview → confirmed',
    activity: 'Activity tab → list',
  } as const
  return [
    '| step | action → frame | last answer → frame | budget (answer → frame) |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(labels).map(([step, label]) => {
      const timing = views[step as ViewStep]
      const fmt = (value: number | null) => (value === null ? '—' : ms(value))
      return `| ${label} | ${fmt(timing.actionMs)} | ${fmt(timing.dataToFrameMs)} | ${ms(budgets[step as ViewStep])} |`
    }),
  ]
}
