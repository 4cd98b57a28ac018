import type { ErrorBody } from '../../generated/api/zod.ts'

/**
 * The Data API's error answer: one reason per description; the client shows the first.
 *
 * @example
 * import { errorBody } from './errorBody.ts'
 * errorBody('Unknown projectId') // { reasons: [{ description: 'Unknown projectId' }] }
 */
export const errorBody = (...descriptions: readonly string[]): ErrorBody => ({
  reasons: descriptions.map((description) => ({ description })),
})

/**
 * An `ErrorBody` as a JSON `Response`, for answers given outside the ts-rest router.
 *
 * @example
 * import { errorResponse } from './errorBody.ts'
 * const response = errorResponse(403, 'Unknown projectId')
 */
export const errorResponse = (status: number, ...descriptions: readonly string[]): Response =>
  Response.json(errorBody(...descriptions), { status })
