import { Exit, Schema } from 'effect'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { effectClosedHelper, toEffectSchema } from '../../../codegen/schema/effect.ts'
import { cases } from './cases.ts'

const ctx = {
  resolve: () => ({}),
  ref: (ref: string) => ({ name: ref.split('/').pop()!, late: ref.endsWith('Self') }),
}

/** Evaluates printed Effect source (with the file-level helper, types stripped) into a schema. */
const evaluate = (source: string): Schema.Codec<unknown, unknown> =>
  new Function(
    'Schema',
    ts.transpile(`${effectClosedHelper}\nreturn ${source}`, { target: ts.ScriptTarget.ES2022 }),
  )(Schema)

describe('toEffectSchema', () => {
  it.each(cases)('parameters: $name', ({ given, effect }) => {
    expect(toEffectSchema(given, '#/x', ctx)).toBe(effect)
  })

  it.each(cases)('behavior: $name decodes as JSON Schema says', ({ effect, accepts, rejects }) => {
    const decode = Schema.decodeUnknownExit(evaluate(effect))
    for (const value of accepts)
      expect(Exit.isSuccess(decode(value)), JSON.stringify(value)).toBe(true)
    for (const value of rejects)
      expect(Exit.isFailure(decode(value)), JSON.stringify(value)).toBe(true)
  })

  it('parameters: $ref by name, and lazily when declared later', () => {
    expect(toEffectSchema({ $ref: '#/components/schemas/Address' }, '#/x', ctx)).toBe('Address')
    expect(toEffectSchema({ $ref: '#/components/schemas/Self' }, '#/x', ctx)).toBe(
      'Schema.suspend((): Schema.Codec<unknown> => Self)',
    )
  })

  it.each([
    [
      { type: 'string', format: 'email', minimum: 1, foo: 1 },
      '#/x/foo: keyword foo is outside the contract subset',
    ],
    [{ type: 'date' }, '#/x/type: unsupported type "date"'],
    [{ type: 'string', pattern: '(' }, '#/x/pattern: not an ECMAScript regex'],
    [{ type: 'array', items: [{ type: 'string' }] }, '#/x/items: tuple items are not supported'],
    [{ $ref: 'other.yaml#/X' }, '#/x/$ref: only local $refs are supported'],
    [{ enum: [{}] }, '#/x/enum: only enums of strings, numbers, booleans and null are supported'],
    [{ allOf: [{ type: 'string' }] }, '#/x/allOf/0: allOf supports objects only'],
    [
      { type: 'object', required: ['a'], properties: {} },
      '#/x/required: required "a" is not a declared property',
    ],
  ])('behavior: fails loudly naming the path (%j)', (given, message) => {
    expect(() => toEffectSchema(given, '#/x', ctx)).toThrow(message)
  })
})
