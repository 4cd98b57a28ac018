import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One corpus case: a payload, the component it is checked against and the expected verdict. */
export interface CorpusCase {
  readonly name: string
  readonly schema: string
  readonly payload: unknown
  readonly valid: boolean
  readonly rule: string
  /** The corpus file it comes from. */
  readonly file: string
}

const dir = join(import.meta.dirname, '..', '..', 'fixtures', 'contract-corpus')

/** The cases of `test/fixtures/contract-corpus/` whose file name matches, files in name order. */
export const loadCorpus = (files: RegExp = /\.json$/): CorpusCase[] =>
  readdirSync(dir)
    .filter((f) => files.test(f))
    .sort()
    .flatMap((file) =>
      (JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<CorpusCase, 'file'>[]).map(
        (c) => ({ ...c, file }),
      ),
    )
