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
