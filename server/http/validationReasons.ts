import type { RequestValidationError } from '@ts-rest/serverless'
import type { ZodError, ZodIssue } from 'zod'

/**
 * The issues worth telling: a union's own "Invalid input" says nothing, so it is replaced by
 * the issues of the branch that came closest (one whose root type matched).
 */
const explain = (issues: readonly ZodIssue[]): ZodIssue[] =>
  issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue]
    const branches = issue.unionErrors.map((e) => explain(e.issues))
    const matchingRoot = branches.filter(
      (b) => !b.some((i) => i.path.length === issue.path.length && i.code === 'invalid_type'),
    )
    const best = [...(matchingRoot.length > 0 ? matchingRoot : branches)].sort(
      (a, b) => a.length - b.length,
    )[0]
    return best && best.length > 0 ? best : [issue]
  })

const describe = (where: 'path' | 'query' | 'body', issue: ZodIssue): string => {
  const field = issue.path.join('.')
  if (where === 'body')
    return field
      ? `Invalid body field '${field}': ${issue.message}`
      : `Invalid body: ${issue.message}`
  const kind = where === 'path' ? 'path parameter' : 'query parameter'
  return `Invalid ${kind} '${field}': ${issue.message}`
}

/**
 * Turns ts-rest's request validation failure into `ErrorBody` descriptions, one per issue,
 * each naming the field, e.g. `Invalid query parameter 'chainId': Invalid`.
 *
 * @example
 * import { validationReasons } from './validationReasons.ts'
 * const reasons = (error: RequestValidationError) => validationReasons(error)
 */
export const validationReasons = (error: RequestValidationError): string[] => {
  const parts: ReadonlyArray<readonly ['path' | 'query' | 'body', ZodError | null]> = [
    ['path', error.pathParamsError],
    ['query', error.queryError],
    ['body', error.bodyError],
  ]
  const reasons = parts.flatMap(([where, zodError]) =>
    zodError ? explain(zodError.issues).map((issue) => describe(where, issue)) : [],
  )
  return reasons.length > 0 ? reasons : ['Invalid request']
}
