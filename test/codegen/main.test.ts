import { describe, expect, it } from 'vitest'
import { findStale } from '../../codegen/main.ts'

describe('codegen --check', () => {
  it('default: generated/ matches the contracts', async () => {
    expect(await findStale()).toEqual([])
  })
})
