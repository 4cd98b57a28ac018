import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')

const files = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules') return []
    return statSync(join(root, path)).isDirectory()
      ? files(path)
      : /\.(ts|tsx)$/.test(name)
        ? [path]
        : []
  })

const importsOf = (file: string): string[] => {
  const source = readFileSync(join(root, file), 'utf8')
  const found = source.matchAll(
    /(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )
  return [...found].map((m) => m[1] ?? m[2] ?? '')
}

/** The top folder a relative import lands in, or the package name of a bare one. */
const target = (file: string, spec: string): string =>
  spec.startsWith('.')
    ? relative(root, resolve(root, file, '..', spec))
    : spec.startsWith('@')
      ? spec.split('/').slice(0, 2).join('/')
      : (spec.split('/')[0] ?? spec)

const exists = (dir: string) => {
  try {
    return statSync(join(root, dir)).isDirectory()
  } catch {
    return false
  }
}

/** DESIGN.md's layer table: which folders and packages each layer may import. */
const rules: Record<string, (to: string) => boolean> = {
  generated: (to) => to.startsWith('generated/') || ['effect', 'zod', '@ts-rest/core'].includes(to),
  runtime: (to) =>
    !/^(react|server|playground|test|bench|codegen|contracts)\//.test(to) &&
    !['react', 'react-dom', '@preact/signals-react'].includes(to),
  react: (to) =>
    ['runtime/index.ts', 'runtime/constants.ts', 'runtime/networks.ts'].includes(to) ||
    to.startsWith('react/') ||
    !/^(runtime|server|playground|test|bench|codegen|generated)\//.test(to),
  // latch/wagmi: a binding like react/, over the public runtime entries and @wagmi/core.
  wagmi: (to) =>
    ['runtime/index.ts', 'runtime/constants.ts', 'runtime/networks.ts'].includes(to) ||
    to.startsWith('wagmi/') ||
    (!/^(runtime|react|server|playground|test|bench|codegen|generated)\//.test(to) &&
      !['react', 'react-dom'].includes(to)),
  server: (to) => !/^(react|playground|test|bench)\//.test(to) && to !== 'react',
}

describe('architecture', () => {
  for (const [layer, allowed] of Object.entries(rules)) {
    it.skipIf(!exists(layer))(`rule: ${layer}/ imports only what DESIGN.md allows`, () => {
      const wrong = files(layer).flatMap((file) =>
        importsOf(file)
          .map((spec) => target(file, spec))
          .filter((to) => !allowed(to))
          .map((to) => `${file} → ${to}`),
      )
      expect(wrong).toEqual([])
    })
  }

  it('behavior: the check sees a wrong-way arrow', () => {
    expect(rules.runtime?.('react/index.ts')).toBe(false)
    expect(rules.react?.('runtime/flows/connect.ts')).toBe(false)
    expect(rules.generated?.('runtime/constants.ts')).toBe(false)
  })
})

describe('package dependencies', () => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    name: string
    exports: Record<string, string | Record<string, string>>
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  const shipped = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    // latch/wagmi's import: the wagmi app brings it. Not a peer, not even an optional one: npm
    // resolves an optional peer's own optional peers (@wagmi/core → accounts → … → ox@0.8) and
    // then refuses to install Latch beside viem 2.57 (ERESOLVE), wagmi app or not.
    '@wagmi/core',
  ])
  /** The packages the published code imports: every file reachable from an export entry. */
  const imported = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    // `@example` blocks quote imports relative to the repository root: not real edges.
    if (seen.has(file) || !/\.tsx?$/.test(file) || !existsSync(join(root, file))) return
    seen.add(file)
    for (const spec of importsOf(file)) {
      const to = target(file, spec)
      if (spec.startsWith('.')) visit(to)
      else if (!spec.startsWith('node:') && to !== pkg.name) imported.add(to)
    }
  }
  // Each entry's source is its "latch-source" condition (the built files live in dist/).
  for (const entry of Object.values(pkg.exports)) {
    const source = typeof entry === 'string' ? entry : entry['latch-source']
    if (source) visit(relative(root, resolve(root, source)))
  }

  it('rule: every package the published code imports is a dependency, not a devDependency', () => {
    expect([...imported].filter((name) => !shipped.has(name)).sort()).toEqual([])
  })

  it('rule: every dependency is imported by the published code', () => {
    expect([...shipped].filter((name) => !imported.has(name)).sort()).toEqual([])
  })
})
