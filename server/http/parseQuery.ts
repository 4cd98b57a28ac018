/** A query string as ts-rest reads it: each key's value, or its values when it is given twice. */
export type ParsedQuery = Record<string, string | string[]>

/**
 * Parses a query string (without its `?`, still encoded) as ts-rest does: a key given twice
 * becomes an array. Parsed once per request: the projectId check and the operation's input
 * both read it.
 *
 * @example
 * import { parseQuery } from './parseQuery.ts'
 * parseQuery('projectId=demo&a=1&a=2') // { projectId: 'demo', a: ['1', '2'] }
 */
export const parseQuery = (search: string): ParsedQuery => {
  const query: ParsedQuery = {}
  if (search === '') return query
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key]
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
  }
  return query
}

/**
 * The first value of a key, as `URLSearchParams.get` gives it, or `null`.
 *
 * @example
 * import { firstValue } from './parseQuery.ts'
 * firstValue({ a: ['1', '2'] }, 'a') // '1'
 */
export const firstValue = (query: ParsedQuery, key: string): string | null => {
  const value = query[key]
  if (value === undefined) return null
  return Array.isArray(value) ? (value[0] ?? null) : value
}
