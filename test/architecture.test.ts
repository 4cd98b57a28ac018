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

/** The rooms' public entries: package.json's "latch-source" files, `frame/` and `server/`. */
const roomEntries = [
  'runtime/index.ts',
  'runtime/networks.ts',
  'runtime/effect.ts',
  'runtime/constants.ts',
  'react/index.ts',
  'wagmi/index.ts',
  'frame/index.ts',
  'server/index.ts',
]

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
  // The embedded wallet's in-browser kernel: the generated frame messages, the public constants,
  // viem, @solana/kit and HPKE; never the modal, the server or the playground.
  frame: (to) =>
    to.startsWith('frame/') ||
    to.startsWith('generated/') ||
    ['runtime/constants.ts', 'runtime/networks.ts'].includes(to) ||
    ['viem', '@solana/kit', '@hpke/core'].includes(to),
  server: (to) =>
    !/^(react|playground|test|bench)\//.test(to) &&
    to !== 'react' &&
    (!to.startsWith('frame/') || to === 'frame/index.ts'),
  // The playground reaches the other rooms only through their entries (aesthetics-r3 §6.7).
  playground: (to) =>
    !/^(runtime|react|wagmi|frame|server|generated|codegen|contracts|test|bench)\//.test(to) ||
    roomEntries.includes(to),
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
    expect(rules.react?.('runtime/features/connection/connect.ts')).toBe(false)
    expect(rules.generated?.('runtime/constants.ts')).toBe(false)
  })

  it('behavior: the check sees a deep path into another room, and lets its entry pass', () => {
    expect(rules.playground?.('server/auth/authService.ts')).toBe(false)
    expect(rules.playground?.('frame/batchCalls.ts')).toBe(false)
    expect(rules.playground?.('server/index.ts')).toBe(true)
    expect(rules.playground?.('frame/index.ts')).toBe(true)
    expect(rules.server?.('frame/smartAccount.ts')).toBe(false)
    expect(rules.server?.('frame/index.ts')).toBe(true)
    expect(rules.frame?.('server/index.ts')).toBe(false)
    expect(rules.frame?.('react/index.ts')).toBe(false)
    expect(rules.frame?.('runtime/flows/connect.ts')).toBe(false)
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
    // `@example` blocks quote imports (the package's own, test/docs/examples.test.ts): not real edges.
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

describe('import cycles', () => {
  /** Relative imports of a file, comments (and so the `@example` blocks) left out. */
  const edgesOf = (file: string): string[] => {
    const source = readFileSync(join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '')
    const found = source.matchAll(
      /(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    )
    return [...found]
      .map((m) => relative(root, resolve(root, file, '..', m[1] ?? m[2] ?? '')))
      .filter((to) => existsSync(join(root, to)))
  }

  /** The strongly connected components of more than one file (Tarjan), or of one importing itself. */
  const cyclesIn = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
    let next = 0
    const index = new Map<string, number>()
    const low = new Map<string, number>()
    const stack: string[] = []
    const onStack = new Set<string>()
    const cycles: string[][] = []
    const connect = (node: string) => {
      index.set(node, next)
      low.set(node, next++)
      stack.push(node)
      onStack.add(node)
      for (const to of graph.get(node) ?? []) {
        if (!index.has(to)) {
          connect(to)
          low.set(node, Math.min(low.get(node)!, low.get(to)!))
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
      }
      if (low.get(node) !== index.get(node)) return
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort())
    }
    for (const node of graph.keys()) if (!index.has(node)) connect(node)
    return cycles
  }

  it('rule: runtime/, react/ and server/ import no module that imports them back', () => {
    const graph = new Map(
      ['runtime', 'react', 'server']
        .filter(exists)
        .flatMap(files)
        .map((file) => [file, edgesOf(file)] as const),
    )
    expect(cyclesIn(graph)).toEqual([])
  })

  it('behavior: the check sees a cycle, and only a cycle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ])
    expect(cyclesIn(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']])
    expect(
      cyclesIn(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })
})

describe('flows', () => {
  /** Top-level consts holding an Effect (`const x = Effect.gen(…)`, `Service.use(…)`). */
  const effectConsts = (source: string): string[] =>
    [
      ...source.matchAll(/^(?:export )?const (\w+)(?::[^=]+)? = (?:Effect\.\w+|[A-Z]\w*\.use)\(/gm),
    ].map((m) => m[1] ?? '')

  it('rule: every flow in runtime/features is a function returning its Effect', () => {
    const consts = files('runtime/features').flatMap((file) =>
      effectConsts(readFileSync(join(root, file), 'utf8')).map((name) => `${file}: ${name}`),
    )
    expect(consts).toEqual([])
  })

  it('behavior: the check sees an Effect held in a const, and only that', () => {
    expect(
      effectConsts(
        [
          'export const a = Effect.gen(function* () {})',
          'const b = Store.use((s) => s.x)',
          'export const c = () =>\n  Effect.gen(function* () {})',
          'export const d = (x: number) => Effect.succeed(x)',
          'const e = 1',
        ].join('\n'),
      ),
    ).toEqual(['a', 'b'])
  })
})
