import { Exit, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import * as apiEffect from '../../generated/api/schemas.ts'
import * as apiZod from '../../generated/api/zod.ts'
import * as frameEffect from '../../generated/frame/messages.ts'
import * as frameZod from '../../generated/frame/zod.ts'
import { loadCorpus } from './support/loadCorpus.ts'

const corpus = loadCorpus()
const files = [...new Set(corpus.map((c) => c.file))]

const modules = {
  api: { effect: apiEffect as Record<string, unknown>, zod: apiZod as Record<string, unknown> },
  frame: {
    effect: frameEffect as Record<string, unknown>,
    zod: frameZod as Record<string, unknown>,
  },
}

/** The Effect and zod validators a case names; the file prefix (`api-`, `frame-`) picks the contract. */
const validators = (file: string, name: string) => {
  const kinds = file.startsWith('api-')
    ? ['api']
    : file.startsWith('frame-')
      ? ['frame']
      : ['api', 'frame']
  const found = kinds
    .map((k) => modules[k as keyof typeof modules])
    .filter((m) => Schema.isSchema(m.effect[name]) && m.zod[name] !== undefined)
  if (found.length !== 1)
    throw new Error(`${file}: ${name} names ${found.length} generated schemas`)
  return {
    effect: Schema.decodeUnknownExit(found[0]!.effect[name] as Schema.Codec<unknown, unknown>),
    zod: found[0]!.zod[name] as z.ZodType,
  }
}

describe('contract corpus', () => {
  it('default: the corpus is not empty', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  describe.each(files)('%s', (file) => {
    const cases = corpus.filter((c) => c.file === file)
    it.each(cases.map((c) => [c.name, c] as const))(
      'behavior: Effect and zod agree on %s',
      (_name, c) => {
        const v = validators(file, c.schema)
        const verdicts = {
          effect: Exit.isSuccess(v.effect(c.payload)),
          zod: v.zod.safeParse(c.payload).success,
        }
        expect(verdicts, `${c.rule}: ${JSON.stringify(c.payload)}`).toEqual({
          effect: c.valid,
          zod: c.valid,
        })
      },
    )
  })
})
