/** The table of `npm run bench:cluster` (bench/results/cluster.md). */
import { median as medianOrNull } from './median.ts'

/** One measured run of one endpoint on one setup. */
export type ClusterSample = {
  readonly setup: string
  readonly endpoint: string
  readonly touches: string
  readonly round: number
  readonly requestsPerSecond: number
  readonly latencyP99Ms: number
  readonly requests: number
  readonly non2xx: number
  readonly errors: number
  /** CPU (user + system) per 1,000 answers: the servers together, PostgreSQL, HAProxy. */
  readonly serverCpuMsPer1000: number
  readonly postgresCpuMsPer1000: number
  readonly haproxyCpuMsPer1000: number
}

/** The medians over the rounds of one endpoint on one setup. */
export type ClusterRow = Omit<ClusterSample, 'round' | 'requests'>

const median = (values: readonly number[]) => Math.round((medianOrNull(values) ?? 0) * 10) / 10

/**
 * One row per endpoint and setup, in the order first measured: the median of each figure,
 * the failures summed.
 *
 * @example
 * import { clusterRows } from './clusterReport.ts'
 * const rows = clusterRows([])
 */
export const clusterRows = (samples: readonly ClusterSample[]): ClusterRow[] => {
  const keys = [...new Set(samples.map((s) => `${s.endpoint}\n${s.setup}`))]
  return keys.map((key) => {
    const mine = samples.filter((s) => `${s.endpoint}\n${s.setup}` === key)
    const first = mine[0] as ClusterSample
    const of = (pick: (s: ClusterSample) => number) => median(mine.map(pick))
    return {
      setup: first.setup,
      endpoint: first.endpoint,
      touches: first.touches,
      requestsPerSecond: of((s) => s.requestsPerSecond),
      latencyP99Ms: of((s) => s.latencyP99Ms),
      non2xx: mine.reduce((n, s) => n + s.non2xx, 0),
      errors: mine.reduce((n, s) => n + s.errors, 0),
      serverCpuMsPer1000: of((s) => s.serverCpuMsPer1000),
      postgresCpuMsPer1000: of((s) => s.postgresCpuMsPer1000),
      haproxyCpuMsPer1000: of((s) => s.haproxyCpuMsPer1000),
    }
  })
}

/** What the report says of its run. */
export type ClusterReport = {
  readonly date: string
  readonly machine: string
  readonly loadAverage: readonly number[]
  readonly connections: number
  readonly durationSeconds: number
  readonly warmupSeconds: number
  readonly rounds: number
  readonly rows: readonly ClusterRow[]
}

/**
 * The Markdown report.
 *
 * @example
 * import { clusterMarkdown } from './clusterReport.ts'
 * const text = clusterMarkdown({ date: '', machine: '', loadAverage: [0, 0], connections: 10, durationSeconds: 5, warmupSeconds: 1, rounds: 1, rows: [] })
 */
export const clusterMarkdown = (report: ClusterReport): string =>
  [
    `# One server vs two behind HAProxy, one PostgreSQL — ${report.date}`,
    '',
    `\`npm run serve\` processes (NODE_ENV=production, JSON logs at info), autocannon in its own`,
    `process, ${report.connections} connections, ${report.durationSeconds} s per run after ${report.warmupSeconds} s of warm-up,`,
    `${report.rounds} rounds (medians shown). CPU is user + system time per 1,000 answers read from`,
    '/proc: the serving processes together, PostgreSQL (postmaster and every backend), HAProxy.',
    `Machine: ${report.machine}; the 1-minute load average went from ${report.loadAverage[0]} to`,
    `${report.loadAverage[1]} (a shared machine: other work counts in it). The load generator, anvil, PostgreSQL,`,
    'HAProxy and the servers all share these cores, so two servers cannot add cores here: the CPU',
    'columns, not req/s, are what sizes a deployment (docs/self-hosting.md).',
    '',
    '| endpoint | setup | req/s | p99 | server CPU ms / 1,000 | PostgreSQL CPU ms / 1,000 | HAProxy CPU ms / 1,000 | non-2xx | errors | what it reaches |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.rows.map(
      (r) =>
        `| ${r.endpoint} | ${r.setup} | ${r.requestsPerSecond} | ${r.latencyP99Ms} ms | ${r.serverCpuMsPer1000} | ${r.postgresCpuMsPer1000} | ${r.haproxyCpuMsPer1000 || '—'} | ${r.non2xx} | ${r.errors} | ${r.touches} |`,
    ),
    '',
  ].join('\n')
