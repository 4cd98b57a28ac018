import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { chooseOnrampProvider } from '../onramp/chooseOnrampProvider.ts'
import { isOnrampNetwork } from '../onramp/onrampNetworks.ts'
import type { ServerContext } from '../ServerContext.ts'

/**
 * `POST /v1/generators/onrampurl`: the provider's purchase page for the first destination
 * wallet, with what to buy, where and for how much in its query (the page completes the
 * purchase). `provider` defaults to the cheapest.
 *
 * @example
 * import { postOnrampUrl } from './postOnrampUrl.ts'
 * const route = (ctx: Parameters<typeof postOnrampUrl>[0]) => postOnrampUrl(ctx)
 */
export const postOnrampUrl = (ctx: ServerContext) =>
  apiRoute(apiContract.postOnrampUrl, async ({ body }) => {
    const chosen = chooseOnrampProvider(ctx.onramp, body.provider)
    if ('refused' in chosen) return chosen.refused
    const { onramp, provider } = chosen
    const [wallet] = body.destinationWallets
    const network = body.defaultNetwork ?? wallet?.blockchains?.[0]
    if (!wallet || !network || !isOnrampNetwork(ctx, network))
      return fail(
        400,
        `Invalid body field 'defaultNetwork': ${network ?? '(none)'} is not served here`,
      )
    const url = new URL(onramp.pageUrl)
    url.search = new URLSearchParams({
      provider: provider.id,
      address: wallet.address,
      network,
      asset: wallet.assets?.[0] ?? 'ETH',
      partnerUserId: body.partnerUserId,
      ...(body.presetFiatAmount !== undefined ? { fiat: String(body.presetFiatAmount) } : {}),
      currency: body.paymentCurrency ?? 'USD',
    }).toString()
    return { status: 200, body: { url: url.toString() } }
  })
