import type { ManagedRuntime } from 'effect'
import type { ClientActions } from './actions/registry.ts'
import type { LatchServices } from './clientTypes.ts'
import type { ResolvedConfig } from './services/Config.ts'
import type { LatchState } from './state/createState.ts'

export type { LatchServices, RpcRequestOf, RpcResultOf } from './clientTypes.ts'

/**
 * The client of API.md: promise methods over Effect flows (each declared once in
 * `features/<name>/<name>Actions.ts`, listed in actions/registry.ts: see ClientActions), the
 * state signals, the runtime.
 */
export interface LatchClient extends ClientActions {
  readonly state: LatchState
  /** The validated options with SPEC §9 defaults filled in (networks, features, theme, siwx). */
  readonly config: ResolvedConfig
  readonly runtime: ManagedRuntime.ManagedRuntime<LatchServices, unknown>
  /** Settles once stored connections have been restored (or found gone). */
  readonly ready: Promise<void>
  /** Releases everything: listeners, timers, wallet watchers. */
  destroy(): Promise<void>
}
