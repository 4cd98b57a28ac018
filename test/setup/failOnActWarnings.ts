// Fails the test during which React logged an act() warning ("An update to X inside a test was
// not wrapped in act(...)", an un-awaited act, overlapping act calls…), so a real one stands out
// instead of scrolling past in the log among known ones. React logs them through console.error;
// they still print, and the test (or, logged after its last test, the file) fails with them.
import { afterAll, afterEach } from 'vitest'

/** Whether a console.error call is one of React's act() warnings. */
export const isActWarning = (args: readonly unknown[]): boolean =>
  typeof args[0] === 'string' && /\bact\(|`act`/.test(args[0])

const seen: string[] = []

/** Notes a console.error call when it is an act() warning (React writes the component through %s). */
export const recordActWarning = (args: readonly unknown[]): void => {
  if (!isActWarning(args)) return
  const [format = '', ...rest] = args as [string, ...unknown[]]
  seen.push(rest.reduce<string>((text, arg) => text.replace('%s', String(arg)), format))
}

const original = console.error
console.error = (...args: unknown[]) => {
  recordActWarning(args)
  original(...args)
}

/** The act() warnings logged since the last check, cleared (a test that provokes one on purpose). */
export const takeActWarnings = (): string[] => seen.splice(0)

/** Throws when an act() warning was logged since the last check (clearing them). */
export const checkActWarnings = () => {
  const warnings = takeActWarnings()
  if (warnings.length === 0) return
  const firsts = warnings.map((w) => `- ${w.split('\n')[0]}`).join('\n')
  throw new Error(
    `React logged ${warnings.length} act() warning(s): wrap the update in act\n${firsts}`,
  )
}

// Not cleared before each test: one logged between two tests fails the next rather than none.
afterEach(checkActWarnings)
afterAll(checkActWarnings)
