import type { Signal } from '@preact/signals-core'

/** A feature's slices of the state: each slice's name and its value before anything happened. */
export type Slices = Readonly<Record<string, unknown>>

/**
 * What a feature declares of the state, in its `features/<name>/<name>State.ts`: its slices
 * (name → initial value, each documented there: the doc is the signal's in `LatchState`) and the
 * views it owns (`ViewName` is built from them). `state/features.ts` lists one per feature.
 */
export interface FeatureState<S extends Slices, V extends string> {
  readonly slices: S
  readonly views: readonly V[]
}

/** Declares a feature's part of the state; the view names stay literal (`ViewName`). */
export const featureState = <S extends Slices, const V extends string = never>(
  declared: FeatureState<S, V>,
): FeatureState<S, V> => declared

/** The signals of a set of slices, writable. */
export type SignalsOf<S> = { readonly [K in keyof S]: Signal<S[K]> }
