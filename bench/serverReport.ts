/** The tables of `npm run bench:server` (bench/results/server.md). */

/** The medians over the rounds of one target (an endpoint on a backend, or a baseline). */
export type Row = {
  readonly backend: string
  readonly endpoint: string
  readonly touches: string
  readonly requestsPerSecond: number
  readonly requestsPerSecondRange: readonly [number, number]
  readonly latencyP50Ms: number
  readonly latencyP99Ms: number
  readonly cpuMsPer1000: number
  /** The baseline this row is compared to, and the median of the per-round ratios. */
  readonly baseline?: string
  readonly ratio?: number
  /** The target for the ratio, or for req/s and p99 (PostgreSQL rows). */
  readonly target?: string
  readonly met?: boolean
  readonly non2xx: number
  readonly errors: number
}

/** What the report says of its run. */
export type Report = {
  readonly date: string
  readonly machine: string
  readonly loadAverage: readonly [number, number]
  readonly commit: string
  readonly connections: number
  readonly durationSeconds: number
  readonly warmupSeconds: number
  readonly rounds: number
  readonly rows: readonly Row[]
  readonly skipped: readonly string[]
}

const cell = (row: Row) =>
  row.ratio === undefined ? '—' : `${row.ratio.toFixed(2)} of ${row.baseline ?? ''}`

const verdict = (row: Row) =>
  row.target === undefined ? '' : `${row.target} ${row.met ? '✅' : '❌'}`

/**
 * The run as Markdown: one row per endpoint and backend, its ratio to its baseline measured
 * in the same rounds, and the CPU this process spent per 1,000 answers.
 *
 * @example
 * import { markdown } from './serverReport.ts'
 * const text = (report: Parameters<typeof markdown>[0]) => markdown(report)
 */
export const markdown = (report: Report): string => {
  const lines = [
    `# Reference server under load — ${report.date}`,
    '',
    `autocannon in its own process, ${report.connections} connections, ${report.durationSeconds} s per run,`,
    `${report.rounds} rounds (after ${report.warmupSeconds} s of warm-up per target); each round measures the`,
    'baselines and every endpoint back to back, the ratio is taken within the round and its median',
    'shown, so a load spike on the shared machine moves both sides. Production settings',
    '(`NODE_ENV=production`: 1 answer in 100 checked against the contract). CPU is this',
    "process's user + system time per 1,000 answers (server, PGlite when used; not PostgreSQL,",
    `anvil or the load generator). Machine: ${report.machine}; the 1-minute load average went from`,
    `${report.loadAverage[0]} to ${report.loadAverage[1]} (a shared machine: other work counts in it). All on 127.0.0.1. latch @ ${report.commit}.`,
    '',
    '| backend | endpoint | req/s (range) | p50 | p99 | CPU ms / 1,000 | ratio | target | non-2xx | errors | what it reaches |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |',
    ...report.rows.map(
      (r) =>
        `| ${r.backend} | ${r.endpoint} | ${r.requestsPerSecond} (${r.requestsPerSecondRange[0]}–${r.requestsPerSecondRange[1]}) | ${r.latencyP50Ms} ms | ${r.latencyP99Ms} ms | ${r.cpuMsPer1000} | ${cell(r)} | ${verdict(r)} | ${r.non2xx} | ${r.errors} | ${r.touches} |`,
    ),
    '',
    ...report.skipped.map((s) => `- skipped: ${s}`),
  ]
  return `${lines.join('\n').trimEnd()}\n`
}
