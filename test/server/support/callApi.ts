import { Schema } from 'effect'
import { ErrorBody, type OperationId, operations } from '../../../generated/api/schemas.ts'

/** One answer of the server, its body already checked against the generated Effect Schema. */
export type ApiAnswer = {
  readonly status: number
  readonly headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: either the 200 shape or ErrorBody, both checked against the contract at run time
  readonly body: any
}

/**
 * Calls the server and checks the answer against the contract's generated Effect Schema:
 * `operations[operationId].response` for a 200, `ErrorBody` for any error status. A body that
 * breaks the contract throws, failing the test.
 */
export const callApi = async (
  operationId: OperationId | undefined,
  url: string,
  init: RequestInit = {},
): Promise<ApiAnswer> => {
  const response = await fetch(url, init)
  const text = await response.text()
  const body: unknown = text ? JSON.parse(text) : undefined
  if (response.status === 200 && operationId) {
    Schema.decodeUnknownSync(operations[operationId].response as Schema.Codec<unknown>)(body)
  } else if (response.status >= 400) {
    Schema.decodeUnknownSync(ErrorBody)(body)
  }
  return { status: response.status, headers: response.headers, body }
}

/** The request of a JSON POST of `body`, as an app's client sends it. */
export const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
