import { Context, Effect, Layer, Option, Schema } from 'effect'
import type { SiwxSession } from '../features/siwx/siwxState.ts'
import { Storage, storageKey } from './Storage.ts'

/**
 * Where sign-in sessions are kept (SPEC §3 Session), keyed by CAIP-10 account. Pluggable:
 * memory and browser storage are built in. With an `apiUrl`, `signIn` adds a session here
 * only after the Data API verified and stored it (`POST /v1/sessions`); it then carries the
 * server's `pci`, which this store keeps.
 */
export interface SessionsService {
  readonly get: (caipAddress: string) => Effect.Effect<readonly SiwxSession[]>
  readonly add: (caipAddress: string, session: SiwxSession) => Effect.Effect<void>
  readonly clear: (caipAddress: string) => Effect.Effect<void>
}

const SessionSchema = Schema.Struct({
  data: Schema.Struct({
    chainId: Schema.String,
    accountAddress: Schema.String,
    nonce: Schema.String,
    domain: Schema.String,
    uri: Schema.String,
    version: Schema.Literal('1'),
    issuedAt: Schema.String,
    expirationTime: Schema.optional(Schema.String),
    notBefore: Schema.optional(Schema.String),
    requestId: Schema.optional(Schema.String),
    resources: Schema.optional(Schema.Array(Schema.String)),
    statement: Schema.optional(Schema.String),
  }),
  message: Schema.String,
  signature: Schema.String,
  cacao: Schema.optional(Schema.Unknown),
  /** The server's id of the session, when a Data API stored it. */
  pci: Schema.optional(Schema.String),
})

const sessionsKey = (caipAddress: string) =>
  storageKey(`siwx:sessions:${caipAddress}`, Schema.fromJsonString(Schema.Array(SessionSchema)))

/** Sessions in memory only: they end with the page. */
const makeMemory = (): SessionsService => {
  const byAccount = new Map<string, readonly SiwxSession[]>()
  return {
    get: (caipAddress) => Effect.sync(() => byAccount.get(caipAddress) ?? []),
    add: (caipAddress, session) =>
      Effect.sync(() => {
        byAccount.set(caipAddress, [...(byAccount.get(caipAddress) ?? []), session])
      }),
    clear: (caipAddress) => Effect.sync(() => void byAccount.delete(caipAddress)),
  }
}

/** Sessions in Latch's storage key space, so a reload keeps the visitor signed in. */
const makeStorage = Effect.gen(function* () {
  const storage = yield* Storage
  const get = (caipAddress: string) =>
    Effect.map(
      storage.get(sessionsKey(caipAddress)),
      Option.getOrElse(() => []),
    )
  return {
    get,
    add: (caipAddress, session) =>
      Effect.flatMap(get(caipAddress), (existing) =>
        storage.set(sessionsKey(caipAddress), [...existing, session]),
      ),
    clear: (caipAddress) => storage.remove(sessionsKey(caipAddress)),
  } satisfies SessionsService
})

/**
 * The Sessions service key, with its layers.
 *
 * @example
 * import { Effect } from 'effect'
 * import { Sessions } from 'latch/effect'
 *
 * const sessions = Sessions.use((s) => s.get('eip155:1:0xab…')).pipe(
 *   Effect.provide(Sessions.layerMemory),
 * )
 */
export class Sessions extends Context.Service<Sessions, SessionsService>()('latch/Sessions') {
  static readonly makeMemory = makeMemory
  static readonly makeStorage = makeStorage
  /** Sessions kept in browser storage (memory in Node). */
  static readonly layer: Layer.Layer<Sessions, never, Storage> = Layer.effect(this, makeStorage)
  /** Sessions kept in memory. */
  static readonly layerMemory: Layer.Layer<Sessions> = Layer.sync(this, makeMemory)
  /** A session store of the test's own. */
  static readonly layerTest = (service: SessionsService): Layer.Layer<Sessions> =>
    Layer.succeed(Sessions, service)
}
