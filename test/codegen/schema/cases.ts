/** Shared given/want cases for the Effect and zod printers: one JSON Schema, its two sources, and payloads with verdicts. */
export interface Case {
  readonly name: string
  readonly given: unknown
  readonly effect: string
  readonly zod: string
  readonly accepts: readonly unknown[]
  readonly rejects: readonly unknown[]
}

export const cases: readonly Case[] = [
  {
    name: 'string with length and pattern',
    given: { type: 'string', minLength: 4, maxLength: 8, pattern: '^[a-z0-9-]+$' },
    effect:
      'Schema.String.check(Schema.isMinLength(4), Schema.isMaxLength(8), Schema.isPattern(new RegExp("^[a-z0-9-]+$")))',
    zod: 'z.string().min(4).max(8).regex(new RegExp("^[a-z0-9-]+$"))',
    accepts: ['abcd', 'a-b-c-d'],
    rejects: ['abc', 'ABCD', 'abcdefghi', 4],
  },
  {
    name: 'integer with bounds',
    given: { type: 'integer', minimum: 1, exclusiveMaximum: 10 },
    effect: 'Schema.Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThan(10))',
    zod: 'z.number().int().safe().gte(1).lt(10)',
    accepts: [1, 9],
    rejects: [0, 10, 1.5, '2', 2 ** 53],
  },
  {
    name: 'number',
    given: { type: 'number', maximum: 1.5, exclusiveMinimum: 0 },
    effect: 'Schema.Finite.check(Schema.isLessThanOrEqualTo(1.5), Schema.isGreaterThan(0))',
    zod: 'z.number().finite().lte(1.5).gt(0)',
    accepts: [0.1, 1.5],
    rejects: [0, 2, Number.POSITIVE_INFINITY, Number.NaN, '1'],
  },
  {
    name: 'nullable type list',
    given: { type: ['string', 'null'] },
    effect: 'Schema.NullOr(Schema.String)',
    zod: 'z.string().nullable()',
    accepts: ['a', null],
    rejects: [1, undefined],
  },
  {
    name: 'const',
    given: { type: 'string', const: 'app/ready' },
    effect: "Schema.Literal('app/ready')",
    zod: "z.literal('app/ready')",
    accepts: ['app/ready'],
    rejects: ['app/other'],
  },
  {
    name: 'enum of strings',
    given: { type: 'string', enum: ['light', 'dark'] },
    effect: "Schema.Literals(['light', 'dark'])",
    zod: "z.enum(['light', 'dark'])",
    accepts: ['light', 'dark'],
    rejects: ['blue', null],
  },
  {
    name: 'enum of numbers',
    given: { type: 'integer', enum: [1, 2] },
    effect: 'Schema.Literals([1, 2])',
    zod: 'z.union([z.literal(1), z.literal(2)])',
    accepts: [1, 2],
    rejects: [3, '1'],
  },
  {
    name: 'array with bounds',
    given: { type: 'array', items: { type: 'boolean' }, minItems: 1, maxItems: 2 },
    effect: 'Schema.Array(Schema.Boolean).check(Schema.isMinLength(1), Schema.isMaxLength(2))',
    zod: 'z.array(z.boolean()).min(1).max(2)',
    accepts: [[true], [true, false]],
    rejects: [[], [true, true, true], ['x'], {}],
  },
  {
    name: 'open object',
    given: {
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'string' }, 'b-c': { type: 'number' } },
    },
    effect: "Schema.Struct({\n  a: Schema.String,\n  'b-c': Schema.optionalKey(Schema.Finite),\n})",
    zod: "z.object({\n  a: z.string(),\n  'b-c': z.number().finite().optional(),\n})",
    accepts: [{ a: 'x' }, { a: 'x', 'b-c': 1 }, { a: 'x', extra: true }],
    rejects: [{}, { a: 1 }, { a: 'x', 'b-c': 'y' }, [], null],
  },
  {
    name: 'closed object',
    given: {
      type: 'object',
      additionalProperties: false,
      required: ['a'],
      properties: { a: { type: 'string' } },
    },
    effect: 'closed({\n  a: Schema.String,\n})',
    zod: 'z.object({\n  a: z.string(),\n}).strict()',
    accepts: [{ a: 'x' }],
    rejects: [{ a: 'x', extra: true }, {}, [], 'a'],
  },
  {
    name: 'map',
    given: { type: 'object', additionalProperties: { type: 'string' } },
    effect: 'Schema.Record(Schema.String, Schema.String)',
    zod: 'z.record(z.string(), z.string())',
    accepts: [{}, { a: 'x' }],
    rejects: [{ a: 1 }, [], null],
  },
  {
    name: 'free object',
    given: { type: 'object' },
    effect: 'Schema.Record(Schema.String, Schema.Unknown)',
    zod: 'z.record(z.string(), z.unknown())',
    accepts: [{}, { a: 1 }],
    rejects: [[], null, 'x'],
  },
  {
    name: 'oneOf',
    given: {
      oneOf: [
        { type: 'integer', minimum: 1 },
        { type: 'string', minLength: 1 },
      ],
    },
    effect:
      'Schema.Union([Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)), Schema.String.check(Schema.isMinLength(1))])',
    zod: 'z.union([z.number().int().safe().gte(1), z.string().min(1)])',
    accepts: [1, 'a'],
    rejects: [0, '', true],
  },
  {
    name: 'allOf of objects merged',
    given: {
      allOf: [
        { type: 'object', required: ['a'], properties: { a: { type: 'string' } } },
        {
          type: 'object',
          additionalProperties: false,
          required: ['b'],
          properties: { b: { type: 'boolean' } },
        },
      ],
    },
    effect: 'closed({\n  a: Schema.String,\n  b: Schema.Boolean,\n})',
    zod: 'z.object({\n  a: z.string(),\n  b: z.boolean(),\n}).strict()',
    accepts: [{ a: 'x', b: true }],
    rejects: [{ a: 'x' }, { a: 'x', b: true, c: 1 }],
  },
  {
    name: 'no type',
    given: { description: 'anything' },
    effect: 'Schema.Unknown',
    zod: 'z.unknown()',
    accepts: [1, 'x', null, {}],
    rejects: [],
  },
  {
    name: 'required untyped property',
    given: { type: 'object', required: ['result'], properties: { result: {}, extra: {} } },
    effect:
      'Schema.Struct({\n  result: Schema.Unknown,\n  extra: Schema.optionalKey(Schema.Unknown),\n})',
    zod: "z.object({\n  result: z.unknown().refine((v) => v !== undefined, 'Required'),\n  extra: z.unknown().optional(),\n})",
    accepts: [{ result: null }, { result: 1, extra: 'x' }],
    rejects: [{}, { extra: 1 }],
  },
]
