import { CAIP_NAMESPACE } from '../../caip.ts'
import { NAMESPACES } from '../../constants.ts'
import type { Network } from '../../networks.ts'
import {
  array,
  boolean,
  field,
  integer,
  nonEmpty,
  oneOf,
  optional,
  type Path,
  refuse,
  shape,
  string,
  url,
} from './optionChecks.ts'

// The `networks` option: each network's fields, then the list's own rules (SPEC §5, §9).

const rpcUrls = (value: unknown, path: Path, isOptional = false) => {
  const urls = shape(value, path, isOptional)
  const http = array(field(urls, 'http', path, false), [...path, 'http'])
  for (const [index, entry] of http.entries()) url(entry, [...path, 'http', index])
  return http
}

const network = (value: unknown, path: Path): void => {
  const net = shape(value, path)
  const id = field(net, 'id', path, false)
  if (typeof id === 'number') {
    if (!Number.isInteger(id)) refuse([...path, 'id'], 'Expected an integer')
    if (id <= 0) refuse([...path, 'id'], 'Expected a value greater than 0')
  } else if (typeof id === 'string') nonEmpty(id, [...path, 'id'])
  else refuse([...path, 'id'], 'Expected number | string')
  const namespace = oneOf(NAMESPACES, field(net, 'chainNamespace', path, false), [
    ...path,
    'chainNamespace',
  ])
  const caip = string(field(net, 'caipNetworkId', path, false), [...path, 'caipNetworkId'])
  nonEmpty(field(net, 'name', path, false), [...path, 'name'])
  const currencyPath = [...path, 'nativeCurrency']
  const currency = shape(field(net, 'nativeCurrency', path, false), currencyPath)
  string(field(currency, 'name', currencyPath, false), [...currencyPath, 'name'])
  string(field(currency, 'symbol', currencyPath, false), [...currencyPath, 'symbol'])
  const decimals = integer(field(currency, 'decimals', currencyPath, false), [
    ...currencyPath,
    'decimals',
  ])
  if (decimals < 0)
    refuse([...currencyPath, 'decimals'], 'Expected a value greater than or equal to 0')
  const rpcPath = [...path, 'rpcUrls']
  const rpc = shape(field(net, 'rpcUrls', path, false), rpcPath)
  const http = rpcUrls(field(rpc, 'default', rpcPath, false), [...rpcPath, 'default'])
  optional(rpc, 'chainDefault', rpcPath, rpcUrls)
  optional(net, 'blockExplorers', path, (explorers, explorersPath, isOptional) => {
    const defaultPath = [...explorersPath, 'default']
    const entry = shape(
      field(shape(explorers, explorersPath, isOptional), 'default', explorersPath, false),
      defaultPath,
    )
    string(field(entry, 'name', defaultPath, false), [...defaultPath, 'name'])
    url(field(entry, 'url', defaultPath, false), [...defaultPath, 'url'])
  })
  optional(net, 'testnet', path, boolean)
  // The schema's cross-field check, in its order.
  if (namespace === 'eip155' && typeof id !== 'number')
    refuse([...path, 'id'], 'must be a number on eip155')
  const expectedCaip = `${CAIP_NAMESPACE[namespace]}:${String(id)}`
  if (caip !== expectedCaip) refuse([...path, 'caipNetworkId'], `must be "${expectedCaip}"`)
  if (namespace !== 'bitcoin' && http.length === 0)
    refuse([...path, 'rpcUrls', 'default', 'http'], 'must list an RPC URL')
}

export const networks = (value: unknown): ReadonlyArray<Network> => {
  const list = array(value, ['networks'])
  for (const [index, entry] of list.entries()) network(entry, ['networks', index])
  if (list.length < 1) refuse(['networks'], 'must list at least one network')
  const seen = new Set<string>()
  for (const [index, entry] of (list as ReadonlyArray<Network>).entries()) {
    if (seen.has(entry.caipNetworkId))
      refuse(['networks', index], `duplicates ${entry.caipNetworkId}`)
    seen.add(entry.caipNetworkId)
  }
  return list as ReadonlyArray<Network>
}
