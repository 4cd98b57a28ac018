/**
 * The JSON Schema keywords of contracts/README.md's shared subset: what both validators (Effect
 * Schema and zod) can say exactly. The contract tests hold the documents to this list, and the
 * generator refuses anything outside it (plus the annotations below).
 */
export const SUBSET_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'enum',
  'const',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
  'description',
  'default',
  'examples',
  'format',
])

/** Annotations the generator also accepts (and ignores) where tools put them. */
export const ANNOTATION_KEYWORDS: ReadonlySet<string> = new Set([
  'title',
  'deprecated',
  'readOnly',
  'writeOnly',
])
