import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { type CorpusCase, loadCorpus } from '../contracts/support/loadCorpus.ts'
import {
  type DecoderPair,
  type GeneratedDecoder,
  loadGeneratedDecoders,
  pairDecoders,
} from './support/generatedDecoders.ts'
import { nearMiss } from './support/nearMiss.ts'

// Bounded, not seeded: each run explores new inputs, and the whole file stays a few seconds.
const RUNS_ACROSS_DECODERS = 40
const RUNS_PER_CORPUS_SCHEMA = 50

let decoders: GeneratedDecoder[] = []
let pairs: DecoderPair[] = []
const corpus = loadCorpus()
const payloads = corpus.map((c) => c.payload)

beforeAll(async () => {
  decoders = await loadGeneratedDecoders()
  pairs = pairDecoders(decoders)
})

/** The pair a corpus case names: `api-*` files check the API contract, `frame-*` the frame's. */
const pairFor = (c: CorpusCase): DecoderPair => {
  const dir = c.file.startsWith('api-') ? 'api' : 'frame'
  const found = pairs.filter(
    (p) => p.effect.file.startsWith(dir) && p.effect.path.join('.') === c.schema,
  )
  if (found.length !== 1) throw new Error(`${c.file}: ${c.schema} names ${found.length} pairs`)
  return found[0]!
}

const corpusSchemas = [
  ...new Set(corpus.map((c) => `${c.file.slice(0, c.file.indexOf('-'))}:${c.schema}`)),
]

describe('generated decoders', () => {
  it('default: every Effect and zod schema of generated/ is found and zod ones have an Effect twin', () => {
    expect(decoders.filter((d) => d.kind === 'effect').length).toBeGreaterThan(100)
    expect(decoders.filter((d) => d.kind === 'zod').length).toBeGreaterThan(100)
    expect(pairs.length).toBe(decoders.filter((d) => d.kind === 'zod').length)
    expect(corpusSchemas.length).toBeGreaterThan(50)
  })

  // One input goes through every decoder: generating it costs more than the decodes do.
  it('property: no decoder throws on arbitrary JSON; each rejects with a typed failure', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        for (const decoder of decoders) decoder.accepts(input)
      }),
      { numRuns: RUNS_ACROSS_DECODERS },
    )
  })

  it('property: no decoder throws on near misses of the contract corpus', () => {
    const input = fc.constantFrom(...payloads).chain((payload) => nearMiss(payload, payloads))
    fc.assert(
      fc.property(input, (value) => {
        for (const decoder of decoders) decoder.accepts(value)
      }),
      { numRuns: RUNS_ACROSS_DECODERS },
    )
  })

  it('property: Effect and zod agree on near misses of each corpus schema', () => {
    for (const key of corpusSchemas) {
      const cases = corpus.filter(
        (c) => `${c.file.slice(0, c.file.indexOf('-'))}:${c.schema}` === key,
      )
      const pair = pairFor(cases[0]!)
      const input = fc
        .constantFrom(...cases.map((c) => c.payload))
        .chain((payload) => nearMiss(payload, payloads))
      fc.assert(
        fc.property(input, (value) => {
          expect(pair.effect.accepts(value), `${pair.name} on ${JSON.stringify(value)}`).toBe(
            pair.zod.accepts(value),
          )
        }),
        { numRuns: RUNS_PER_CORPUS_SCHEMA },
      )
    }
  })

  it('property: Effect and zod agree on arbitrary JSON for every paired schema', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const pair of pairs)
          expect(pair.effect.accepts(value), `${pair.name} on ${JSON.stringify(value)}`).toBe(
            pair.zod.accepts(value),
          )
      }),
      { numRuns: RUNS_ACROSS_DECODERS },
    )
  })
})
