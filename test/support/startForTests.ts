import { afterAll, beforeAll } from 'vitest'

/** What a test starts: a server, a chain, a database… stopped with `stop()` or `close()`. */
type Stoppable = { readonly stop: () => unknown } | { readonly close: () => unknown }

/**
 * For a file's (or a describe's) top level: `start()` runs before its tests (within `timeout`)
 * and what it started is stopped after them. Returns the started thing itself, to be named at
 * the top level and read in the tests and in hooks registered after this call; reading it
 * before it has started throws.
 */
export const startForTests = <T extends Stoppable>(
  start: () => Promise<T>,
  timeout = 60_000,
): T => {
  let running: T | undefined
  beforeAll(async () => {
    running = await start()
  }, timeout)
  afterAll(async () => {
    if (running) await ('stop' in running ? running.stop() : running.close())
  })
  return new Proxy({} as T, {
    get: (_, key) => {
      if (!running) throw new Error(`read before it started (in beforeAll): ${String(key)}`)
      return Reflect.get(running, key)
    },
  })
}
