import type { ClientEnvironment, ClientPreset, LatchClient } from '../client.ts'
import type { LatchOptions } from '../services/Config.ts'

/**
 * The whole client (runtime/client.ts: Effect, viem, the connectors) in its own chunk, made
 * around the thin client's config and signals. The one `import()` of it.
 */
export const loadClient = async (
  options: LatchOptions,
  environment: ClientEnvironment | undefined,
  preset: ClientPreset,
): Promise<LatchClient> => {
  const { createLatch } = await import('../client.ts')
  return createLatch(options, environment, preset)
}
