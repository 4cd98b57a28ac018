import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findStale } from '../../../codegen/main.ts'
import { generateRooms } from '../../../codegen/rooms/generate.ts'
import { tree } from '../../support/tree.ts'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const clean of cleanups.splice(0)) await clean()
})

/** A root with one view, its generated list written, and an empty `generated/` to compare. */
const fresh = async () => {
  const made = await tree({
    'react/views/nfts/NftsView.tsx': 'export const NftsView = () => null\n',
  })
  const outDir = await mkdtemp(join(tmpdir(), 'latch-generated-'))
  cleanups.push(made.remove, () => rm(outDir, { recursive: true, force: true }))
  for (const o of await generateRooms(made.root))
    await writeFile(join(made.root, o.path), o.contents)
  return { root: made.root, outDir }
}

describe('findStale, for the rooms’ generated lists', () => {
  it('default: a freshly generated list is up to date', async () => {
    expect(await findStale(await fresh())).toEqual([])
  })

  it('rule: a list its folders no longer match is stale', async () => {
    const options = await fresh()
    await writeFile(
      join(options.root, 'react/views/nfts/TokensView.tsx'),
      'export const TokensView = 1\n',
    )
    expect(await findStale(options)).toEqual(['react/views/views.gen.ts'])
  })

  it('rule: a missing list, and a .gen.ts that nothing generates, are stale', async () => {
    const options = await fresh()
    await unlink(join(options.root, 'react/views/views.gen.ts'))
    await writeFile(join(options.root, 'react/views/old.gen.ts'), '')
    expect(await findStale(options)).toEqual([
      'react/views/old.gen.ts (generated from nothing)',
      'react/views/views.gen.ts',
    ])
  })
})
