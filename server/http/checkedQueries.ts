import { type AppRoute, checkZodSchema } from '@ts-rest/core'
import { CHECKED_QUERY_ENTRIES } from './httpConstants.ts'
import type { ParsedQuery } from './parseQuery.ts'

type Checked = ReturnType<typeof checkZodSchema>

/** Freezes a checked query and the value lists in it (a key given twice). */
const deepFreeze = (data: unknown): unknown => {
  if (data && typeof data === 'object')
    for (const value of Object.values(data)) if (Array.isArray(value)) Object.freeze(value)
  return Object.freeze(data)
}

/**
 * An operation's query checked against its zod schema, kept by the query string for the
 * next request that sends the same one (a client sends the same projectId, sdk and chain
 * query on every call): the schema is pure, so the same text always checks the same way.
 * Only passes are kept, frozen so no handler can change what the next request gets; a
 * refused query is checked again each time. At most `CHECKED_QUERY_ENTRIES` strings per
 * operation, the oldest dropped first, so varied queries cost a check each and no memory.
 *
 * @example
 * import { apiContract } from '../../generated/api/contract.ts'
 * import { checkedQueries } from './checkedQueries.ts'
 * const check = checkedQueries()
 * check(apiContract.getSupportedChains, 'projectId=demo', { projectId: 'demo' }).success
 */
export const checkedQueries = (maxEntries: number = CHECKED_QUERY_ENTRIES) => {
  const byRoute = new WeakMap<AppRoute, Map<string, Checked>>()
  return (appRoute: AppRoute, search: string, query: ParsedQuery): Checked => {
    let kept = byRoute.get(appRoute)
    const known = kept?.get(search)
    if (known) return known
    const checked = checkZodSchema(query, appRoute.query)
    if (!checked.success) return checked
    if (!kept) {
      kept = new Map()
      byRoute.set(appRoute, kept)
    }
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string)
    const frozen: Checked = Object.freeze({ success: true, data: deepFreeze(checked.data) })
    kept.set(search, frozen)
    return frozen
  }
}
