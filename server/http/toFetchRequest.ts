import type { IncomingMessage } from 'node:http'

/** The largest request body the server reads (a 1000-call RPC batch fits easily). */
export const MAX_BODY_BYTES = 5 * 1024 * 1024

/** A request body past `MAX_BODY_BYTES`. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
}

const readBody = async (message: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of message) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES)
      throw new BodyTooLargeError(`Body larger than ${MAX_BODY_BYTES} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * Rebuilds a Node request as a native `Request` (url, method, headers, whole body): ts-rest
 * 3.52 clones requests, which lighter request objects do not survive.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { toFetchRequest } from './toFetchRequest.ts'
 * createServer(async (req) => console.log((await toFetchRequest(req, 'http://127.0.0.1:8787')).url))
 */
export const toFetchRequest = async (
  message: IncomingMessage,
  origin: string,
): Promise<Request> => {
  const headers = new Headers()
  for (const [key, value] of Object.entries(message.headersDistinct)) {
    for (const v of value ?? []) headers.append(key, v)
  }
  const method = message.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(message)
  return new Request(new URL(message.url ?? '/', origin), {
    method,
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  })
}
