import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { root } from './imports.ts'

/** A function of a source file: where it starts and how many lines it spans. */
export interface FunctionSize {
  readonly name: string
  readonly line: number
  readonly lines: number
}

const nameOf = (node: ts.Node): string => {
  if (
    (ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node)) &&
    node.name
  )
    return node.name.getText()
  const parent = node.parent
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText()
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  return '(anonymous)'
}

/** Every function of `source` (declarations, expressions, arrows, methods), each with its span. */
export const functionsOf = (source: string, fileName = 'file.tsx'): FunctionSize[] => {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  const found: FunctionSize[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line
      found.push({ name: nameOf(node), line: start + 1, lines: end - start + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The lines of `file` (relative to the root), as `wc -l` counts them. */
export const linesOf = (file: string): number =>
  readFileSync(join(root, file), 'utf8').split('\n').length - 1
