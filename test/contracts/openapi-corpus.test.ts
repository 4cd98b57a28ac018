import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadCorpus } from './support/loadCorpus.ts'

type Json = Record<string, unknown>

const cases = loadCorpus(/^api-.*\.json$/)
const files = [...new Set(cases.map((c) => c.file))]

const doc = parse(
  readFileSync(new URL('../../contracts/api.openapi.yaml', import.meta.url), 'utf8'),
) as Json
const schemas = (doc.components as Json).schemas as Json

// A plain JSON Schema 2020-12 check (the dialect of OpenAPI 3.1), independent of the generated
// validators, so the corpus verdicts are known right before those exist. `format` is
// documentation only (contracts/README.md), so it is not checked.
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false })
ajv.addSchema({
  $id: 'urn:latch:api',
  $defs: JSON.parse(JSON.stringify(schemas).replaceAll('#/components/schemas/', '#/$defs/')),
})
const validatorOf = (name: string) => {
  const validate = ajv.getSchema(`urn:latch:api#/$defs/${name}`)
  if (validate === undefined) throw new Error(`no component ${name}`)
  return validate
}

describe('contract corpus for api.openapi.yaml', () => {
  it('default: holds at least 120 cases with unique names and known components', () => {
    expect(files.length).toBeGreaterThan(0)
    expect(cases.length).toBeGreaterThanOrEqual(120)
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length)
    for (const c of cases) {
      expect(Object.keys(schemas), c.name).toContain(c.schema)
      expect(c.valid, c.name).toBeTypeOf('boolean')
      expect(c.rule.length, c.name).toBeGreaterThan(0)
    }
  })

  it('behavior: every component has at least one good and one bad case', () => {
    const lacking = Object.keys(schemas).flatMap((name) => {
      const verdicts = new Set(cases.filter((c) => c.schema === name).map((c) => c.valid))
      return verdicts.size === 2 ? [] : [name]
    })
    expect(lacking).toEqual([])
  })

  it('behavior: the validator can refuse (a bad case is not waved through)', () => {
    expect(validatorOf('AccountName')('abc')).toBe(false)
    expect(validatorOf('AccountName')('abcd')).toBe(true)
  })

  it.each(cases)('parameters: $file $name', (c) => {
    const validate = validatorOf(c.schema)
    const verdict = validate(c.payload)
    expect(verdict, `${c.rule}\n${ajv.errorsText(validate.errors)}`).toBe(c.valid)
  })
})
