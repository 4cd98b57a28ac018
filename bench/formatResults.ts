import type { AppResult, BenchResults } from './benchResults.ts'
import { fastestFrame } from './fastestFrame.ts'
import { formatGoals, formatViews, issueGoals } from './issueGoals.ts'

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
const ms = (value: number): string => `${Math.round(value)} ms`

type Row = {
  readonly label: string
  readonly value: (app: AppResult) => number | null | undefined
  readonly format: (value: number) => string
  /** Whether a ratio to Latch means anything (not for counts that may be 0). */
  readonly ratio: boolean
}

const rows: ReadonlyArray<Row> = [
  {
    label: 'JS before first paint, gzip',
    value: (a) => a.sizes?.firstPaint.gzip,
    format: kib,
    ratio: true,
  },
  {
    label: 'JS before first paint, brotli',
    value: (a) => a.sizes?.firstPaint.brotli,
    format: kib,
    ratio: true,
  },
  {
    label: 'JS files before first paint',
    value: (a) => a.sizes?.firstPaintFiles,
    format: String,
    ratio: true,
  },
  { label: 'total JS, gzip', value: (a) => a.sizes?.total.gzip, format: kib, ratio: true },
  { label: 'total JS, brotli', value: (a) => a.sizes?.total.brotli, format: kib, ratio: true },
  { label: 'total JS files', value: (a) => a.sizes?.totalFiles, format: String, ratio: true },
  {
    label: 'navigation → button visible',
    value: (a) => a.median?.navToButtonMs,
    format: ms,
    ratio: true,
  },
  {
    label: 'button visible in animation frame (page’s first is 1)',
    value: (a) => a.median?.buttonFrame,
    format: String,
    ratio: false,
  },
  {
    label: 'click → connect view visible',
    value: (a) => a.median?.clickToViewMs,
    format: ms,
    ratio: true,
  },
  {
    label: 'JS heap after open (after GC)',
    value: (a) => a.median?.heapBytes,
    format: mib,
    ratio: true,
  },
  {
    label: 'outbound requests at load (blocked)',
    value: (a) => a.median?.blockedAtLoad,
    format: String,
    ratio: false,
  },
  {
    label: 'outbound requests at open (blocked)',
    value: (a) => a.median?.blockedAtOpen,
    format: String,
    ratio: false,
  },
]

const cell = (row: Row, app: AppResult, latch: AppResult | undefined): string => {
  const value = row.value(app)
  if (value === null || value === undefined) return '—'
  const base = latch ? row.value(latch) : undefined
  if (!row.ratio || app === latch || base === null || base === undefined || base === 0)
    return row.format(value)
  return `${row.format(value)} (${(value / base).toFixed(2)}×)`
}

/**
 * The Latch app's fastest run's button frame minus bare React's (what the budget holds,
 * `fastestFrame`), or `—` when either is missing.
 */
const buttonOverBare = (apps: ReadonlyArray<AppResult>): string => {
  const frameOf = (name: string) =>
    fastestFrame(
      (apps.find((app) => app.name === name)?.runs ?? []).map((run) =>
        'error' in run ? null : { frame: run.buttonFrame },
      ),
    )
  const latch = frameOf('latch')
  const bare = frameOf('bare')
  return latch === null || bare === null ? '—' : String(latch - bare)
}

/**
 * `bench/results/latest.md`: the side-by-side table (each peer's figure with its ratio to
 * Latch), the hosts each app tried to reach, Latch's library sizes against its budgets, notes
 * and the micro-benchmarks.
 *
 * @example
 * import { formatResults } from './bench/formatResults.ts'
 * console.log(formatResults(results))
 */
export const formatResults = (results: BenchResults): string => {
  const { apps } = results
  const latch = apps.find((app) => app.name === 'latch')
  const header = `| | ${apps.map((app) => app.label).join(' | ')} |`
  const rule = `| --- | ${apps.map(() => '---').join(' | ')} |`
  const version = `| version | ${apps
    .map((app) =>
      Object.entries(app.versions)
        .map(([name, v]) => `${name} ${v}`)
        .join(', '),
    )
    .join(' | ')} |`
  const status = `| status | ${apps.map((app) => app.status).join(' | ')} |`
  const body = rows.map(
    (row) => `| ${row.label} | ${apps.map((app) => cell(row, app, latch)).join(' | ')} |`,
  )
  const hosts = apps.map(
    (app) =>
      `- **${app.label}**: at load ${app.median?.hostsAtLoad.join(', ') || 'none'}; at open ${
        app.median?.hostsAtOpen.join(', ') || 'none'
      }`,
  )
  const notes = apps.flatMap((app) => app.notes.map((note) => `- **${app.label}**: ${note}`))
  const lib = results.latchLibrary
  const { budgets } = results
  return [
    `# Latch vs peers — ${results.date}`,
    '',
    `Medians of ${results.runsPerApp} alternating runs per app in headless Chromium (${results.machine.chromium}), every request not to 127.0.0.1 blocked; ratios are to Latch. Machine: ${results.machine.cpus} × ${results.machine.cpu}, Node ${results.machine.node}.`,
    '',
    header,
    rule,
    version,
    status,
    ...body,
    '',
    "## Issue 30's table: what each library adds over bare React",
    '',
    ...formatGoals(issueGoals(apps), apps),
    '',
    '## Views that answer in a frame (Latch against the playground, production build)',
    '',
    ...(results.views
      ? formatViews(results.views, budgets.viewFrameMs)
      : ['Not measured in this run (`--skip-views`, or no Chromium).']),
    '',
    '## Hosts the page tried to reach (all blocked)',
    '',
    ...hosts,
    '',
    '## What the Latch app adds over bare React (built from the sources), against bench/budgets.json',
    '',
    '| | measured | budget | target |',
    '| --- | --- | --- | --- |',
    `| entry (createLatch, latch/networks, provider, button; static imports), gzip | ${kib(lib.entry.gzip)} (${lib.entryFiles} files) | ${kib(budgets.entryGzip)} | ${kib(budgets.targets.entryGzip)} |`,
    `| to connect with injected + WalletConnect (entry, runtime, modal, WalletConnect view and SDK), gzip | ${kib(lib.connect.gzip)} (${lib.connectFiles} files) | ${kib(budgets.connectGzip)} | ${kib(budgets.targets.connectGzip)} |`,
    `| total, lazy chunks included, gzip | ${kib(lib.total.gzip)} (${lib.chunks.length} files) | ${kib(budgets.totalGzip)} | ${budgets.targets.totalGzip === undefined ? '—' : kib(budgets.targets.totalGzip)} |`,
    `| click → connect view (median) | ${latch?.median?.clickToViewMs == null ? '—' : ms(latch.median.clickToViewMs)} | ${ms(budgets.clickToViewMs)} | |`,
    `| button visible, frames after bare React's (fastest runs) | ${buttonOverBare(apps)} | ${budgets.buttonOverBareFrames} | 1 |`,
    '',
    `What the entry is made of (bytes before minification): ${lib.entryMakeup
      .slice(0, 10)
      .map((part) => `${part.name} ${kib(part.bytes)}`)
      .join(', ')}.`,
    '',
    'Every chunk of that build, largest first (entry files marked ◆; the rest load with import() on their first use):',
    '',
    '| chunk | gzip | brotli |',
    '| --- | --- | --- |',
    ...[...lib.chunks]
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (chunk) =>
          `| ${lib.entryFileNames.includes(chunk.file) ? '◆ ' : ''}${chunk.file} | ${kib(chunk.gzip)} | ${kib(chunk.brotli)} |`,
      ),
    '',
    results.budgetFailures.length === 0
      ? 'All budgets hold.'
      : `Budgets broken:\n\n${results.budgetFailures.map((line) => `- ${line}`).join('\n')}`,
    ...(notes.length > 0 ? ['', '## Notes', '', ...notes] : []),
    '',
    '## Micro-benchmarks (vitest bench)',
    '',
    '```',
    results.micro.trim(),
    '```',
    '',
  ].join('\n')
}
