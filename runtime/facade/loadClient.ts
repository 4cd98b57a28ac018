import type { ClientEnvironment, LatchClient } from '../client.ts'
import type { ResolvedConfig } from '../services/Config.ts'
import type { WritableState } from '../state/createState.ts'

/**
 * The whole client (runtime/client.ts: Effect, viem, the connectors) in its own chunk, made
 * over the thin client's resolved config and signals. The one `import()` of it.
 */
export const loadClient = async (
  config: ResolvedConfig,
  environment: ClientEnvironment | undefined,
  state: WritableState,
): Promise<LatchClient> => {
  const { createLatch } = await import('../client.ts')
  return createLatch(config, environment, state)
}
