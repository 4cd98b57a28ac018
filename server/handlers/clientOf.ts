/** What createApiHandler hands every operation beside the request: the caller's `clientKey`. */
export type ApiPlatformContext = { readonly clientKey: string }

/**
 * The caller's `clientKey` from a ts-rest handler's context (createApiHandler passes it as the
 * platform context), `'unknown'` when a caller built the handler without one.
 *
 * @example
 * import { clientOf } from './clientOf.ts'
 * const key = clientOf({ clientKey: '203.0.113.7' }) // '203.0.113.7'
 */
export const clientOf = (context: object): string =>
  'clientKey' in context && typeof context.clientKey === 'string' ? context.clientKey : 'unknown'
