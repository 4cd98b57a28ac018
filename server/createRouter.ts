import type { apiContract } from '../generated/api/contract.ts'
import { createSession } from './handlers/createSession.ts'
import { getAccountBalance } from './handlers/getAccountBalance.ts'
import { getAccountHistory } from './handlers/getAccountHistory.ts'
import { getConvertAllowance } from './handlers/getConvertAllowance.ts'
import { getConvertBuildApprove } from './handlers/getConvertBuildApprove.ts'
import { getConvertGasPrice } from './handlers/getConvertGasPrice.ts'
import { getConvertQuotes } from './handlers/getConvertQuotes.ts'
import { getConvertTokens } from './handlers/getConvertTokens.ts'
import { getIdentity } from './handlers/getIdentity.ts'
import { getOnrampOptions } from './handlers/getOnrampOptions.ts'
import { getProfileAccount } from './handlers/getProfileAccount.ts'
import { getProfileReverse } from './handlers/getProfileReverse.ts'
import { getProfileSuggestions } from './handlers/getProfileSuggestions.ts'
import { getSession } from './handlers/getSession.ts'
import { getSiwxNonce } from './handlers/getSiwxNonce.ts'
import { getSupportedChains } from './handlers/getSupportedChains.ts'
import { getWallets } from './handlers/getWallets.ts'
import { postChainRpc } from './handlers/postChainRpc.ts'
import { postConvertBuildTransaction } from './handlers/postConvertBuildTransaction.ts'
import { postEvent } from './handlers/postEvent.ts'
import { postFungiblePrice } from './handlers/postFungiblePrice.ts'
import { postOnrampQuote } from './handlers/postOnrampQuote.ts'
import { postOnrampUrl } from './handlers/postOnrampUrl.ts'
import { postProfileAccount } from './handlers/postProfileAccount.ts'
import { revokeSession } from './handlers/revokeSession.ts'
import type { ApiRouterImplementation } from './http/apiRoute.ts'
import type { ServerContext } from './ServerContext.ts'

/**
 * The ts-rest implementation of every Data API operation. Each operation is listed, so a
 * new one in the contract fails the type check until it is implemented (or answered by
 * `notImplemented`, a 501 with a reason, from handlers/notImplemented.ts).
 *
 * @example
 * import { createRouter } from './createRouter.ts'
 * const router = (ctx: Parameters<typeof createRouter>[0]) => createRouter(ctx)
 */
export const createRouter = (ctx: ServerContext): ApiRouterImplementation<typeof apiContract> => ({
  getSupportedChains: getSupportedChains(ctx),
  getAccountBalance: getAccountBalance(ctx),
  getIdentity: getIdentity(ctx),
  getWallets: getWallets(ctx),
  postChainRpc: postChainRpc(ctx),
  getSession: getSession(ctx),
  createSession: createSession(ctx),
  revokeSession: revokeSession(ctx),
  getSiwxNonce: getSiwxNonce(ctx),
  getAccountHistory: getAccountHistory(ctx),
  getConvertQuotes: getConvertQuotes(ctx),
  getConvertTokens: getConvertTokens(ctx),
  postFungiblePrice: postFungiblePrice(ctx),
  getConvertAllowance: getConvertAllowance(ctx),
  getConvertGasPrice: getConvertGasPrice(ctx),
  postConvertBuildTransaction: postConvertBuildTransaction(ctx),
  getConvertBuildApprove: getConvertBuildApprove(ctx),
  getProfileAccount: getProfileAccount(ctx),
  getProfileReverse: getProfileReverse(ctx),
  getProfileSuggestions: getProfileSuggestions(ctx),
  postProfileAccount: postProfileAccount(ctx),
  postOnrampUrl: postOnrampUrl(ctx),
  getOnrampOptions: getOnrampOptions(ctx),
  postOnrampQuote: postOnrampQuote(ctx),
  postEvent: postEvent(ctx),
})
