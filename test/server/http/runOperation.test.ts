import type { AppRoute } from '@ts-rest/core'
import { describe, expect, it } from 'vitest'
import { apiContract } from '../../../generated/api/contract.ts'
import type { ApiRequest, ApiRouteImplementation } from '../../../server/http/apiRoute.ts'
import { contractRoutes } from '../../../server/http/contractRoutes.ts'
import { runOperation } from '../../../server/http/runOperation.ts'

const request: ApiRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:8787/v1/supported-chains?projectId=demo&st=latch-react&sv=0.1.0',
  origin: 'http://127.0.0.1:8787',
  pathname: '/v1/supported-chains',
  search: 'projectId=demo&st=latch-react&sv=0.1.0',
  headers: { get: () => null },
  peer: '127.0.0.1',
}
const match = contractRoutes(apiContract)('GET', '/v1/supported-chains')
if (!match) throw new Error('getSupportedChains is in the contract')
const answer = { status: 200, body: { http: ['eip155:31337'], ws: [] } } as const

describe('runOperation', () => {
  it('behavior: the client key is worked out only for a handler that reads it', async () => {
    let asked = 0
    const clientKey = () => {
      asked++
      return '127.0.0.1'
    }
    const ignores: ApiRouteImplementation<AppRoute> = async () => answer as never
    await runOperation(match, ignores, request, undefined, true, clientKey)
    expect(asked).toBe(0)
    let seen = ''
    const reads: ApiRouteImplementation<AppRoute> = async (_args, context) => {
      seen = context.clientKey
      return answer as never
    }
    const answered = await runOperation(match, reads, request, undefined, true, clientKey)
    expect([asked, seen, answered.status]).toEqual([1, '127.0.0.1', 200])
  })
})
