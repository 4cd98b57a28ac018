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
  /** Type only (the entry carries no view names): the views the feature owns. */
  readonly views?: V
}

/**
 * Declares a feature's part of the state: `featureState<'Swap' | 'SwapPreview'>()({ swap: … })`,
 * the views it owns as the type argument, then its slices.
 */
export const featureState =
  <V extends string = never>() =>
  <S extends Slices>(slices: S): FeatureState<S, V> => ({ slices })

/** The signals of a set of slices, writable. */
export type SignalsOf<S> = { readonly [K in keyof S]: Signal<S[K]> }
