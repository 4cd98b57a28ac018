import type { ErrorBody } from '../../generated/api/zod.ts'
import { errorBody } from './errorBody.ts'

/** The error statuses every Data API operation may answer with. */
export type ErrorStatus = 400 | 403 | 429 | 500 | 501 | 503

/**
 * An error answer for a ts-rest handler: the status and an `ErrorBody` with the reasons.
 *
 * @example
 * import { fail } from './fail.ts'
 * const answer = fail(400, "Invalid path parameter 'address': not an EVM address")
 */
export const fail = <S extends ErrorStatus>(
  status: S,
  ...descriptions: readonly string[]
): { status: S; body: ErrorBody } => ({ status, body: errorBody(...descriptions) })
