import { isAddress } from 'viem'

/** A variable's value, or what is wrong with it (said after the variable's name). */
export type Parsed<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly problem: string }

export const ok = <A>(value: A): Parsed<A> => ({ ok: true, value })
export const bad = (problem: string): Parsed<never> => ({ ok: false, problem })

/** Splits a comma-separated list, dropping blanks: `a, b,,c` → `['a', 'b', 'c']`. */
export const list = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')

/** A TCP port, 0–65535. */
export const port = (text: string): Parsed<number> => {
  const n = Number(text)
  return /^\d+$/.test(text) && n <= 65_535 ? ok(n) : bad(`'${text}' is not a port (0-65535)`)
}

/** A whole number ≥ `min`. */
export const integer = (text: string, min = 0): Parsed<number> => {
  const n = Number(text)
  return /^\d+$/.test(text) && n >= min && Number.isSafeInteger(n)
    ? ok(n)
    : bad(`'${text}' is not a whole number of at least ${min}`)
}

/** An http(s) URL; `https` only when `secure` (localhost and 127.0.0.1 may use http). */
export const httpUrl = (text: string): Parsed<string> => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return bad(`'${text}' is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return bad(`'${text}' is not an http(s) URL`)
  return ok(text)
}

/** A browser origin, `scheme://host[:port]` with no path: what an `Origin` header carries. */
export const origin = (text: string): Parsed<string> => {
  if (text === '*') return bad("'*' is not allowed: list each origin explicitly")
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return bad(`'${text}' is not an origin (scheme://host[:port])`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return bad(`'${text}' is not an http(s) origin`)
  if (url.origin !== text.replace(/\/$/, ''))
    return bad(`'${text}' is not an origin: no path, query or trailing parts (e.g. ${url.origin})`)
  return ok(url.origin)
}

/** A 32-byte key, as 64 hex digits or base64 (e.g. `openssl rand -hex 32`). */
export const key32 = (text: string): Parsed<Uint8Array> => {
  const hex = /^(0x)?[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text.replace(/^0x/, ''), 'hex')
    : undefined
  const bytes =
    hex ?? (/^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : undefined)
  return bytes?.length === 32
    ? ok(new Uint8Array(bytes))
    : bad('must be 32 bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)')
}

/** An EVM address. */
export const address = (text: string): Parsed<`0x${string}`> =>
  isAddress(text, { strict: false })
    ? ok(text as `0x${string}`)
    : bad(`'${text}' is not an address`)

/** `on`/`off` (also true/false, 1/0, yes/no). */
export const flag = (text: string): Parsed<boolean> => {
  const t = text.toLowerCase()
  if (['on', 'true', '1', 'yes'].includes(t)) return ok(true)
  if (['off', 'false', '0', 'no'].includes(t)) return ok(false)
  return bad(`'${text}' is not on or off`)
}

/** One of `choices`. */
export const oneOf =
  <A extends string>(choices: readonly A[]) =>
  (text: string): Parsed<A> =>
    (choices as readonly string[]).includes(text)
      ? ok(text as A)
      : bad(`'${text}' is not one of ${choices.join(', ')}`)

/** Parses each item of a list; every bad item is named in the problem. */
export const each = <A>(text: string, parse: (item: string) => Parsed<A>): Parsed<A[]> => {
  const values: A[] = []
  const problems: string[] = []
  for (const item of list(text)) {
    const parsed = parse(item)
    if (parsed.ok) values.push(parsed.value)
    else problems.push(parsed.problem)
  }
  return problems.length > 0 ? bad(problems.join('; ')) : ok(values)
}

/** `SYMBOL=number` pairs, e.g. `ETH=3000,USDC=1`. */
export const priceTable = (text: string): Parsed<Record<string, number>> => {
  const table: Record<string, number> = {}
  for (const item of list(text)) {
    const [symbol, value] = item.split('=').map((s) => s.trim())
    const n = Number(value)
    if (!symbol || value === undefined || value === '' || !Number.isFinite(n) || n < 0)
      return bad(`'${item}' is not SYMBOL=price (e.g. ETH=3000)`)
    table[symbol] = n
  }
  return ok(table)
}
