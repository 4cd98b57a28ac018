import { Layer } from 'effect'
import { Logger } from '../../../runtime/services/Logger.ts'
import { Storage } from '../../../runtime/services/Storage.ts'
import {
  makeMemoryBackend,
  type StorageBackend,
} from '../../../runtime/services/storage/StorageBackend.ts'

/**
 * The one shape of a runtime service test's layer: the services under test (their `layer`,
 * `layerTest` or a composition of them) over the two every service may ask for, a test
 * `Logger` and `Storage` on `storage` (a fresh memory backend unless given: pass one to see a
 * reload). What the services leave required is what the test still has to give.
 *
 * @example
 * Caches.make().pipe(Effect.provide(serviceTestLayer({ storage: backend })))
 */
export function serviceTestLayer(options?: {
  readonly storage?: StorageBackend
}): Layer.Layer<Storage | Logger>
export function serviceTestLayer<A, E, R>(options: {
  readonly services: Layer.Layer<A, E, R>
  readonly storage?: StorageBackend
}): Layer.Layer<A | Storage | Logger, E, Exclude<R, Storage | Logger>>
export function serviceTestLayer(
  options: {
    readonly services?: Layer.Layer<unknown, unknown, unknown>
    readonly storage?: StorageBackend
  } = {},
) {
  const base = Storage.layerTest(options.storage ?? makeMemoryBackend()).pipe(
    Layer.provideMerge(Logger.layerTest()),
  )
  return options.services ? options.services.pipe(Layer.provideMerge(base)) : base
}
