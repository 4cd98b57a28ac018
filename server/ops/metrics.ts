import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** The server's Prometheus metrics, in their own registry (served on `GET /metrics`). */
export type ServerMetrics = {
  readonly registry: Registry
  /** Requests answered, by service (`api`, `frame`), operation and status code. */
  readonly requests: Counter<'service' | 'operation' | 'status'>
  /** Seconds from a request's arrival to its answer's end, by service and operation. */
  readonly duration: Histogram<'service' | 'operation'>
  /** Blocks between a chain's head and its indexed tip, by chain (CAIP-2). */
  readonly indexerLag: Gauge<'chain'>
  /** 1 on the server that holds a chain's indexer lock, 0 elsewhere. */
  readonly indexerLeader: Gauge<'chain'>
  /**
   * Logins, by method and outcome: `email`, `social`, `siwx` finished (`success`, `failure`,
   * `error`); `farcaster` `started`, then `completed`, `expired` or `refused` (or `error`).
   */
  readonly logins: Counter<'method' | 'outcome'>
}

/**
 * A fresh metrics registry with the process's default metrics (CPU, memory, event loop lag)
 * and the server's own, all prefixed `latch_`.
 *
 * @example
 * import { serverMetrics } from './metrics.ts'
 * const metrics = serverMetrics()
 * const text = await metrics.registry.metrics()
 */
export const serverMetrics = (): ServerMetrics => {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'latch_' })
  const registers = [registry]
  return {
    registry,
    requests: new Counter({
      name: 'latch_http_requests_total',
      help: 'HTTP requests answered, by service, operation and status code',
      labelNames: ['service', 'operation', 'status'],
      registers,
    }),
    duration: new Histogram({
      name: 'latch_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by service and operation',
      labelNames: ['service', 'operation'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    indexerLag: new Gauge({
      name: 'latch_indexer_lag_blocks',
      help: "Blocks between the chain's head and the indexed tip",
      labelNames: ['chain'],
      registers,
    }),
    indexerLeader: new Gauge({
      name: 'latch_indexer_leader',
      help: "1 when this server runs the chain's indexer (holds its lock), else 0",
      labelNames: ['chain'],
      registers,
    }),
    logins: new Counter({
      name: 'latch_logins_total',
      help: 'Logins by method and outcome (farcaster: started, completed, expired, refused)',
      labelNames: ['method', 'outcome'],
      registers,
    }),
  }
}
