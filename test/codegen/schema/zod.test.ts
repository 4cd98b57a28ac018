import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toZodSchema } from '../../../codegen/schema/zod.ts'
import { cases } from './cases.ts'

const ctx = {
  resolve: () => ({}),
  ref: (ref: string) => ({ name: ref.split('/').pop()!, late: ref.endsWith('Self') }),
}

const evaluate = (source: string): z.ZodType => new Function('z', `return ${source}`)(z)

describe('toZodSchema', () => {
  it.each(cases)('parameters: $name', ({ given, zod }) => {
    expect(toZodSchema(given, '#/x', ctx)).toBe(zod)
  })

  it.each(cases)('behavior: $name parses as JSON Schema says', ({ zod, accepts, rejects }) => {
    const schema = evaluate(zod)
    for (const value of accepts)
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true)
    for (const value of rejects)
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false)
  })

  it('parameters: $ref by name, and lazily when declared later', () => {
    expect(toZodSchema({ $ref: '#/components/schemas/Address' }, '#/x', ctx)).toBe('Address')
    expect(toZodSchema({ $ref: '#/components/schemas/Self' }, '#/x', ctx)).toBe(
      'z.lazy((): z.ZodType<unknown> => Self)',
    )
  })
})
