import { describe, expect, it } from 'vitest'
import { apiContract } from '../../generated/api/contract.ts'
import { ErrorBody } from '../../generated/api/zod.ts'

const common = { projectId: 'demo', st: 'latch-react', sv: '0.1.0' }

describe('apiContract', () => {
  it('default: ts-rest paths use :param and every route answers 200 and the error statuses with ErrorBody', () => {
    for (const route of Object.values(apiContract)) {
      expect(route.path).not.toMatch(/[{}]/)
      const responses = route.responses as Record<number, unknown>
      expect(responses[200]).toBeDefined()
      for (const status of [400, 403, 429, 500, 501, 503]) expect(responses[status]).toBe(ErrorBody)
    }
  })

  it('behavior: query numbers arrive as text and are read as numbers', () => {
    const query = apiContract.getWallets.query
    expect(query.parse({ ...common, entries: '40', page: '2' })).toMatchObject({
      entries: 40,
      page: 2,
    })
    expect(query.safeParse({ ...common, entries: '101' }).success).toBe(false)
    expect(query.safeParse({ ...common, entries: 'forty' }).success).toBe(false)
    expect(query.safeParse({ entries: '40' }).success).toBe(false)
  })
})
