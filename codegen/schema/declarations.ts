/**
 * Named schemas → `export const X = …` declarations in dependency order, for either printer.
 * Refs to a schema not yet declared (cycles) print lazily (`Schema.suspend` / `z.lazy`).
 */
import { CodegenError } from './CodegenError.ts'
import { effectClosedHelper, printEffect } from './effect.ts'
import type { PrintContext } from './printing.ts'
import { refsOf, toIr } from './toIr.ts'
import { printZod } from './zod.ts'

/** One named schema to declare. */
export interface NamedSchema {
  readonly name: string
  readonly schema: unknown
  /** Where the schema sits in its document, for error messages (e.g. `#/components/schemas/X`). */
  readonly path: string
}

/** What the declarations need from their document. */
export interface DeclarationContext {
  /** The constant a local `$ref` names, or undefined when it names no declared schema. */
  readonly nameOf: (ref: string) => string | undefined
  /** The JSON value a local `$ref` points at (for `allOf` merging). */
  readonly resolve: (ref: string, path: string) => unknown
}

/** The printed declarations plus the helpers they need at the top of the file. */
export interface Declarations {
  readonly source: string
  readonly helpers: readonly string[]
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/** Sorts schemas so each comes after those it refers to (alphabetical among equals). */
export const dependencyOrder = (
  schemas: readonly NamedSchema[],
  nameOf: (ref: string) => string | undefined,
): NamedSchema[] => {
  const byName = new Map<string, NamedSchema>()
  for (const s of schemas) {
    if (!identifier.test(s.name))
      throw new CodegenError(s.path, `${s.name} is not a valid identifier`)
    if (byName.has(s.name)) throw new CodegenError(s.path, `two schemas are named ${s.name}`)
    byName.set(s.name, s)
  }
  const out: NamedSchema[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (s: NamedSchema): void => {
    if (state.has(s.name)) return
    state.set(s.name, 'visiting')
    const deps = refsOf(s.schema)
      .map(nameOf)
      .filter((n): n is string => n !== undefined)
      .sort()
    for (const dep of deps) {
      const target = byName.get(dep)
      if (target) visit(target)
    }
    state.set(s.name, 'done')
    out.push(s)
  }
  for (const name of [...byName.keys()].sort()) visit(byName.get(name)!)
  return out
}

/** Prints the declarations of `schemas` for the Effect (`'effect'`) or zod (`'zod'`) printer. */
export const declarations = (
  printer: 'effect' | 'zod',
  schemas: readonly NamedSchema[],
  ctx: DeclarationContext,
): Declarations => {
  const ordered = dependencyOrder(schemas, ctx.nameOf)
  const declared = new Set<string>()
  const helpers = new Set<string>()
  const blocks: string[] = []
  for (const s of ordered) {
    const print: PrintContext = {
      ref: (ref) => {
        const name = ctx.nameOf(ref)
        if (name === undefined) throw new CodegenError(s.path, `$ref ${ref} names no schema`)
        return { name, late: !declared.has(name) }
      },
      use: (h) => {
        helpers.add(h)
      },
    }
    const node = toIr(s.schema, s.path, ctx)
    const description =
      typeof s.schema === 'object' && s.schema !== null && 'description' in s.schema
        ? String((s.schema as { description: unknown }).description)
        : undefined
    const doc = `/** ${(description ?? s.name).replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim()} */\n`
    if (printer === 'effect') {
      blocks.push(
        `${doc}export const ${s.name} = ${printEffect(node, print)}\nexport type ${s.name} = typeof ${s.name}.Type\n`,
      )
    } else {
      blocks.push(
        `${doc}export const ${s.name} = ${printZod(node, print)}\nexport type ${s.name} = z.infer<typeof ${s.name}>\n`,
      )
    }
    declared.add(s.name)
  }
  return { source: blocks.join('\n'), helpers: [...helpers].sort() }
}

/** The source of a file-level helper named by a printer. */
export const helperSource = (printer: 'effect' | 'zod', name: string): string => {
  if (printer === 'effect' && name === 'closed') return effectClosedHelper
  throw new Error(`unknown helper ${name}`)
}
