/**
 * A path parameter as the client meant it: ts-rest hands it over still percent-encoded
 * (openapi-fetch encodes `:` of a CAIP-10 account as `%3A`), so it is decoded here; text that
 * is not valid percent-encoding is kept as sent (and then refused by the handler's check).
 *
 * @example
 * import { pathParam } from './pathParam.ts'
 * pathParam('eip155%3A31337%3A0xf39F') // 'eip155:31337:0xf39F'
 */
export const pathParam = (value: string): string => {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The address part of an address path parameter, plain (`0x…`) or CAIP-10, percent-encoded
 * or not.
 *
 * @example
 * import { pathAddress } from './pathParam.ts'
 * pathAddress('eip155%3A31337%3A0xf39F') // '0xf39F'
 */
export const pathAddress = (value: string): string => pathParam(value).split(':').at(-1) ?? ''
