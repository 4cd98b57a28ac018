import type { Effect } from 'effect'
import type { LatchServices } from '../clientTypes.ts'
import type { Connector } from '../connectors/Connector.ts'
import type { AuthFrameApprovals } from '../connectors/embedded/authConnector.ts'
import type * as LazyFlows from '../features/lazy.ts'
import type { ResolvedConfig } from '../services/Config.ts'
import type { WritableState } from '../state/createState.ts'
import type * as EagerFlows from './eagerFlows.ts'

// The shape of a client action: what each feature's features/<name>/<name>Actions.ts declares once.
// This file and the registries import types only (no Effect, no flow code), so the thin
// `createLatch` of the entry can read the registry without pulling the runtime in.

/**
 * Where an action's flows come from: `eager` ones load with the client (connect, the modal),
 * `lazy` ones on first use (flows/features.ts: send, swap, names, e-mail login, …).
 */
export interface FlowModules {
  readonly eager: typeof EagerFlows
  readonly lazy: typeof LazyFlows
}
export type FlowModule = keyof FlowModules

/** What an action's method runs on: the client's runtime, signals and config. */
export interface ActionContext {
  readonly state: WritableState
  readonly config: ResolvedConfig
  /** The embedded wallet's connector once the runtime's connectors are built (when `frameUrl` is set). */
  readonly auth: Promise<(Connector & AuthFrameApprovals) | undefined>
  /** The flows loaded with the client, at hand synchronously. */
  readonly flows: FlowModules['eager']
  /** Runs a program on the client's runtime; rejects with its failure. */
  run<A, E>(program: Effect.Effect<A, E, LatchServices>): Promise<A>
  /**
   * Runs programs one after another in the background (fibers that end with the client);
   * a failure of one is dropped and the next runs.
   */
  background(...programs: ReadonlyArray<Effect.Effect<unknown, unknown, LatchServices>>): void
  /** A program over a flow module's exports; a `lazy` module is imported on first use. */
  load<K extends FlowModule, A, E>(
    module: K,
    flow: (flows: FlowModules[K]) => Effect.Effect<A, E, LatchServices>,
  ): Effect.Effect<A, E, LatchServices>
}

/** A flow program whose value a method answers with (its failure is the method's rejection). */
export type Program<A> = Effect.Effect<A, unknown, LatchServices>

/** An analytics event: its name and properties. */
export type AnalyticsEvent = readonly [
  event: string,
  properties?: Readonly<Record<string, unknown>>,
]

/**
 * The analytics of an action: `success` names the event of a call that settled (none when it
 * answers `undefined`), `error` the event of one that failed (with the error's tag and message).
 */
export interface Tracking<Args extends ReadonlyArray<unknown>, A> {
  readonly success?: (context: ActionContext, value: A, ...args: Args) => AnalyticsEvent | undefined
  readonly error: string
}

/** `'async'` for a method returning a Promise (the thin client queues and settles it), else `'sync'`. */
export type MethodKind<F> = F extends (...args: never[]) => Promise<unknown> ? 'async' : 'sync'

// biome-ignore lint/suspicious/noExplicitAny: any function; the variance of `never[]` would refuse some
type AnyMethod = (...args: any[]) => unknown

/** One client method: its kind, how it is made over the client, its analytics. */
export interface Action<F extends AnyMethod> {
  readonly kind: MethodKind<F>
  readonly make: (context: ActionContext) => F
  readonly track?: Tracking<Parameters<F>, Awaited<ReturnType<F>>> | undefined
}

/** The method an action gives the client. */
export type MethodOf<T> = T extends Action<infer F> ? F : never

/** The client methods of a registry of actions. */
export type MethodsOf<R> = { [K in keyof R]: MethodOf<R[K]> }

/**
 * An action that runs one flow program: the method runs `run(flows, …args)` on the client's
 * runtime and resolves with its value.
 */
export const flow = <K extends FlowModule, Args extends ReadonlyArray<unknown>, A, E>(
  module: K,
  run: (flows: FlowModules[K], ...args: Args) => Effect.Effect<A, E, LatchServices>,
  track?: NoInfer<Tracking<Args, A>>,
): Action<(...args: Args) => Promise<A>> => ({
  kind: 'async' as MethodKind<(...args: Args) => Promise<A>>,
  make:
    (context) =>
    (...args) =>
      context.run(context.load(module, (flows) => run(flows, ...args))),
  track: track as Action<(...args: Args) => Promise<A>>['track'],
})

/**
 * An action whose method does more than run one program (state, windows, background work):
 * `make` builds it over the client. Its method answers a Promise (the thin client queues it).
 */
export const asyncMethod = <F extends (...args: never[]) => Promise<unknown>>(
  make: (context: ActionContext) => F,
  track?: NoInfer<Tracking<Parameters<F>, Awaited<ReturnType<F>>>>,
): Action<F> => ({ kind: 'async' as MethodKind<F>, make, track })

/** As {@link asyncMethod}, for a method that answers nothing (the thin client runs it later). */
export const syncMethod = <F extends (...args: never[]) => void>(
  make: (context: ActionContext) => F,
): Action<F> => ({ kind: 'sync' as MethodKind<F>, make })
