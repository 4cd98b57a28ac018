import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Result, Schema } from 'effect'
import { z } from 'zod'

/** One decoder found in `generated/`: where it sits, and a verdict function that may throw. */
export interface GeneratedDecoder {
  /** `api/zod.ts#apiContract.getAccountBalance.query`: file, then the path to the value. */
  readonly name: string
  readonly file: string
  readonly path: readonly string[]
  readonly kind: 'effect' | 'zod'
  /**
   * Decodes `input` and says whether it was accepted. A rejection must come back typed (an
   * Effect `SchemaError` in a failed `Result`, a zod `ZodError` with `success: false`);
   * anything else — a throw, a stray value — throws here, so the property fails.
   */
  readonly accepts: (input: unknown) => boolean
}

const root = join(import.meta.dirname, '..', '..', '..', 'generated')

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) return tsFiles(full)
      return entry.name.endsWith('.ts') ? [full] : []
    })
    .sort()

const effectAccepts = (schema: Schema.Top) => {
  const decode = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)
  return (input: unknown): boolean => {
    const result = decode(input)
    if (Result.isSuccess(result)) return true
    if (!Schema.isSchemaError(result.failure))
      throw new Error(`untyped failure: ${String(result.failure)}`)
    return false
  }
}

const zodAccepts =
  (schema: z.ZodType) =>
  (input: unknown): boolean => {
    const result = schema.safeParse(input)
    if (result.success) return true
    if (!(result.error instanceof z.ZodError)) throw new Error('untyped zod failure')
    return false
  }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/**
 * Every Effect Schema and zod schema reachable from the exports of `generated/**.ts` — the
 * named components, and the ones nested in plain objects (operations' query and path
 * parameters, the ts-rest routes, the RPC params and results) — each once, by identity.
 * Nothing is listed by hand: a new contract component is picked up on its own.
 */
export const loadGeneratedDecoders = async (): Promise<GeneratedDecoder[]> => {
  const modules: Array<{ file: string; exports: Record<string, unknown> }> = []
  for (const full of tsFiles(root)) {
    const exports = (await import(pathToFileURL(full).href)) as Record<string, unknown>
    modules.push({ file: relative(root, full), exports })
  }
  const seen = new Set<unknown>()
  const found: GeneratedDecoder[] = []
  const visit = (file: string, value: unknown, path: readonly string[], nested: boolean) => {
    if (typeof value !== 'object' && typeof value !== 'function') return
    if (value === null || seen.has(value)) return
    const name = `${file}#${path.join('.')}`
    if (Schema.isSchema(value)) {
      seen.add(value)
      found.push({ name, file, path, kind: 'effect', accepts: effectAccepts(value) })
    } else if (value instanceof z.ZodType) {
      seen.add(value)
      found.push({ name, file, path, kind: 'zod', accepts: zodAccepts(value) })
    } else if (nested && isPlainObject(value)) {
      seen.add(value)
      for (const [key, child] of Object.entries(value)) visit(file, child, [...path, key], true)
    }
  }
  // Named exports first, so a component keeps its own name wherever else it is used.
  for (const { file, exports } of modules)
    for (const [key, value] of Object.entries(exports)) visit(file, value, [key], false)
  for (const { file, exports } of modules)
    for (const [key, value] of Object.entries(exports)) visit(file, value, [key], true)
  return found
}

/** An Effect decoder and a zod decoder generated from the same JSON Schema. */
export interface DecoderPair {
  readonly name: string
  readonly effect: GeneratedDecoder
  readonly zod: GeneratedDecoder
}

/** The zod file and path that mirror an Effect decoder's, when the generator emits both. */
const zodTwin = (decoder: GeneratedDecoder): { file: string; path: string } | undefined => {
  const [head, ...rest] = decoder.path
  if (decoder.file === join('frame', 'messages.ts'))
    return { file: join('frame', 'zod.ts'), path: decoder.path.join('.') }
  if (decoder.file !== join('api', 'schemas.ts')) return undefined
  if (head !== 'operations') return { file: join('api', 'zod.ts'), path: decoder.path.join('.') }
  // operations.<id>.query|pathParams|body ↔ apiContract.<id>.query|pathParams|body
  const [operation, part] = rest
  if (rest.length !== 2 || !['query', 'pathParams', 'body'].includes(part ?? '')) return undefined
  return { file: join('api', 'contract.ts'), path: `apiContract.${operation}.${part}` }
}

/**
 * Pairs each Effect decoder with its zod twin (same component name; an operation's query,
 * path parameters and body with the ts-rest route's). A decoder seen under two names (a
 * re-export, a `$ref` used as it is) pairs under the first.
 */
export const pairDecoders = (decoders: readonly GeneratedDecoder[]): DecoderPair[] => {
  const zodByPlace = new Map(
    decoders.filter((d) => d.kind === 'zod').map((d) => [`${d.file}#${d.path.join('.')}`, d]),
  )
  return decoders.flatMap((effect) => {
    if (effect.kind !== 'effect') return []
    const twin = zodTwin(effect)
    const zod = twin && zodByPlace.get(`${twin.file}#${twin.path}`)
    return zod ? [{ name: effect.name, effect, zod }] : []
  })
}
