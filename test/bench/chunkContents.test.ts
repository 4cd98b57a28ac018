import { describe, expect, test } from 'vitest'
import { moduleShares, packagePath } from '../../bench/chunkContents.ts'

describe('moduleShares', () => {
  test('default', () => {
    // `ab` from a.ts, then `cd` from b.ts, on one line.
    expect(moduleShares('abcd', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ECAA' })).toEqual([
      { source: 'a.ts', chars: 2 },
      { source: 'b.ts', chars: 2 },
    ])
  })

  test('behavior: text before the first segment, without a source, or unmapped lines', () => {
    // Line 1: 1 char before a segment, `bc` from a.ts, then a 1-field segment (no source) `d`;
    // line 2 has no mapping at all.
    expect(moduleShares('abcd\nef', { sources: ['a.ts'], mappings: 'CAAA,E' })).toEqual([
      { source: '(unmapped)', chars: 4 },
      { source: 'a.ts', chars: 2 },
    ])
  })

  test('behavior: the source index carries across lines', () => {
    // Line 2's segment names source +1 relative to line 1's (b.ts).
    expect(moduleShares('ab\ncde', { sources: ['a.ts', 'b.ts'], mappings: 'AAAA;ACAA' })).toEqual([
      { source: 'b.ts', chars: 3 },
      { source: 'a.ts', chars: 2 },
    ])
  })
})

describe('packagePath', () => {
  test('default', () => {
    expect(packagePath('../node_modules/effect/dist/Schema.js')).toBe('effect')
  })

  test('behavior: a nested copy names the package it is nested in', () => {
    expect(
      packagePath(
        '../../main/node_modules/@walletconnect/utils/node_modules/@noble/curves/esm/a.js',
      ),
    ).toBe('@walletconnect/utils › @noble/curves')
  })
})
