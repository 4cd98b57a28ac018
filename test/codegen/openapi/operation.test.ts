import { describe, expect, it } from 'vitest'
import { readOperation, readOperations, tsRestPath } from '../../../codegen/openapi/operation.ts'

const ok = {
  '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/R' } } } },
}
const doc = (op: Record<string, unknown>, method = 'get') => ({
  paths: { '/v1/x/{id}': { [method]: { operationId: 'getX', responses: ok, ...op } } },
  components: {
    parameters: {
      projectId: { name: 'projectId', in: 'query', required: true, schema: { type: 'string' } },
    },
  },
})

describe('readOperation', () => {
  it.each([
    [
      'GET is idempotent by default',
      doc({}),
      'get',
      { method: 'GET', idempotent: true, chainScoped: false },
    ],
    [
      'POST is not idempotent by default',
      doc({}, 'post'),
      'post',
      { method: 'POST', idempotent: false },
    ],
    ['x-idempotent overrides', doc({ 'x-idempotent': true }, 'post'), 'post', { idempotent: true }],
    ['x-chain-scoped', doc({ 'x-chain-scoped': true }), 'get', { chainScoped: true }],
  ] as const)('parameters: %s', (_name, given, method, want) => {
    expect(readOperation(given, '/v1/x/{id}', method)).toMatchObject(want)
  })

  it('parameters: query and path parameters, $refs followed', () => {
    const op = readOperation(
      doc({
        parameters: [
          { $ref: '#/components/parameters/projectId' },
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
        ],
      }),
      '/v1/x/{id}',
      'get',
    )
    expect(op.query.map((p) => [p.name, p.required, p.path])).toEqual([
      ['projectId', true, '#/components/parameters/projectId'],
      ['cursor', false, '#/paths/~1v1~1x~1{id}/get/parameters/2'],
    ])
    expect(op.pathParams.map((p) => p.name)).toEqual(['id'])
    expect(op.responses.get(200)).toEqual({ $ref: '#/components/schemas/R' })
  })

  it.each([
    [
      'no operationId',
      doc({ operationId: undefined }),
      'operationId: every operation needs a camelCase operationId',
    ],
    [
      'a header parameter',
      doc({ parameters: [{ name: 'h', in: 'header', schema: {} }] }),
      'only query and path parameters',
    ],
    ['no 200', doc({ responses: {} }), 'responses/200: every operation answers 200'],
  ])('behavior: fails loudly on %s', (_name, given, message) => {
    expect(() => readOperation(given, '/v1/x/{id}', 'get')).toThrow(message)
  })

  it('behavior: operations sorted by operationId, duplicates refused', () => {
    const two = {
      paths: {
        '/b': { get: { operationId: 'zeta', responses: ok } },
        '/a': { get: { operationId: 'alpha', responses: ok } },
      },
    }
    expect(readOperations(two).map((o) => o.operationId)).toEqual(['alpha', 'zeta'])
    const dup = {
      paths: {
        '/b': {
          get: { operationId: 'a', responses: ok },
          post: { operationId: 'a', responses: ok },
        },
      },
    }
    expect(() => readOperations(dup)).toThrow('operationId a is used twice')
  })
})

describe('tsRestPath', () => {
  it.each([
    ['/v1/identity/{address}', '/v1/identity/:address'],
    ['/v1/sessions/{id}/revoke', '/v1/sessions/:id/revoke'],
    ['/e', '/e'],
  ])('default: %s → %s', (given, want) => {
    expect(tsRestPath(given)).toBe(want)
  })
})
