import { readFileSync } from 'node:fs'
import type { Parsed } from './envParsers.ts'

/** The environment as `process.env` has it. */
export type Env = Readonly<Record<string, string | undefined>>

/**
 * Reads variables and collects every problem instead of stopping at the first, so one run of
 * `npm run serve -- --check` names all that is wrong. A variable `X` may instead be given as
 * `X_FILE`, the path of a file holding its value (Docker and Kubernetes secrets).
 */
export interface EnvReader {
  /** The variable's parsed value; a problem (and `undefined`) when it is unset or bad. */
  readonly required: <A>(
    name: string,
    parse: (text: string) => Parsed<A>,
    hint: string,
  ) => A | undefined
  /** The variable's parsed value, `fallback` when unset; a problem when bad. */
  readonly optional: <A>(name: string, parse: (text: string) => Parsed<A>, fallback: A) => A
  /** The raw value, or `undefined` when unset (an empty value counts as unset). */
  readonly raw: (name: string) => string | undefined
  /** Records a problem the reader could not see alone (two variables that disagree). */
  readonly problem: (name: string, text: string) => void
  readonly problems: readonly string[]
}

/** `KEY=value` lines (`#` comments, optional quotes), the format of a `.env` file. */
export const parseEnvFile = (text: string): Record<string, string> => {
  const vars: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trim().startsWith('#')) continue
    const [, name = '', value = ''] = match
    vars[name] = value.replace(/^(['"])(.*)\1$/, '$2')
  }
  return vars
}

/**
 * The environment with `LATCH_ENV_FILE`'s variables under it (a variable set in the
 * environment wins over the file), and a problem when the file cannot be read.
 */
export const withEnvFile = (env: Env): { env: Env; problem?: string } => {
  const path = env.LATCH_ENV_FILE
  if (!path) return { env }
  try {
    return { env: { ...parseEnvFile(readFileSync(path, 'utf8')), ...env } }
  } catch (cause) {
    const reason = cause instanceof Error && 'code' in cause ? String(cause.code) : 'unreadable'
    return { env, problem: `LATCH_ENV_FILE: cannot read '${path}' (${reason})` }
  }
}

/**
 * An `EnvReader` over `env`.
 *
 * @example
 * import { port } from './envParsers.ts'
 * import { envReader } from './envReader.ts'
 * const reader = envReader({ LATCH_API_PORT: '8787' })
 * reader.optional('LATCH_API_PORT', port, 8787) // 8787
 */
export const envReader = (env: Env): EnvReader => {
  const problems: string[] = []
  const problem = (name: string, text: string) => void problems.push(`${name}: ${text}`)
  const raw = (name: string): string | undefined => {
    const direct = env[name]?.trim()
    if (direct) return direct
    const file = env[`${name}_FILE`]?.trim()
    if (!file) return undefined
    try {
      return readFileSync(file, 'utf8').trim() || undefined
    } catch {
      problem(`${name}_FILE`, `cannot read '${file}'`)
      return undefined
    }
  }
  const parsed = <A>(name: string, parse: (text: string) => Parsed<A>) => {
    const text = raw(name)
    if (text === undefined) return { set: false as const }
    const result = parse(text)
    if (!result.ok) problem(name, result.problem)
    return { set: true as const, value: result.ok ? result.value : undefined }
  }
  return {
    required: (name, parse, hint) => {
      const got = parsed(name, parse)
      if (!got.set) problem(name, `is required: ${hint}`)
      return got.set ? got.value : undefined
    },
    optional: (name, parse, fallback) => {
      const got = parsed(name, parse)
      return got.set ? (got.value ?? fallback) : fallback
    },
    raw,
    problem,
    problems,
  }
}
