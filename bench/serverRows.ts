/** The per-round samples of `npm run bench:server`, summed up into rows with their ratios. */
import { median as medianOrNull } from './median.ts'
import type { Load, LoadResult } from './serverLoad.ts'
import type { Row } from './serverReport.ts'

/** One thing under load: an endpoint on a backend, or a baseline (`backend: 'baseline'`). */
export type Target = {
  readonly backend: string
  readonly endpoint: string
  readonly touches: string
  readonly load: Omit<Load, 'seconds' | 'connections'>
  /** The baseline's `endpoint` this one is a ratio of, and the ratio to reach. */
  readonly baseline?: string
  readonly minRatio?: number
  /** Absolute targets (PostgreSQL rows). */
  readonly minRps?: number
  readonly maxP99Ms?: number
}

/** One measured run. */
export type Sample = LoadResult & {
  readonly backend: string
  readonly endpoint: string
  readonly round: number
}

const sampleOf = (samples: readonly Sample[], backend: string, endpoint: string, round: number) =>
  samples.find((s) => s.backend === backend && s.endpoint === endpoint && s.round === round)

const median = (values: readonly number[]) => medianOrNull(values) ?? 0

const round2 = (n: number) => Math.round(n * 100) / 100

/** The ratio of each round's sample to the same round's baseline; their median. */
const ratioOf = (target: Target, mine: readonly Sample[], samples: readonly Sample[]) => {
  if (!target.baseline) return undefined
  const ratios = mine.flatMap((s) => {
    const base = sampleOf(samples, 'baseline', target.baseline ?? '', s.round)
    return base && base.requestsPerSecond > 0 ? [s.requestsPerSecond / base.requestsPerSecond] : []
  })
  return ratios.length > 0 ? round2(median(ratios)) : undefined
}

const verdict = (target: Target, row: Omit<Row, 'target' | 'met'>) => {
  if (target.minRatio !== undefined)
    return { target: `≥ ${round2(target.minRatio)}`, met: (row.ratio ?? 0) >= target.minRatio }
  if (target.minRps !== undefined && target.maxP99Ms !== undefined)
    return {
      target: `≥ ${target.minRps} req/s, p99 ≤ ${target.maxP99Ms} ms`,
      met: row.requestsPerSecond >= target.minRps && row.latencyP99Ms <= target.maxP99Ms,
    }
  return {}
}

/**
 * The rows of the report: per target, the medians over the rounds, and its ratio to its
 * baseline (the median of the per-round ratios) with the target it should reach.
 *
 * @example
 * import { summarize } from './serverRows.ts'
 * summarize([], []) // []
 */
export const summarize = (targets: readonly Target[], samples: readonly Sample[]): Row[] =>
  targets.map((target) => {
    const mine = samples.filter(
      (s) => s.backend === target.backend && s.endpoint === target.endpoint,
    )
    const rps = mine.map((s) => s.requestsPerSecond)
    const row = {
      backend: target.backend,
      endpoint: target.endpoint,
      touches: target.touches,
      requestsPerSecond: median(rps),
      requestsPerSecondRange: [Math.min(...rps), Math.max(...rps)] as const,
      latencyP50Ms: median(mine.map((s) => s.latencyP50Ms)),
      latencyP99Ms: median(mine.map((s) => s.latencyP99Ms)),
      cpuMsPer1000: round2(median(mine.map((s) => s.cpuMsPer1000))),
      ...(target.baseline ? { baseline: target.baseline } : {}),
      ...(ratioOf(target, mine, samples) !== undefined
        ? { ratio: ratioOf(target, mine, samples) }
        : {}),
      non2xx: mine.reduce((n, s) => n + s.non2xx, 0),
      errors: mine.reduce((n, s) => n + s.errors, 0),
    }
    return { ...row, ...verdict(target, row) }
  })
