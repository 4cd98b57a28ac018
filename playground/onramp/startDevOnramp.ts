import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isAddress as isSolanaAddress, type KeyPairSigner } from '@solana/kit'
import { createWalletClient, getAddress, http, isAddress, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { PriceTable } from '../../server/index.ts'
import { OnrampQuoteError, pricePurchase } from '../../server/index.ts'
import type { DevAccount } from '../chain/devAccounts.ts'
import { localViemChain } from '../chain/localViemChain.ts'
import { devOnrampPage, devOnrampScript } from './devOnrampPage.ts'
import { devFiatRates, devOnrampProviders } from './devOnrampProviders.ts'
import { payOutSol } from './payOutSol.ts'

/** Options of `startDevOnramp`. */
export type StartDevOnrampOptions = {
  readonly port: number
  readonly host?: string
  /** The local chains purchases land on, by CAIP-2 id. */
  readonly chains: ReadonlyMap<string, { readonly chainId: number; readonly url: string }>
  /** Pays out every purchase: the server's `onrampProviders` account, so history flags it. */
  readonly treasury: DevAccount
  readonly prices: PriceTable
  /** The local Solana chains SOL purchases land on (CAIP-2 id → RPC URL), and who pays them. */
  readonly solana?: {
    readonly chains: ReadonlyMap<string, string>
    readonly treasury: KeyPairSigner
  }
}

/** A running dev onramp. */
export type DevOnramp = {
  readonly url: string
  /** The purchase page: `${url}/buy`. */
  readonly pageUrl: string
  readonly stop: () => Promise<void>
}

/** The order a `/buy` query makes: provider, address, where it lands and its price. */
const orderOf = (options: StartDevOnrampOptions, query: URLSearchParams) => {
  const provider = devOnrampProviders.find((p) => p.id === query.get('provider'))
  if (!provider) throw new OnrampQuoteError(`Unknown provider '${query.get('provider')}'`)
  const address = query.get('address') ?? ''
  const network = query.get('network') ?? ''
  const currency = query.get('currency') ?? 'USD'
  const symbol = query.get('asset') ?? 'ETH'
  const purchase = () =>
    pricePurchase(
      { fiat: Number(query.get('fiat') ?? '50'), currency, symbol, provider },
      options.prices,
      devFiatRates,
    )
  const solanaUrl = options.solana?.chains.get(network)
  if (solanaUrl) {
    if (!isSolanaAddress(address))
      throw new OnrampQuoteError(`'${address}' is not a Solana address`)
    return { provider, address, solanaUrl, currency, symbol, purchase: purchase() }
  }
  if (!isAddress(address, { strict: false }))
    throw new OnrampQuoteError(`'${address}' is not an EVM address`)
  const chain = options.chains.get(network)
  if (!chain) throw new OnrampQuoteError(`Unknown network '${query.get('network')}'`)
  return { provider, address: getAddress(address), chain, currency, symbol, purchase: purchase() }
}
type Order = ReturnType<typeof orderOf>

/** Pays the order out from the treasury: SOL on a Solana chain, else ETH; the JSON answer. */
const payOut = async (options: StartDevOnrampOptions, o: Order): Promise<string> => {
  if ('solanaUrl' in o && o.solanaUrl && options.solana) {
    if (o.symbol !== 'SOL') throw new OnrampQuoteError(`${o.symbol} cannot be bought here`)
    const paid = parseUnits(o.purchase.cryptoAmount.toFixed(9), 9)
    const signature = await payOutSol(o.solanaUrl, options.solana.treasury, o.address, paid)
    return JSON.stringify({ signature })
  }
  if (!('chain' in o) || !o.chain) throw new OnrampQuoteError('Unknown network')
  if (o.symbol !== 'ETH') throw new OnrampQuoteError(`${o.symbol} cannot be bought here`)
  const wallet = createWalletClient({
    account: privateKeyToAccount(options.treasury.privateKey),
    chain: localViemChain({ chainId: o.chain.chainId, url: o.chain.url }),
    transport: http(o.chain.url),
  })
  const hash = await wallet.sendTransaction({
    to: o.address,
    value: parseEther(o.purchase.cryptoAmount.toFixed(8)),
  })
  return JSON.stringify({ hash })
}

type Send = (status: number, type: string, body: string) => void

/** Answers one request: the script, the order page (GET) or its payout (POST). */
const answer = async (options: StartDevOnrampOptions, method: string, url: URL, send: Send) => {
  if (url.pathname === '/buy.js') return send(200, 'text/javascript', devOnrampScript)
  if (url.pathname !== '/buy') return send(404, 'text/plain', 'Not found')
  const o = orderOf(options, url.searchParams)
  if (method === 'GET')
    return send(
      200,
      'text/html; charset=utf-8',
      devOnrampPage({
        provider: o.provider.name,
        summary: `${o.purchase.cryptoAmount} ${o.symbol} for ${o.purchase.fiat.toFixed(2)} ${o.currency}`,
        fee: `${o.purchase.fee.toFixed(2)} ${o.currency}`,
      }),
    )
  if (method !== 'POST') return send(405, 'text/plain', 'GET or POST')
  return send(200, 'application/json', await payOut(options, o))
}

/**
 * The playground's dev onramp provider on 127.0.0.1: `GET /buy?provider&address&network&asset&fiat&currency`
 * shows the order priced like the reference server's quote (its provider's fee off the top, the
 * price table), and `POST /buy` with the same query completes it: the treasury account sends
 * the bought ETH to the address on that chain (on a Solana chain, the Solana treasury the SOL), so the modal's BuyInProgress sees the balance
 * arrive and the history flags it as an onramp purchase.
 *
 * @example
 * import { startDevOnramp } from './startDevOnramp.ts'
 * import { devAccounts } from '../chain/devAccounts.ts'
 * const onramp = await startDevOnramp({ port: 0, chains: new Map(), treasury: devAccounts[8]!, prices: { ETH: 3000 } })
 * console.log(`Onramp: ${onramp.url}`)
 */
export const startDevOnramp = async (options: StartDevOnrampOptions): Promise<DevOnramp> => {
  const host = options.host ?? '127.0.0.1'
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`)
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, {
        'content-type': type,
        'content-security-policy': "default-src 'self'; style-src 'unsafe-inline'",
      })
      res.end(body)
    }
    try {
      return await answer(options, req.method ?? '', url, send)
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
      return send(
        error instanceof OnrampQuoteError ? 400 : 500,
        'application/json',
        JSON.stringify({ error: message }),
      )
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port: options.port, host }, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const base = `http://${host}:${port}`
  return {
    url: base,
    pageUrl: `${base}/buy`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
