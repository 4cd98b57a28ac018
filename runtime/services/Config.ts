import { Context, Effect, Layer } from 'effect'
import { ConfigError } from '../errors/ConfigError.ts'
import { installYieldableErrors } from '../errors/yieldable.ts'
import { mainnet } from '../networks.ts'
import type { LatchOptions, ResolvedConfig } from './config/options.ts'
import { resolveOptions } from './config/resolveOptions.ts'

export { ConfigError, PROJECT_ID_NOT_CONFIGURED } from '../errors/ConfigError.ts'
export type {
  ConnectorEntry,
  ConnectorFactory,
  ConnectorsOption,
  ExternalConnector,
} from './config/connectorsOption.ts'
export type {
  Features,
  LatchOptions,
  ResolvedConfig,
  ThemeMode,
} from './config/options.ts'

// Latch errors are Effect values in this module (yield*, pipe): see yieldable.ts.
installYieldableErrors()

/**
 * The Config service key: the resolved `createLatch` options.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Config } from 'latch/effect'
 * import { mainnet } from 'latch/networks'
 *
 * const program = Effect.gen(function* () {
 *   const config = yield* Config
 *   return config.defaultNetwork.name
 * }).pipe(Effect.provide(Config.layer({ projectId: 'demo', networks: [mainnet] })))
 */
export class Config extends Context.Service<Config, ResolvedConfig>()('latch/Config') {
  static readonly make = make
  static readonly makeSync = makeSync
  static readonly layer = layer
  static readonly layerTest = layerTest
}

/**
 * Validates `createLatch` options and fills the SPEC §9 defaults (`resolveOptions`, the one
 * validator); a bad option fails with a {@link ConfigError} naming the field.
 */
function make(options: LatchOptions): Effect.Effect<ResolvedConfig, ConfigError> {
  return Effect.suspend(() => {
    try {
      return Effect.succeed(resolveOptions(options))
    } catch (error) {
      return error instanceof ConfigError ? Effect.fail(error) : Effect.die(error)
    }
  })
}

/** `Config.make` for synchronous callers: throws the {@link ConfigError}. */
function makeSync(options: LatchOptions): ResolvedConfig {
  return resolveOptions(options)
}

/** The Config layer for these options; building it fails with a {@link ConfigError}. */
function layer(options: LatchOptions): Layer.Layer<Config, ConfigError> {
  return Layer.effect(Config, make(options))
}

/** A Config for tests: project `'test'` on `mainnet` unless `partial` says otherwise. */
function layerTest(partial: Partial<LatchOptions> = {}): Layer.Layer<Config> {
  return Layer.effect(Config, make({ projectId: 'test', networks: [mainnet], ...partial })).pipe(
    Layer.orDie,
  )
}
