import { BlockList, isIP } from 'node:net'
import { CLIENT_KEY_MEMO_MAX } from './authConstants.ts'

/** The proxies (load balancers) whose `X-Forwarded-For` is believed; built by `trustedProxies`. */
export type TrustedProxies = { readonly has: (address: string) => boolean }

/** `::ffff:10.0.0.1` is 10.0.0.1: one client, one key, whichever socket family it came in on. */
const plain = (address: string) => {
  const bare = address.trim().replace(/^\[|\]$/g, '')
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(bare) ? bare.slice(7) : bare
}

/**
 * The trusted proxies from a list of addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`),
 * e.g. the server option `trustedProxies`. An entry that is neither throws, so a typo is found
 * at start rather than by every visitor sharing one bucket.
 *
 * @example
 * import { trustedProxies } from './clientKey.ts'
 * const proxies = trustedProxies(['10.0.0.0/8', '127.0.0.1'])
 */
export const trustedProxies = (entries: readonly string[] = []): TrustedProxies => {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const family = isIP(plain(address))
    if (family === 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix)))
      throw new Error(`trustedProxies: ${entry} is not an IP address or CIDR range`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(plain(address), type)
    else list.addSubnet(plain(address), Number(prefix), type)
  }
  return {
    has: (address) => {
      const bare = plain(address)
      const family = isIP(bare)
      return family !== 0 && list.check(bare, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}

/** An IPv6 client is its /64: one subscriber line holds a whole /64 and may rotate inside it. */
const keyOf = (address: string) => {
  if (isIP(address) !== 6) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const groups = [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`
}

/**
 * The key every per-client limit counts under (auth routes, RPC proxy): the TCP peer, unless the
 * peer is a trusted proxy; then the nearest address in `X-Forwarded-For` that is not one (read
 * right to left, as each proxy appends the address it saw). A header from anyone else is
 * ignored: a client that sends its own `X-Forwarded-For` cannot pick its bucket.
 *
 * @example
 * import { clientKey, trustedProxies } from './clientKey.ts'
 * const key = clientKey('10.0.0.2', '203.0.113.7', trustedProxies(['10.0.0.0/8']))
 * // '203.0.113.7'
 */
export const clientKey = (
  peer: string | undefined,
  forwardedFor: string | null,
  proxies: TrustedProxies,
): string => {
  const socket = plain(peer ?? '')
  if (!socket) return 'unknown'
  if (!proxies.has(socket) || !forwardedFor) return keyOf(socket)
  const hops = forwardedFor.split(',').map(plain).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? ''
    if (isIP(hop) === 0) return keyOf(socket)
    if (!proxies.has(hop)) return keyOf(hop)
  }
  return keyOf(hops[0] ?? socket)
}

/**
 * `clientKey` of a request (its peer and `X-Forwarded-For`) for the Data API's hot routes: a
 * request without the header is keyed by its peer alone, so that key is worked out once per
 * peer and kept (the map empties when it holds `CLIENT_KEY_MEMO_MAX` peers).
 *
 * @example
 * import { memoClientKey, trustedProxies } from './clientKey.ts'
 * const keyOf = memoClientKey(trustedProxies([]))
 * const key = keyOf({ peer: '::ffff:127.0.0.1', headers: { get: () => null } })
 * // '127.0.0.1'
 */
export const memoClientKey = (proxies: TrustedProxies) => {
  const peerKeys = new Map<string, string>()
  return (request: {
    readonly peer?: string | undefined
    readonly headers: { get(name: string): string | null }
  }): string => {
    const forwarded = request.headers.get('x-forwarded-for')
    if (forwarded !== null || request.peer === undefined)
      return clientKey(request.peer, forwarded, proxies)
    let key = peerKeys.get(request.peer)
    if (key === undefined) {
      if (peerKeys.size >= CLIENT_KEY_MEMO_MAX) peerKeys.clear()
      key = clientKey(request.peer, null, proxies)
      peerKeys.set(request.peer, key)
    }
    return key
  }
}
