import { Clock, Context, Effect, Layer } from 'effect'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from '../constants.ts'

/** The log levels, most severe first. */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug'

/** One line of the log buffer. */
export interface LogEntry {
  readonly level: LogLevel
  readonly message: string
  /** Milliseconds since the epoch, from Effect's `Clock` (so `TestClock` drives it). */
  readonly timestamp: number
  readonly data?: unknown
}

/** The in-memory log: a ring buffer of at most `maxBytes` bytes (SPEC §9 "Log buffer"). */
export interface LoggerService {
  /** Records an entry when `level` passes the current level filter. */
  readonly log: (level: LogLevel, message: string, data?: unknown) => Effect.Effect<void>
  readonly error: (message: string, data?: unknown) => Effect.Effect<void>
  readonly warn: (message: string, data?: unknown) => Effect.Effect<void>
  readonly info: (message: string, data?: unknown) => Effect.Effect<void>
  readonly debug: (message: string, data?: unknown) => Effect.Effect<void>
  /** The kept entries, oldest first. */
  readonly entries: Effect.Effect<ReadonlyArray<LogEntry>>
  /** Bytes the kept entries take (UTF-8 of each entry's JSON form). */
  readonly size: Effect.Effect<number>
  readonly level: Effect.Effect<LogLevel>
  readonly setLevel: (level: LogLevel) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
}

/** Options of {@link Logger.make}. */
export interface LoggerOptions {
  /** Default `'error'` (SPEC §9 "default log level error"). */
  readonly level?: LogLevel | undefined
  /** Default `LOG_BUFFER_BYTES` (1,024,000). */
  readonly maxBytes?: number | undefined
}

/**
 * The Logger service key: the SDK's own bounded log, read back with `entries`.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Logger } from 'latch/effect'
 *
 * const program = Effect.gen(function* () {
 *   const logger = yield* Logger
 *   yield* logger.error('Failed to disconnect')
 *   return yield* logger.entries
 * }).pipe(Effect.provide(Logger.layer()))
 */
export class Logger extends Context.Service<Logger, LoggerService>()('latch/Logger') {
  static readonly make = make
  static readonly layer = layer
  static readonly layerTest = layerTest
}

const RANK: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 }
const encoder = new TextEncoder()

const serialize = (entry: LogEntry): string => {
  try {
    return JSON.stringify(entry, (_key, value) =>
      typeof value === 'bigint' ? value.toString() : value,
    )
  } catch {
    // Cyclic or otherwise unserialisable data: measure what we can show.
    return JSON.stringify({ ...entry, data: String(entry.data) })
  }
}

interface Slot {
  readonly entry: LogEntry
  readonly bytes: number
}

/** Fits one entry that alone exceeds the buffer by dropping its data and cutting its message. */
const shrink = (entry: LogEntry, maxBytes: number): Slot | undefined => {
  let message = entry.message
  let candidate: LogEntry = { level: entry.level, message, timestamp: entry.timestamp }
  let bytes = encoder.encode(serialize(candidate)).length
  while (bytes > maxBytes && message.length > 0) {
    message = message.slice(0, Math.floor((message.length * maxBytes) / bytes) - 1)
    candidate = { level: entry.level, message, timestamp: entry.timestamp }
    bytes = encoder.encode(serialize(candidate)).length
  }
  return bytes <= maxBytes ? { entry: candidate, bytes } : undefined
}

/**
 * Builds a logger whose buffer never holds more than `maxBytes`; the oldest entries go first.
 */
function make(options: LoggerOptions = {}): Effect.Effect<LoggerService> {
  return Effect.sync(() => {
    const maxBytes = options.maxBytes ?? LOG_BUFFER_BYTES
    let current: LogLevel = options.level ?? DEFAULT_LOG_LEVEL
    // A deque: live slots are slots[head..]; compacted when the dead prefix grows large.
    let slots: Array<Slot> = []
    let head = 0
    let total = 0

    const push = (slot: Slot) => {
      slots.push(slot)
      total += slot.bytes
      while (total > maxBytes && head < slots.length) {
        total -= slots[head]!.bytes
        head++
      }
      if (head > 1024 && head * 2 > slots.length) {
        slots = slots.slice(head)
        head = 0
      }
    }

    const log = (level: LogLevel, message: string, data?: unknown): Effect.Effect<void> =>
      Effect.suspend(() => {
        if (RANK[level] > RANK[current]) return Effect.void
        return Effect.map(Clock.currentTimeMillis, (timestamp) => {
          const entry: LogEntry =
            data === undefined ? { level, message, timestamp } : { level, message, timestamp, data }
          const bytes = encoder.encode(serialize(entry)).length
          const slot = bytes <= maxBytes ? { entry, bytes } : shrink(entry, maxBytes)
          if (slot) push(slot)
        })
      })

    return {
      log,
      error: (message, data) => log('error', message, data),
      warn: (message, data) => log('warn', message, data),
      info: (message, data) => log('info', message, data),
      debug: (message, data) => log('debug', message, data),
      entries: Effect.sync(() => slots.slice(head).map((slot) => slot.entry)),
      size: Effect.sync(() => total),
      level: Effect.sync(() => current),
      setLevel: (level) =>
        Effect.sync(() => {
          current = level
        }),
      clear: Effect.sync(() => {
        slots = []
        head = 0
        total = 0
      }),
    }
  })
}

/** The live logger: level `'error'` and the 1,024,000-byte buffer unless told otherwise. */
function layer(options: LoggerOptions = {}): Layer.Layer<Logger> {
  return Layer.effect(Logger, make(options))
}

/** A logger for tests: records every level (`'debug'`) unless told otherwise. */
function layerTest(options: LoggerOptions = {}): Layer.Layer<Logger> {
  return Layer.effect(Logger, make({ ...options, level: options.level ?? 'debug' }))
}
