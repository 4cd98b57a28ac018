import { apiContract } from '../../generated/api/contract.ts'
import type { FungiblePrice } from '../../generated/api/zod.ts'
import { apiRoute } from '../http/apiRoute.ts'
import type { ServerContext } from '../ServerContext.ts'

/** The address wallets and price APIs use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * `POST /v1/fungible/price`: the USD price of each known token of `addresses` (CAIP-10), from
 * the operator's price table by symbol (0 when the symbol is not priced): the served chains'
 * listed ERC-20s and their native currency (as `0xeeee…eeee`). Unknown tokens are left out,
 * in request order otherwise.
 *
 * @example
 * import { postFungiblePrice } from './postFungiblePrice.ts'
 * const route = (ctx: Parameters<typeof postFungiblePrice>[0]) => postFungiblePrice(ctx)
 */
export const postFungiblePrice = (ctx: ServerContext) =>
  apiRoute(apiContract.postFungiblePrice, async ({ body }) => {
    const fungibles: FungiblePrice[] = []
    const prices = await ctx.priceSource.table()
    for (const caip10 of body.addresses) {
      const [namespace, reference, address = ''] = caip10.split(':')
      const chain = ctx.chains.get(`${namespace}:${reference}`)?.config
      if (!chain) continue
      const lower = address.toLowerCase()
      const token =
        lower === NATIVE_TOKEN_ADDRESS
          ? { ...(chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH' }), iconUrl: '' }
          : chain.tokens?.find((t) => t.address.toLowerCase() === lower)
      // Unknown, or no fresh price: left out rather than priced wrong.
      const price = token && prices[token.symbol]
      if (!token || price === undefined) continue
      fungibles.push({
        name: token.name,
        symbol: token.symbol,
        iconUrl: token.iconUrl ?? '',
        price,
      })
    }
    return { status: 200, body: { fungibles } }
  })
