import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const configDir = join(root, 'server', 'config')
const doc = readFileSync(join(root, 'docs', 'self-hosting.md'), 'utf8')

/** Every variable name server/config reads: `'LATCH_X'` literals and `` `LATCH_X_${ref}` `` per chain. */
const readVariables = (): string[] => {
  const source = readdirSync(configDir)
    .map((f) => readFileSync(join(configDir, f), 'utf8'))
    .join('\n')
  const plain = [...source.matchAll(/'((?:LATCH_|DATABASE_URL)[A-Z_]*)'/g)].map((m) => m[1] ?? '')
  const perChain = [...source.matchAll(/`(LATCH_[A-Z_]+_)\$\{ref\}`/g)].map((m) => `${m[1]}<ref>`)
  return [...new Set([...plain, ...perChain])].sort()
}

describe('docs/self-hosting.md', () => {
  it('lists every variable npm run serve reads', () => {
    const variables = readVariables()
    expect(variables.length).toBeGreaterThan(30)
    expect(variables.filter((name) => !doc.includes(`\`${name}\``))).toEqual([])
  })
})
