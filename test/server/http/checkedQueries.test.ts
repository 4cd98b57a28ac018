import type { AppRoute } from '@ts-rest/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ZodTypeAny } from 'zod'
import { apiContract } from '../../../generated/api/contract.ts'
import type { ApiRequest, ApiRouteImplementation } from '../../../server/http/apiRoute.ts'
import { checkedQueries } from '../../../server/http/checkedQueries.ts'
import { contractRoutes } from '../../../server/http/contractRoutes.ts'
import { parseQuery } from '../../../server/http/parseQuery.ts'
import { runOperation } from '../../../server/http/runOperation.ts'

const route = apiContract.getAccountBalance as AppRoute
const schema = route.query as ZodTypeAny
const good = 'currency=usd&chainId=eip155:31337&projectId=p&st=latch-react&sv=0.1.0'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('checkedQueries', () => {
  it('behavior: a query string that passed is checked once; the next request gets the same frozen input', () => {
    const parses = vi.spyOn(schema, 'safeParse')
    const check = checkedQueries()
    const first = check(route, good, parseQuery(good))
    const second = check(route, good, parseQuery(good))
    expect(parses).toHaveBeenCalledTimes(1)
    expect(second).toBe(first)
    expect(first).toMatchObject({ success: true, data: { currency: 'usd', projectId: 'p' } })
    expect(Object.isFrozen(first.success ? first.data : undefined)).toBe(true)
    const other = `${good}&forceUpdate=1`
    expect(check(route, other, parseQuery(other))).toMatchObject({ data: { forceUpdate: '1' } })
    expect(parses).toHaveBeenCalledTimes(2)
  })

  it('behavior: a refused query is checked again each time and never kept', () => {
    const parses = vi.spyOn(schema, 'safeParse')
    const check = checkedQueries()
    const bad = good.replace('usd', 'eur')
    expect(check(route, bad, parseQuery(bad)).success).toBe(false)
    expect(check(route, bad, parseQuery(bad)).success).toBe(false)
    expect(parses).toHaveBeenCalledTimes(2)
  })

  it('boundaries: past maxEntries strings the oldest is dropped (checked again when it returns)', () => {
    const parses = vi.spyOn(schema, 'safeParse')
    const check = checkedQueries(2)
    const query = (sv: string) => good.replace('0.1.0', sv)
    for (const sv of ['1', '2', '3', '2', '1']) check(route, query(sv), parseQuery(query(sv)))
    // 1, 2, 3 checked; 2 kept; 1 was dropped when 3 came in, so checked again.
    expect(parses).toHaveBeenCalledTimes(4)
  })

  it('behavior: runOperation hands the handler the checked query, a repeated one checked once', async () => {
    const parses = vi.spyOn(apiContract.getSupportedChains.query as ZodTypeAny, 'safeParse')
    const search = 'projectId=repeat-check&st=latch-react&sv=0.1.0'
    const request: ApiRequest = {
      method: 'GET',
      url: `http://127.0.0.1:8787/v1/supported-chains?${search}`,
      origin: 'http://127.0.0.1:8787',
      pathname: '/v1/supported-chains',
      search,
      headers: { get: () => null },
    }
    const match = contractRoutes(apiContract)('GET', '/v1/supported-chains')
    if (!match) throw new Error('getSupportedChains is in the contract')
    const seen: unknown[] = []
    const handler: ApiRouteImplementation<AppRoute> = async (args) => {
      seen.push((args as { query: unknown }).query)
      return { status: 200, body: { http: [], ws: [] } } as never
    }
    await runOperation(match, handler, request, undefined, true)
    await runOperation(match, handler, request, undefined, true, undefined, parseQuery(search))
    expect(parses).toHaveBeenCalledTimes(1)
    expect(seen).toEqual([
      { projectId: 'repeat-check', st: 'latch-react', sv: '0.1.0' },
      { projectId: 'repeat-check', st: 'latch-react', sv: '0.1.0' },
    ])
  })
})
