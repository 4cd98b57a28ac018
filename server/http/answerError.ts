import { ResponseValidationError } from '@ts-rest/core'
import { RequestValidationError } from '@ts-rest/serverless'
import { type ApiAnswer, errorAnswer } from './apiAnswer.ts'
import { BodyTooLargeError, IncompleteBodyError } from './limitedBody.ts'
import { validationReasons } from './validationReasons.ts'

/**
 * The answer to an error thrown while serving an operation: 400 with the named fields for a
 * request the contract refuses or a body that is not JSON, 413 past the body limit, 500 for
 * an answer that broke the contract or anything unforeseen (logged, never told the client).
 *
 * @example
 * import { answerError } from './answerError.ts'
 * answerError(new SyntaxError('Unexpected token')).status // 400
 */
export const answerError = (error: unknown): ApiAnswer => {
  if (error instanceof RequestValidationError) return errorAnswer(400, ...validationReasons(error))
  if (error instanceof SyntaxError) return errorAnswer(400, 'Invalid body: not valid JSON')
  if (error instanceof BodyTooLargeError) return errorAnswer(413, error.message)
  if (error instanceof IncompleteBodyError) return errorAnswer(400, error.message)
  if (error instanceof ResponseValidationError) {
    console.error('[latch server] answer broke the contract', error.appRoute.path, error.cause)
    return errorAnswer(500, 'Server Error: the answer did not match the contract')
  }
  console.error('[latch server]', error)
  return errorAnswer(500, 'Server Error')
}
