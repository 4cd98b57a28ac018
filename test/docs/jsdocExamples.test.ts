import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import {
  checkExamples,
  examplesInComment,
  examplesInFile,
  hasJsx,
  packageOf,
} from './jsdocExamples.ts'

const root = join(import.meta.dirname, '..', '..')

describe('examplesInComment', () => {
  it.each([
    {
      name: 'default',
      comment: `/**
 * Sums.
 *
 * @example
 * import { sum } from 'latch'
 *
 * sum(1, 2)
 */`,
      want: [{ line: 3, codeLine: 4, code: "import { sum } from 'latch'\n\nsum(1, 2)\n" }],
    },
    {
      name: 'behavior: the code may start on the tag line',
      comment: '/** @example sum(1, 2) */',
      want: [{ line: 0, codeLine: 0, code: 'sum(1, 2)\n' }],
    },
    {
      name: 'behavior: an example ends at the next tag; indentation inside it is kept',
      comment: `/**
   * @example
   * if (ready) {
   *   go()
   * }
   * @example
   * stop()
   *
   * @module latch
   */`,
      want: [
        { line: 1, codeLine: 2, code: 'if (ready) {\n  go()\n}\n' },
        { line: 5, codeLine: 6, code: 'stop()\n' },
      ],
    },
    {
      name: 'behavior: an e-mail address in the code is not a tag',
      comment: "/**\n * @example\n * login('ada@example.com')\n */",
      want: [{ line: 1, codeLine: 2, code: "login('ada@example.com')\n" }],
    },
    { name: 'behavior: no example', comment: '/** Sums. @param a the first */', want: [] },
  ])('$name', ({ comment, want }) => {
    expect(examplesInComment(comment)).toEqual(want)
  })
})

describe('examplesInFile', () => {
  it("behavior: a file's @module comment and its first declaration's comment are both read", () => {
    const text = `/**
 * The constants.
 *
 * @example
 * import { A } from 'latch/constants'
 *
 * @module latch/constants
 */

// --- a section ---

/**
 * @example
 * A + 1
 */
export const A = 1
`
    const sourceFile = ts.createSourceFile('/c.ts', text, ts.ScriptTarget.Latest, true)
    expect(
      examplesInFile(sourceFile, 'c.ts').map(({ line, code, module }) => ({ line, code, module })),
    ).toEqual([
      { line: 4, code: "import { A } from 'latch/constants'\n", module: true },
      { line: 13, code: 'A + 1\n', module: false },
    ])
  })
})

describe('hasJsx', () => {
  it.each([
    ['<LatchProvider client={latch}>\n  <ConnectButton />\n</LatchProvider>', true],
    ['const a = <p>{x}</p>', true],
    ['const b = <br/>', true],
    ['const c = <></>', true],
    ['type E = Effect.Effect<A, E>\nconst d = a < b && c > d', false],
  ])('%s', (code, want) => {
    expect(hasJsx(code)).toBe(want)
  })
})

describe('packageOf', () => {
  it.each([
    ['viem/chains', 'viem'],
    ['@preact/signals-core', '@preact/signals-core'],
    ['@wagmi/core/chains', '@wagmi/core'],
    ['effect', 'effect'],
  ])('%s', (specifier, want) => {
    expect(packageOf(specifier)).toBe(want)
  })
})

// The fixture's examples import no 'latch', so this program stays small (lib and @types/node).
const fixture = `/**
 * Public, and compiles.
 *
 * @example
 * import { join } from 'node:path'
 *
 * const path: string = join('a', 'b')
 */
export const good = 1

/**
 * Public, and broken twice.
 *
 * @example
 * import { readFileSync } from 'fs'
 *
 * const count: number = 'one'
 */
export const broken = 2

/** A member of an exported class is public. */
export class Box {
  /**
   * @example
   * const size: number = 1
   */
  size = 1
}

/**
 * Not exported.
 *
 * @example
 * const answer = 42
 */
const hidden = 3
export const shown = hidden

/**
 * Not exported, but named by a static member of an exported class.
 *
 * @example
 * const made: number = 1
 */
const make = () => 1
export class Service {
  static readonly make = make
}
`

describe('checkExamples', () => {
  it('behavior: a broken example fails with its file:line; what no entry exports or names is not public', () => {
    const { checked } = checkExamples({
      root,
      sources: [{ file: 'fixture/api.ts', text: fixture }],
      pkg: { exports: {} },
      entries: [join(root, 'fixture/api.ts')],
    })
    expect(
      checked.map(({ example, isPublic, problems }) => ({
        line: example.line,
        isPublic,
        problems,
      })),
    ).toEqual([
      { line: 4, isPublic: true, problems: [] },
      {
        line: 14,
        isPublic: true,
        problems: [
          "fixture/api.ts:15: imports 'fs', not the package or a dependency of it",
          "fixture/api.ts:17: Type 'string' is not assignable to type 'number'.",
        ],
      },
      { line: 24, isPublic: true, problems: [] },
      { line: 33, isPublic: false, problems: [] },
      { line: 42, isPublic: true, problems: [] },
    ])
  }, 60_000)
})
