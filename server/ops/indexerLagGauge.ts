import type { Logger } from 'pino'
import type { IndexerStep } from '../indexer/startIndexer.ts'
import type { ServerMetrics } from './metrics.ts'

/**
 * An indexer's `onStep` that keeps `latch_indexer_lag_blocks` of its chain: the head minus the
 * last indexed block (0 once caught up).
 *
 * @example
 * import { indexerLagGauge } from './indexerLagGauge.ts'
 * import { serverMetrics } from './metrics.ts'
 * const onStep = indexerLagGauge(serverMetrics(), 'eip155:1')
 */
export const indexerLagGauge =
  (metrics: ServerMetrics, chain: string) =>
  (step: IndexerStep): void => {
    if (step.kind === 'indexed') metrics.indexerLag.set({ chain }, Number(step.head - step.to))
    else if (step.kind === 'idle') metrics.indexerLag.set({ chain }, 0)
  }

/**
 * An indexer's `onLeader`: `latch_indexer_leader` of its chain, and a log line when this
 * server starts or stops indexing it.
 *
 * @example
 * import { indexerLeaderReport } from './indexerLagGauge.ts'
 * const report = (ops: Parameters<typeof indexerLeaderReport>[0]) => indexerLeaderReport(ops, 'eip155:1')
 */
export const indexerLeaderReport =
  (ops: { readonly metrics: ServerMetrics; readonly logger: Logger }, chain: string) =>
  (leading: boolean): void => {
    ops.metrics.indexerLeader.set({ chain }, leading ? 1 : 0)
    if (leading) ops.logger.info({ chain }, 'indexing: this server holds the indexer lock')
  }
