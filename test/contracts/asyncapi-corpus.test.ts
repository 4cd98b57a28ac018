import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadCorpus } from './support/loadCorpus.ts'

type Json = Record<string, unknown>

const cases = loadCorpus(/^frame-.*\.json$/)
const files = [...new Set(cases.map((c) => c.file))]

const doc = parse(
  readFileSync(new URL('../../contracts/frame.asyncapi.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: Json; messages: Record<string, { payload: unknown }> } }
const schemas = doc.components.schemas
const messages = Object.fromEntries(
  Object.entries(doc.components.messages).map(([name, m]) => [name, m.payload]),
)

// A plain JSON Schema (draft-07, the base of AsyncAPI 3's schema format) check, independent of
// the generated validators, so the corpus verdicts are known before those exist. Messages and
// schemas share one name space (a component name is a message or a schema). `format` is
// documentation only (contracts/README.md), so it is not checked.
const ajv = new Ajv({ strict: true, allowUnionTypes: true, validateFormats: false })
ajv.addSchema({
  $id: 'urn:latch:frame',
  definitions: JSON.parse(
    JSON.stringify({ ...schemas, ...messages }).replaceAll(
      '#/components/schemas/',
      '#/definitions/',
    ),
  ),
})
const validatorOf = (name: string) => {
  const validate = ajv.getSchema(`urn:latch:frame#/definitions/${name}`)
  if (validate === undefined) throw new Error(`no component ${name}`)
  return validate
}

describe('contract corpus for frame.asyncapi.yaml', () => {
  it('default: holds at least 40 cases with unique names and known components', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(cases.length).toBeGreaterThanOrEqual(40)
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length)
    const names = [...Object.keys(schemas), ...Object.keys(messages)]
    expect(new Set(names).size, 'message and schema names do not collide').toBe(names.length)
    for (const c of cases) {
      expect(names, c.name).toContain(c.schema)
      expect(c.valid, c.name).toBeTypeOf('boolean')
      expect(c.rule.length, c.name).toBeGreaterThan(0)
    }
  })

  it('behavior: every message has at least one good and one bad case', () => {
    const lacking = Object.keys(messages).flatMap((name) => {
      const verdicts = new Set(cases.filter((c) => c.schema === name).map((c) => c.valid))
      return verdicts.size === 2 ? [] : [name]
    })
    expect(lacking).toEqual([])
  })

  it('behavior: the validator can refuse (a bad case is not waved through)', () => {
    expect(validatorOf('Otp')(123456)).toBe(false)
    expect(validatorOf('Otp')('123456')).toBe(true)
  })

  it.each(cases)('parameters: $file $name', (c) => {
    const validate = validatorOf(c.schema)
    const verdict = validate(c.payload)
    expect(verdict, `${c.rule}\n${ajv.errorsText(validate.errors)}`).toBe(c.valid)
  })
})
