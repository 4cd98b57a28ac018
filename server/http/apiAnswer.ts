import { errorBody } from './errorBody.ts'

/**
 * An answer of the Data API, ready to write: a status, its headers (lower-case names) and
 * the body already serialised, so a cached answer is written as it is.
 */
export interface ApiAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: string | Buffer | null
  /** The contract operation that answered (`getWallets`, …), absent outside the contract. */
  readonly operationId?: string
}

/**
 * A JSON answer.
 *
 * @example
 * import { jsonAnswer } from './apiAnswer.ts'
 * jsonAnswer(200, { ok: true }).body // '{"ok":true}'
 */
export const jsonAnswer = (
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): ApiAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/**
 * An `ErrorBody` answer, one reason per description.
 *
 * @example
 * import { errorAnswer } from './apiAnswer.ts'
 * errorAnswer(403, 'Unknown projectId').status // 403
 */
export const errorAnswer = (status: number, ...descriptions: readonly string[]): ApiAnswer =>
  jsonAnswer(status, errorBody(...descriptions))
