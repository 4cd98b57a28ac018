/**
 * `runtime/features/lazy.gen.ts`: the flows of the lazy chunk, found where they are used. Every
 * `load('lazy', (flows) => flows.x(…))` and `flow('lazy', (flows) => …)` in `runtime/` names the
 * flows it reaches; each is re-exported from the one feature file that exports it, so the chunk
 * holds exactly the flows some method loads lazily.
 */
import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { filesBelow, header, importPath, names, type RoomOutput, read } from './scan.ts'

const folder = 'runtime/features'

const sourcesUnder = async (root: string, dir: string): Promise<string[]> => {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.gen.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
}

/** The names read off the flows parameter of a `(…, 'lazy', (flows) => …)` call's function. */
const namesRead = (fn: ts.ArrowFunction | ts.FunctionExpression): string[] => {
  const param = fn.parameters[0]?.name
  if (!param) return []
  if (ts.isObjectBindingPattern(param))
    return param.elements.map((e) => (e.propertyName ?? e.name).getText())
  const flows = param.getText()
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === flows)
      found.push(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(fn.body)
  return found
}

/** Every flow name a source reaches through the lazy module. */
export const lazyNamesIn = (path: string, source: string): string[] => {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const [module, fn] = node.arguments
      if (module && ts.isStringLiteral(module) && module.text === 'lazy' && fn)
        if (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) found.push(...namesRead(fn))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

const exports = (source: string, name: string) =>
  new RegExp(`^export (?:const|(?:async )?function\\*?) ${name}\\b`, 'm').test(source) ||
  [...source.matchAll(/^export \{([^}]*)\}/gm)].some((m) =>
    (m[1] ?? '').split(',').some(
      (n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop() === name,
    ),
  )

/** The lazy barrel, or nothing when no source of `runtime/` loads a lazy flow. */
export const generateLazyFlows = async (root: string): Promise<RoomOutput[]> => {
  const sources = await sourcesUnder(root, 'runtime').catch(() => [])
  const wanted = new Set<string>()
  for (const path of sources) {
    const source = await read(root, path)
    if (source.includes("'lazy'")) for (const n of lazyNamesIn(path, source)) wanted.add(n)
  }
  if (wanted.size === 0) return []
  const flowFiles = (await filesBelow(root, folder, /^\w+\.ts$/)).filter(
    (path) => !/(?:State|Actions)\.ts$/.test(path),
  )
  const texts = new Map(
    await Promise.all(flowFiles.map(async (p) => [p, await read(root, p)] as const)),
  )
  const byFile = new Map<string, string[]>()
  for (const name of [...wanted].sort()) {
    const from = flowFiles.filter((path) => exports(texts.get(path) ?? '', name))
    if (from.length !== 1)
      throw new Error(`lazy flow ${name}: exported by ${from.length} files of ${folder} (${from})`)
    byFile.set(from[0]!, [...(byFile.get(from[0]!) ?? []), name])
  }
  const lines = [...byFile]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, list]) => names('export', list, importPath(folder, path)))
  const contents = [
    header("runtime/'s load('lazy', …) and flow('lazy', …) calls"),
    '// The flows of the lazy chunk (features/lazy.ts), each from the feature file exporting it.\n\n',
    ...lines,
  ].join('')
  return [{ path: `${folder}/lazy.gen.ts`, contents }]
}
