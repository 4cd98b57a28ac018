import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** One `@example` block as written in a JSDoc comment, without its ` * ` margins. */
export type Example = {
  /** Repository-relative path of the source file. */
  readonly file: string
  /** 1-based line of the `@example` tag. */
  readonly line: number
  /** 1-based line of the code's first line (the tag's own line when the code starts on it). */
  readonly codeLine: number
  readonly code: string
  /** The declaration the comment documents (a statement, a member, or the file's first statement). */
  readonly node: ts.Node
  /** Whether the comment is a file's `@module` comment. */
  readonly module: boolean
}

/**
 * The `@example` blocks of one JSDoc comment's text (`/** … *\/`), each with the 0-based line,
 * inside the comment, of its tag. A block runs to the next line that starts with a tag.
 */
export const examplesInComment = (
  comment: string,
): { line: number; codeLine: number; code: string }[] => {
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*(?: |$)/, ''))
  const found: { line: number; codeLine: number; code: string }[] = []
  let current: { line: number; body: string[] } | undefined
  const close = () => {
    if (current === undefined) return
    const skipped = current.body.findIndex((text) => text.trim() !== '')
    const body = current.body.slice(Math.max(skipped, 0)).join('\n').replace(/\s+$/, '')
    found.push({
      line: current.line,
      codeLine: current.line + Math.max(skipped, 0),
      code: body === '' ? '' : `${body}\n`,
    })
    current = undefined
  }
  lines.forEach((text, index) => {
    const tag = /^\s*@(\w+)\s?(.*)$/.exec(text)
    if (tag) {
      close()
      if (tag[1] === 'example') current = { line: index, body: [tag[2] ?? ''] }
      return
    }
    current?.body.push(text)
  })
  close()
  return found
}

/**
 * Every `@example` in the JSDoc comments of one source file, with the node each documents: the
 * outermost node the comment precedes. Comments are read from the text before each node, not
 * from TypeScript's JSDoc attachment, which keeps only the last of two comments in a row (a
 * file's `@module` comment followed by its first declaration's).
 */
export const examplesInFile = (sourceFile: ts.SourceFile, file: string): Example[] => {
  const text = sourceFile.getFullText()
  const seen = new Set<number>()
  const found: Example[] = []
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      const comment = text.slice(range.pos, range.end)
      if (!comment.startsWith('/**') || seen.has(range.pos)) continue
      seen.add(range.pos)
      const start = sourceFile.getLineAndCharacterOfPosition(range.pos).line
      const module = /^\s*(?:\/\*\*|\*)\s*@module\b/m.test(comment)
      for (const { line, codeLine, code } of examplesInComment(comment)) {
        found.push({
          file,
          line: start + line + 1,
          codeLine: start + codeLine + 1,
          code,
          node,
          module,
        })
      }
    }
    ts.forEachChild(node, visit)
  }
  // From the statements, not the file: a comment at the top belongs to the first of them.
  ts.forEachChild(sourceFile, visit)
  return found
}

/** The `.ts` and `.tsx` files under the given repository folders. */
export const sourceFiles = (root: string, dirs: readonly string[]): string[] => {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir)).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(join(root, path)).isDirectory()) return walk(path)
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
    })
  return dirs.flatMap(walk).sort()
}

/** The tsconfig's compiler options, as `tsc -p tsconfig.json` reads them. */
export const compilerOptions = (root: string): ts.CompilerOptions => {
  const path = join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(path, ts.sys.readFile)
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, path).options
}

/**
 * A compiler host that also serves the given in-memory files (absolute path → text) and the
 * folders that hold them, so examples compile without being written to disk.
 */
export const hostWith = (
  options: ts.CompilerOptions,
  files: ReadonlyMap<string, string>,
): ts.CompilerHost => {
  const host = ts.createCompilerHost(options, true)
  const folders = new Set([...files.keys()].map((path) => path.slice(0, path.lastIndexOf('/'))))
  return {
    ...host,
    fileExists: (path) => files.has(path) || host.fileExists(path),
    readFile: (path) => files.get(path) ?? host.readFile(path),
    directoryExists: (path) =>
      folders.has(path) || (host.directoryExists?.(path) ?? ts.sys.directoryExists(path)),
    getSourceFile: (path, language, onError, create) => {
      const text = files.get(path)
      return text === undefined
        ? host.getSourceFile(path, language, onError, create)
        : ts.createSourceFile(path, text, language, true)
    },
  }
}

/** The module specifiers an example imports (static, `export … from`, dynamic), with their nodes. */
export const importsOf = (sourceFile: ts.SourceFile): ts.StringLiteral[] => {
  const found: ts.StringLiteral[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier)
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0])
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`, `viem/chains` → `viem`). */
export const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** Whether an example's code is JSX (a closing or self-closing tag), so it compiles as `.tsx`. */
export const hasJsx = (code: string): boolean => /<\/[A-Za-z]|<[A-Za-z][^<>]*\/>|<>/.test(code)

/** Repository-relative path, with forward slashes. */
export const repoPath = (root: string, path: string): string =>
  relative(root, path).split('\\').join('/')

export const readJson = <A>(path: string): A => JSON.parse(readFileSync(path, 'utf8')) as A

/**
 * The declarations a package entry exports, followed through re-exports and `export * as`
 * namespaces: what a user can import, and what TypeDoc documents. That includes what a member
 * of an exported class or object names (`static readonly layer = layer`): the member is
 * public, and TypeDoc shows the named declaration's comment on it.
 */
export const publicDeclarations = (
  program: ts.Program,
  entries: readonly string[],
): Set<string> => {
  const checker = program.getTypeChecker()
  const found = new Set<string>()
  const modules = new Set<ts.Symbol>()
  const visitSymbol = (symbol: ts.Symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    for (const declaration of target.declarations ?? []) {
      if (ts.isSourceFile(declaration)) visitModule(target)
      else visitDeclaration(declaration)
    }
  }
  const visitDeclaration = (declaration: ts.Declaration) => {
    const key = nodeKey(declaration)
    if (found.has(key)) return
    found.add(key)
    const members = ts.isClassLike(declaration)
      ? declaration.members
      : ts.isVariableDeclaration(declaration) &&
          declaration.initializer &&
          ts.isObjectLiteralExpression(declaration.initializer)
        ? declaration.initializer.properties
        : []
    for (const member of members) {
      const named =
        (ts.isPropertyDeclaration(member) || ts.isPropertyAssignment(member)) &&
        member.initializer &&
        ts.isIdentifier(member.initializer)
          ? checker.getSymbolAtLocation(member.initializer)
          : ts.isShorthandPropertyAssignment(member)
            ? checker.getShorthandAssignmentValueSymbol(member)
            : undefined
      if (named) visitSymbol(named)
    }
  }
  const visitModule = (module: ts.Symbol) => {
    if (modules.has(module)) return
    modules.add(module)
    for (const exported of checker.getExportsOfModule(module)) visitSymbol(exported)
  }
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry)
    const module = sourceFile && checker.getSymbolAtLocation(sourceFile)
    if (module === undefined) throw new Error(`package entry ${entry} is not in the program`)
    visitModule(module)
  }
  return found
}

/**
 * Whether an example documents something a user can import: the node (or, for a variable
 * statement, one of its declarations) or a declaration around it (a member of an exported
 * class, interface or object) is exported by an entry; or the comment is the `@module`
 * comment of an entry file.
 */
export const isPublic = (
  example: Example,
  publicNodes: ReadonlySet<string>,
  entryPaths: ReadonlySet<string>,
): boolean => {
  const { node } = example
  if (example.module && entryPaths.has(example.file)) return true
  const own = ts.isVariableStatement(node) ? [...node.declarationList.declarations] : [node]
  if (own.some((n) => publicNodes.has(nodeKey(n)))) return true
  for (let parent = node.parent; parent !== undefined; parent = parent.parent) {
    if (publicNodes.has(nodeKey(parent))) return true
  }
  return false
}

/**
 * A node's identity across two parses of the same file (the examples are read from a parse of
 * their own, the exports from the program's): its file and span.
 */
const nodeKey = (node: ts.Node): string =>
  `${node.getSourceFile().fileName}:${node.pos}:${node.end}:${node.kind}`

/** One example after the compile: where it is, whether it is public, and what is wrong with it. */
export type Checked = {
  readonly example: Example
  readonly isPublic: boolean
  /** `file:line: message`, in the source file's lines. */
  readonly problems: readonly string[]
}

export type Package = {
  readonly exports: Readonly<Record<string, string | { readonly 'latch-source': string }>>
  readonly dependencies?: Readonly<Record<string, string>>
  readonly peerDependencies?: Readonly<Record<string, string>>
}

/** The source files of package.json's "exports" (their "latch-source"), absolute. */
export const entryFiles = (root: string, pkg: Package): string[] =>
  Object.values(pkg.exports).flatMap((entry) =>
    typeof entry === 'string' ? [] : [join(root, entry['latch-source'])],
  )

/**
 * Every `@example` of the given source files (repository-relative path and text), compiled in
 * one program with the repository's tsconfig; each import must name the package ('latch',
 * 'latch/…'), a package its user has (a dependency or peer dependency of `pkg`, or one of
 * `extraPackages`) or a Node built-in ('node:…').
 */
export const checkExamples = (input: {
  readonly root: string
  readonly sources: readonly { readonly file: string; readonly text: string }[]
  readonly pkg: Package
  /** The package entries' source files, absolute; their exports decide what is public. */
  readonly entries: readonly string[]
  readonly extraPackages?: readonly string[]
}): { checked: Checked[]; resolve: (specifier: string) => string | undefined } => {
  const { root, pkg, entries } = input
  const allowed = new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    ...(input.extraPackages ?? []),
  ])
  const examples = input.sources.flatMap(({ file, text }) => {
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
    const parsed = ts.createSourceFile(join(root, file), text, ts.ScriptTarget.Latest, true, kind)
    return examplesInFile(parsed, file)
  })
  // Inside the repository, so 'latch' resolves through package.json's self-reference.
  const folder = join(root, '.latch-data', 'examples')
  const named = examples.map((example) => ({
    example,
    path: join(
      folder,
      `${example.file.replace(/\.tsx?$/, '').replaceAll('/', '_')}_${example.line}.${hasJsx(example.code) ? 'tsx' : 'ts'}`,
    ),
  }))
  // `export {}` makes each example a module: its names stay its own, and `await` is allowed.
  const files = new Map(named.map(({ path, example }) => [path, `${example.code}export {}\n`]))
  const options = compilerOptions(root)
  // The sources as given (the same text as on disk, or a test's own files), then the examples.
  const host = hostWith(
    options,
    new Map([
      ...input.sources.map(({ file, text }) => [join(root, file), text] as const),
      ...files,
    ]),
  )
  const program = ts.createProgram({ rootNames: [...files.keys(), ...entries], options, host })
  const publicNodes = publicDeclarations(program, entries)
  const entryPaths = new Set(entries.map((entry) => repoPath(root, entry)))
  const checked = named.map(({ example, path }) => {
    const sourceFile = program.getSourceFile(path)
    if (sourceFile === undefined) throw new Error(`${path} is not in the program`)
    const at = (position: number | undefined) =>
      `${example.file}:${example.codeLine + (position === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(position).line)}`
    const imports = importsOf(sourceFile)
      .filter(
        ({ text }) =>
          !/^latch(\/|$)/.test(text) && !text.startsWith('node:') && !allowed.has(packageOf(text)),
      )
      .map(
        (specifier) =>
          `${at(specifier.getStart(sourceFile))}: imports '${specifier.text}', not the package or a dependency of it`,
      )
    const diagnostics = [
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    ].map(
      (diagnostic) =>
        `${at(diagnostic.start)}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
    )
    return {
      example,
      isPublic: isPublic(example, publicNodes, entryPaths),
      problems: [...imports, ...diagnostics],
    }
  })
  const resolve = (specifier: string) =>
    ts.resolveModuleName(specifier, join(folder, 'probe.ts'), options, host).resolvedModule
      ?.resolvedFileName
  return { checked, resolve }
}
