import { accountActions } from '../features/account/accountActions.ts'
import { connectionActions } from '../features/connection/connectionActions.ts'
import { emailActions } from '../features/email/emailActions.ts'
import { modalActions } from '../features/kernel/modalActions.ts'
import { namesActions } from '../features/names/namesActions.ts'
import { onrampActions } from '../features/onramp/onrampActions.ts'
import { sendActions } from '../features/send/sendActions.ts'
import { socialActions } from '../features/social/socialActions.ts'
import { swapActions } from '../features/swap/swapActions.ts'
import { walletActions } from '../features/wallet/walletActions.ts'
import type { MethodsOf } from './action.ts'

/**
 * Every client method, each declared once beside its feature's flows
 * (`features/<name>/<name>Actions.ts`): `LatchClient`'s methods, the thin client's forwarding
 * (facade/clientMethods.ts) and the analytics events come from here. Adding a method is one
 * entry in one of these files (see docs/adding-a-client-method.md).
 */
export const ACTIONS = {
  ...modalActions,
  ...connectionActions,
  ...walletActions,
  ...accountActions,
  ...sendActions,
  ...swapActions,
  ...namesActions,
  ...emailActions,
  ...socialActions,
  ...onrampActions,
}

/** The client's methods, as the actions make them (all but `destroy`). */
export type ClientActions = MethodsOf<typeof ACTIONS>

/** A client method's name. */
export type ActionName = keyof typeof ACTIONS
