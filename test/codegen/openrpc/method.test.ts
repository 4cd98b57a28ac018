import { describe, expect, it } from 'vitest'
import { readMethod, readMethods } from '../../../codegen/openrpc/method.ts'

const method = (extra: Record<string, unknown> = {}) => ({
  name: 'personal_sign',
  params: [
    { name: 'message', required: true, schema: { type: 'string' } },
    { name: 'address', schema: { type: 'string' } },
  ],
  result: { name: 'signature', schema: { type: 'string' } },
  'x-unsafe': true,
  'x-namespace': 'eip155',
  'x-frame': true,
  ...extra,
})

describe('readMethod', () => {
  it('default: flags, params and result', () => {
    expect(readMethod(method(), '#/methods/0')).toMatchObject({
      name: 'personal_sign',
      unsafe: true,
      namespace: 'eip155',
      frame: true,
      paramStructure: 'by-position',
      params: [
        { name: 'message', required: true },
        { name: 'address', required: false },
      ],
      result: { type: 'string' },
    })
  })

  it('parameters: paramStructure by-name', () => {
    expect(readMethod(method({ paramStructure: 'by-name' }), '#/methods/0').paramStructure).toBe(
      'by-name',
    )
  })

  it.each([
    [
      'no x-unsafe',
      { 'x-unsafe': undefined },
      '#/methods/0/x-unsafe: x-unsafe must be true or false',
    ],
    [
      'an unknown namespace',
      { 'x-namespace': 'polkadot' },
      'x-namespace must be eip155, solana or bitcoin',
    ],
    [
      'a required param after an optional one',
      {
        params: [
          { name: 'a', schema: {} },
          { name: 'b', required: true, schema: {} },
        ],
      },
      'a required positional param cannot follow an optional one',
    ],
  ])('behavior: fails loudly on %s', (_name, extra, message) => {
    expect(() => readMethod(method(extra), '#/methods/0')).toThrow(message)
  })

  it('behavior: methods sorted by name, duplicates refused', () => {
    expect(
      readMethods({ methods: [method(), method({ name: 'eth_chainId' })] }).map((m) => m.name),
    ).toEqual(['eth_chainId', 'personal_sign'])
    expect(() => readMethods({ methods: [method(), method()] })).toThrow('listed twice')
  })
})
