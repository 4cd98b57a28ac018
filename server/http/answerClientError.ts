import { maxHeaderSize, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { errorBody } from './errorBody.ts'

const statusOf = (code: string | undefined): [number, string] => {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, `Request headers too large: the limit is ${maxHeaderSize} bytes`]
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request timed out']
  return [400, `Malformed HTTP request (${code ?? 'unknown parse error'})`]
}

/**
 * The `clientError` listener of the Node server: a request Node cannot parse (bad request
 * line, oversized headers, …) never reaches the handler, so it is answered here, still as an
 * `ErrorBody`, and the connection is closed. Node's own default answers with no body.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { answerClientError } from './answerClientError.ts'
 * createServer().on('clientError', answerClientError)
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
  // A reset peer cannot read an answer; a socket that already carried bytes may be mid-response.
  const bytesWritten = (socket as Duplex & { bytesWritten?: number }).bytesWritten ?? 0
  if (error.code === 'ECONNRESET' || !socket.writable || bytesWritten > 0) {
    socket.destroy()
    return
  }
  const [status, description] = statusOf(error.code)
  const body = JSON.stringify(errorBody(description))
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}
