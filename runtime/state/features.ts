import { FEATURE_STATE } from '../features/featureStates.gen.ts'

/**
 * Every feature's part of the state, one entry a feature, generated (`npm run codegen`) from each
 * `features/<name>/<x>State.ts` that exports a `<x>Feature`: `createState` makes a signal of
 * each slice, `WritableState` and `LatchState` have one key a slice, `ViewName` one name a view.
 * The slices no feature owns (the modal, its router, the network, connections, connectors, the
 * notices) are `state/createState.ts`'s. It holds initial values only (the entry carries it): a
 * feature's actions are generated into `features/featureActions.gen.ts`, its lazy flows into
 * `features/lazy.gen.ts`.
 */
export { FEATURE_STATE }

type Feature = (typeof FEATURE_STATE)[number]

/** `A | B` → `A & B`. */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never

/** Every feature's slices: name → the slice's type, with its doc comment. */
export type FeatureSlices = Intersection<Feature['slices']>

/** The views the features own. */
export type FeatureViewName = NonNullable<Feature['views']>
