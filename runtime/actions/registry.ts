import { accountActions } from './account.ts'
import type { MethodsOf } from './action.ts'
import { connectionActions } from './connection.ts'
import { emailActions } from './email.ts'
import { modalActions } from './modal.ts'
import { namesActions } from './names.ts'
import { onrampActions } from './onramp.ts'
import { sendActions } from './send.ts'
import { socialActions } from './social.ts'
import { swapActions } from './swap.ts'
import { walletActions } from './wallet.ts'

/**
 * Every client method, each declared once in its feature's file: `LatchClient`'s methods, the
 * thin client's forwarding (facade/clientMethods.ts) and the analytics events come from here.
 * Adding a method is one entry in one of these files (see docs/adding-a-client-method.md).
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
