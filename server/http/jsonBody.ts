import { type ApiAnswer, errorAnswer } from './apiAnswer.ts'
import type { RequestHeaders } from './apiRoute.ts'
import { BodyTooLargeError, MAX_BODY_BYTES } from './limitedBody.ts'

const jsonMediaType = /^application\/(?:[\w.-]+\+)?json$/

/**
 * Why a request's headers rule out a JSON body, or `undefined` when they do not: the media
 * type must be `application/json` (or `application/<x>+json`) in UTF-8, not content-encoded.
 */
const unsupported = (headers: RequestHeaders): string | undefined => {
  const type = headers.get('content-type')
  if (type === null) return 'Missing content-type: send the body as application/json'
  const [mediaType = '', ...parameters] = type.split(';').map((part) => part.trim().toLowerCase())
  if (!jsonMediaType.test(mediaType))
    return `Unsupported content-type '${mediaType}': send the body as application/json`
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length)
  if (charset !== undefined && !['utf-8', 'utf8'].includes(charset.replace(/"/g, '')))
    return `Unsupported charset '${charset}': send the body as UTF-8 JSON`
  const encoding = headers.get('content-encoding')?.trim().toLowerCase()
  if (encoding && encoding !== 'identity')
    return `Unsupported content-encoding '${encoding}': send the body uncompressed`
  return undefined
}

/**
 * Screens a request for a JSON operation from its headers alone, before any of its body is
 * read: 415 for a body that is not UTF-8 JSON, 413 for a declared `content-length` past
 * `MAX_BODY_BYTES`; `undefined` when the body may be read.
 *
 * @example
 * import { screenJsonBody } from './jsonBody.ts'
 * const refusal = screenJsonBody(new Headers({ 'content-type': 'text/plain' }))
 * refusal?.status // 415
 */
export const screenJsonBody = (headers: RequestHeaders): ApiAnswer | undefined => {
  const reason = unsupported(headers)
  if (reason) return errorAnswer(415, reason)
  const length = Number(headers.get('content-length') ?? 0)
  if (length > MAX_BODY_BYTES) return errorAnswer(413, new BodyTooLargeError().message)
  return undefined
}
