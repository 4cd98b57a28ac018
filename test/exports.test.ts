import { describe, expect, it } from 'vitest'

// Every change to the public surface shows in this file's snapshot diff (STYLE.md 13).
describe('package exports', () => {
  it.each([
    ['latch', () => import('../runtime/index.ts')],
    ['latch/effect', () => import('../runtime/effect.ts')],
    ['latch/networks', () => import('../runtime/networks.ts')],
    ['latch/constants', () => import('../runtime/constants.ts')],
    ['latch/react', () => import('../react/index.ts')],
  ])('%s', async (_name, load) => {
    expect(Object.keys(await load()).sort()).toMatchSnapshot()
  })
})
