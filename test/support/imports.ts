import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The repository's root: every path below is relative to it (`runtime/client.ts`). */
export const root = resolve(import.meta.dirname, '../..')

/** Whether `dir` (relative to the root) is a folder. */
export const isFolder = (dir: string): boolean => {
  try {
    return statSync(join(root, dir)).isDirectory()
  } catch {
    return false
  }
}

/** The `.ts`/`.tsx` files under `dir`, relative to the root, node_modules left out. */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (name === 'node_modules') return []
    return statSync(join(root, path)).isDirectory()
      ? sourceFiles(path)
      : /\.tsx?$/.test(name)
        ? [path]
        : []
  })

/**
 * The module specifiers a source imports: static imports and re-exports (type-only ones too) and
 * `import()` calls, read by TypeScript's own pre-processor, so comments (and so the `@example`
 * blocks) and strings are never taken for imports.
 */
export const specifiersOf = (source: string): string[] =>
  ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName)

/** The specifiers `file` (relative to the root) imports. */
export const importsOf = (file: string): string[] =>
  specifiersOf(readFileSync(join(root, file), 'utf8'))

/** Where a relative specifier of `file` lands, relative to the root; a bare one as it is. */
export const targetOf = (file: string, spec: string): string =>
  spec.startsWith('.') ? relative(root, resolve(root, file, '..', spec)) : spec

/** Each file under `dirs` with the root-relative files it imports (relative imports only). */
export const importGraph = (dirs: readonly string[]): Map<string, string[]> =>
  new Map(
    dirs
      .filter(isFolder)
      .flatMap(sourceFiles)
      .map((file) => [
        file,
        importsOf(file)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => targetOf(file, spec)),
      ]),
  )
