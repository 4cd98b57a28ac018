import { type OperationId, operations } from '../../../../generated/api/schemas.ts'
import { DATA_API_BACKOFF_MS, DATA_API_RETRIES } from '../../../../runtime/constants.ts'
import type { Fault } from './faultProxy.ts'

/** One fault of the matrix and what SPEC §8 (and DECISIONS.md) say a Data API call then does. */
export interface FaultRow {
  readonly name: string
  readonly fault: Fault
  /** The DataApiError reason. */
  readonly reason: string
  /** The DataApiError message: the SPEC §8 text, or ours where SPEC names none. */
  readonly message: string
  /** The SPEC §8 alert the flows raise for it, if any. */
  readonly alert: string | undefined
  /** The waits between attempts of an idempotent call (none when it is not retried). */
  readonly retryWaits: ReadonlyArray<number>
}

const backoff = Array.from({ length: DATA_API_RETRIES }, (_, i) => DATA_API_BACKOFF_MS * 2 ** i)
const decode = 'Unexpected response from the Data API'

/** The faults the proxy injects: 403, 429 + Retry-After, 500, 503, hang, garbled, cut, reset. */
export const FAULT_ROWS: ReadonlyArray<FaultRow> = [
  {
    name: '403',
    fault: { kind: 'status', status: 403 },
    reason: 'InvalidAppConfiguration',
    message: 'Invalid App Configuration',
    alert: 'Invalid App Configuration',
    retryWaits: [],
  },
  {
    name: '429 with Retry-After',
    fault: { kind: 'status', status: 429, retryAfter: '2' },
    reason: 'RateLimited',
    message: 'Rate Limited',
    alert: 'Rate Limited',
    retryWaits: Array.from({ length: DATA_API_RETRIES }, () => 2_000),
  },
  {
    name: '500',
    fault: { kind: 'status', status: 500 },
    reason: 'ServerError',
    message: 'Server Error',
    alert: 'Server Error',
    retryWaits: backoff,
  },
  {
    name: '503',
    fault: { kind: 'status', status: 503 },
    reason: 'ServerError',
    message: 'Server Error',
    alert: 'Server Error',
    retryWaits: backoff,
  },
  {
    name: 'timeout',
    fault: { kind: 'hang' },
    reason: 'Timeout',
    message: 'The request took too long to respond',
    alert: undefined,
    retryWaits: [],
  },
  {
    name: 'invalid JSON',
    fault: { kind: 'invalidJson' },
    reason: 'Decode',
    message: decode,
    alert: undefined,
    retryWaits: [],
  },
  {
    name: 'wrong shape',
    fault: { kind: 'wrongShape' },
    reason: 'Decode',
    message: decode,
    alert: undefined,
    retryWaits: [],
  },
  {
    name: 'stalled body',
    fault: { kind: 'stall' },
    reason: 'Timeout',
    message: 'The request took too long to respond',
    alert: undefined,
    retryWaits: [],
  },
  {
    name: 'truncated body',
    fault: { kind: 'truncate' },
    reason: 'Network',
    message: 'Network request failed',
    alert: undefined,
    retryWaits: backoff,
  },
  {
    name: 'connection reset',
    fault: { kind: 'reset' },
    reason: 'Network',
    message: 'Network request failed',
    alert: undefined,
    retryWaits: backoff,
  },
]

/** Whether a row takes retries or the HTTP timeout (then the run needs TestClock). */
export const isTimed = (row: FaultRow) => row.retryWaits.length > 0 || isHang(row)

/** Whether the proxy holds the request (then the run crosses HTTP_TIMEOUT_MS). */
export const isHang = (row: FaultRow) => row.fault.kind === 'hang' || row.fault.kind === 'stall'

/** The pathname pattern of an operation (`{param}` matches one segment). */
export const pathOf = (operation: OperationId) =>
  new RegExp(`^${operations[operation].path.replace(/\{[^}]+\}/g, '[^/]+')}$`)
