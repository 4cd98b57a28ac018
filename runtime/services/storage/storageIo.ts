import { Effect } from 'effect'
import type { LoggerService } from '../Logger.ts'
import type { StorageBackend } from './StorageBackend.ts'
import { STORAGE_PREFIX } from './StorageKeys.ts'

/** Text for the log; a backend may throw anything, even a value that refuses `String()`. */
export const describe = (error: unknown): string => {
  try {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  } catch {
    return 'an unprintable value'
  }
}

/** Raw reads and writes of one name under STORAGE_PREFIX; failures logged at `error`. */
export interface StorageIo {
  /** The stored raw value; `null` when absent or unreadable. */
  readonly read: (name: string) => Effect.Effect<unknown>
  /** Writes `value`, or removes the name when it is `null`. */
  readonly write: (name: string, value: string | null) => Effect.Effect<void>
}

/** The raw reads and writes over `backend`, which may throw on any call. */
export const makeStorageIo = (backend: StorageBackend, logger: LoggerService): StorageIo => ({
  // `unknown`: a foreign backend may hand back anything; `undefined` counts as absent.
  read: (name) =>
    Effect.try({
      try: (): unknown => backend.getItem(STORAGE_PREFIX + name) ?? null,
      catch: (error) => error,
    }).pipe(
      Effect.catch((error) =>
        Effect.as(logger.error(`Storage read failed: ${name}`, describe(error)), null),
      ),
    ),
  write: (name, value) =>
    Effect.try({
      try: () =>
        value === null
          ? backend.removeItem(STORAGE_PREFIX + name)
          : backend.setItem(STORAGE_PREFIX + name, value),
      catch: (error) => error,
    }).pipe(
      Effect.catch((error) => logger.error(`Storage write failed: ${name}`, describe(error))),
    ),
})
