import { rpcError } from './wcTransport.ts'
import type { WcSession } from './wcTypes.ts'

/** A JSON-RPC request of the app. */
export interface WcAppRequest {
  readonly method: string
  readonly params?: unknown
}

/** Where {@link routeRequest} sends what it does not answer itself. */
export interface WcRoutes {
  readonly session: WcSession
  /** CAIP-2 chain → the network's own RPC URL, for chain reads. */
  readonly rpcMap: Readonly<Record<string, string>>
  /** Asks the wallet (`wc_sessionRequest`) on `chain`. */
  readonly wallet: (request: WcAppRequest, chain: string) => Promise<unknown>
}

/** The session's namespace entries of one CAIP namespace (`eip155`, `eip155:1`, …). */
const entriesOf = (session: WcSession, namespace: string) =>
  Object.entries(session.namespaces)
    .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
    .map(([, ns]) => ns)

/** The addresses the session holds on `chain`. */
const accountsOn = (session: WcSession, chain: string) =>
  entriesOf(session, chain.split(':')[0] ?? '')
    .flatMap((ns) => ns.accounts)
    .filter((a) => a.startsWith(`${chain}:`))
    .map((a) => a.slice(chain.length + 1))

let rpcId = 0
/** A chain read over HTTP JSON-RPC to the network's own endpoint. */
const readChain = async (url: string, request: WcAppRequest): Promise<unknown> => {
  rpcId += 1
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: rpcId,
      method: request.method,
      params: request.params ?? [],
    }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string }
  }
  if (body.error) throw rpcError(body.error)
  return body.result
}

/** `wallet_switchEthereumChain` as universal-provider answers it. */
const switchChain = async (routes: WcRoutes, request: WcAppRequest, chain: string) => {
  const asked = (request.params as [{ chainId?: string }] | undefined)?.[0]?.chainId ?? '0x0'
  const target = `eip155:${Number.parseInt(asked, 16)}`
  if (accountsOn(routes.session, target).length > 0) return null
  const methods = entriesOf(routes.session, 'eip155').flatMap((ns) => ns.methods)
  if (!methods.includes(request.method)) {
    throw rpcError({ code: 4902, message: `Unrecognized chain ID ${target}` })
  }
  await routes.wallet(request, chain)
  return null
}

/**
 * Answers an app request on `chain` as universal-provider 2.25 did: the EVM account and chain
 * questions from the session itself, a chain switch locally when the session holds the chain
 * (else through the wallet), the methods the wallet granted through the wallet, and every
 * other method (chain reads) from the network's own RPC.
 */
export const routeRequest = (
  routes: WcRoutes,
  request: WcAppRequest,
  chain: string,
): Promise<unknown> => {
  const namespace = chain.split(':')[0] ?? ''
  if (namespace === 'eip155') {
    if (request.method === 'eth_accounts' || request.method === 'eth_requestAccounts') {
      return Promise.resolve(accountsOn(routes.session, chain))
    }
    if (request.method === 'eth_chainId') return Promise.resolve(Number(chain.split(':')[1]))
    if (request.method === 'wallet_switchEthereumChain') return switchChain(routes, request, chain)
  }
  const methods = entriesOf(routes.session, namespace).flatMap((ns) => ns.methods)
  if (methods.includes(request.method)) return routes.wallet(request, chain)
  const url = routes.rpcMap[chain]
  if (!url) return Promise.reject(rpcError({ code: 4200, message: `No RPC URL for ${chain}` }))
  return readChain(url, request)
}
