import { ACTIONS } from '../features/featureActions.gen.ts'
import type { MethodsOf } from './action.ts'

/**
 * Every client method, each declared once beside its feature's flows
 * (`features/<name>/<x>Actions.ts`, its `<x>Actions`) and listed by `npm run codegen` in
 * `features/featureActions.gen.ts`: `LatchClient`'s methods, the thin client's forwarding
 * (facade/clientMethods.ts) and the analytics events come from here. Adding a method is one
 * entry in one of these files (see docs/adding-a-client-method.md).
 */
export { ACTIONS }

/** The client's methods, as the actions make them (all but `destroy`). */
export type ClientActions = MethodsOf<typeof ACTIONS>

/** A client method's name. */
export type ActionName = keyof typeof ACTIONS
