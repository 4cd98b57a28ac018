import { accountFeature } from '../features/account/accountState.ts'
import { activityFeature } from '../features/activity/activityState.ts'
import { connectionFeature } from '../features/connection/walletsState.ts'
import { emailFeature } from '../features/email/emailState.ts'
import { frameApprovalFeature } from '../features/kernel/frameApprovalState.ts'
import { namesFeature } from '../features/names/namesState.ts'
import { onrampFeature } from '../features/onramp/onrampState.ts'
import { sendFeature } from '../features/send/sendState.ts'
import { siwxFeature } from '../features/siwx/siwxState.ts'
import { socialFeature } from '../features/social/socialState.ts'
import { swapFeature } from '../features/swap/swapState.ts'

/**
 * Every feature's part of the state, one entry a feature: `createState` makes a signal of each
 * slice, `WritableState` and `LatchState` have one key a slice, `ViewName` one name a view. The
 * slices no feature owns (the modal, its router, the network, connections, connectors, the
 * notices) are `state/createState.ts`'s. It holds initial values only (the entry carries it):
 * a feature's actions are listed in `actions/registry.ts`, its flows in `features/lazy.ts`.
 */
export const FEATURE_STATE = [
  accountFeature,
  activityFeature,
  connectionFeature,
  emailFeature,
  frameApprovalFeature,
  namesFeature,
  onrampFeature,
  sendFeature,
  siwxFeature,
  socialFeature,
  swapFeature,
] as const

type Feature = (typeof FEATURE_STATE)[number]

/** `A | B` → `A & B`. */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never

/** Every feature's slices: name → the slice's type, with its doc comment. */
export type FeatureSlices = Intersection<Feature['slices']>

/** The views the features own. */
export type FeatureViewName = NonNullable<Feature['views']>
