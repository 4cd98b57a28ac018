import type { Chain, Client, Transport } from 'viem'

/** A viem client with no actions bound: ChainRpc calls the tree-shakable actions on it. */
export type ChainClient = Client<Transport, Chain | undefined>

/**
 * The part of a network ChainRpc reads: its CAIP id and its RPC URLs (structurally the
 * SPEC §3 Network, so `runtime/networks.ts` networks fit as they are).
 */
export interface ChainRpcNetwork {
  readonly id: number | string
  readonly caipNetworkId: string
  readonly rpcUrls: { readonly default: { readonly http: ReadonlyArray<string> } }
}

/** What ChainRpc needs from the app's configuration. */
export interface ChainRpcOptions {
  /** The project id sent to the Data API's RPC proxy. */
  readonly projectId: string
  /**
   * The Data API's RPC proxy, `${apiUrl}/v1` (contracts/api.openapi.yaml `postChainRpc`).
   * An RPC URL under it (same origin, path at or below it) gets `chainId` (the CAIP network
   * id), `projectId`, `st` and `sv` in its query; other URLs are used as they are.
   */
  readonly proxyUrl?: string | undefined
  /** The sdk type sent as `st` to the proxy (DECISIONS.md, e.g. `latch-react`). */
  readonly sdkType?: string | undefined
  /** The sdk version sent as `sv` to the proxy (the package version). */
  readonly sdkVersion?: string | undefined
}

const parseUrl = (url: string): URL | undefined => {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * The URL a transport posts to: under the Data API's proxy, with `chainId` and `projectId`
 * (and `st` / `sv` when given) in the query (SPEC §7 "JSON-RPC POST with query chainId and
 * projectId"); else unchanged.
 */
export const rpcUrlFor = (
  url: string,
  network: ChainRpcNetwork,
  options: ChainRpcOptions,
): string => {
  if (options.proxyUrl === undefined) return url
  const target = parseUrl(url)
  const proxy = parseUrl(options.proxyUrl)
  if (target === undefined || proxy === undefined) return url
  const proxyPath = proxy.pathname.endsWith('/') ? proxy.pathname : `${proxy.pathname}/`
  const underProxy =
    target.origin === proxy.origin &&
    (target.pathname === proxy.pathname || `${target.pathname}/`.startsWith(proxyPath))
  if (!underProxy) return url
  target.searchParams.set('chainId', network.caipNetworkId)
  target.searchParams.set('projectId', options.projectId)
  if (options.sdkType !== undefined) target.searchParams.set('st', options.sdkType)
  if (options.sdkVersion !== undefined) target.searchParams.set('sv', options.sdkVersion)
  return target.toString()
}
