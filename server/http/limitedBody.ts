import type { Readable } from 'node:stream'

/**
 * The largest request body the server keeps, in bytes: a full 1000-call RPC batch with
 * kilobytes of calldata per call fits; anything past it is answered 413 and discarded.
 */
export const MAX_BODY_BYTES = 5 * 1024 * 1024

/** A request body past `MAX_BODY_BYTES`; the handler answers it with 413. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
  constructor(limit: number = MAX_BODY_BYTES) {
    super(`Request body too large: the limit is ${limit} bytes`)
  }
}

/** A request body cut off by its client (reset or closed before its end). */
export class IncompleteBodyError extends Error {
  override readonly name = 'IncompleteBodyError'
  constructor() {
    super('Invalid body: the request body ended early')
  }
}

/**
 * A Node request's body as a web stream that keeps at most `limit` bytes: past it, the
 * stream errors with `BodyTooLargeError` and every later byte is read and dropped, so the
 * client still gets its 413 and the connection stays usable. A client that goes away
 * mid-body errors it with `IncompleteBodyError` instead of leaving its reader waiting.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { limitedBody } from './limitedBody.ts'
 * createServer(async (req, res) => res.end(String((await new Response(limitedBody(req)).text()).length)))
 */
export const limitedBody = (
  message: Readable,
  limit: number = MAX_BODY_BYTES,
): ReadableStream<Uint8Array> => {
  let size = 0
  let settled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const settle = (error?: Error) => {
        if (settled) return
        settled = true
        if (error) controller.error(error)
        else controller.close()
      }
      message.on('data', (chunk: Buffer) => {
        if (settled) return
        size += chunk.length
        if (size > limit) return settle(new BodyTooLargeError(limit))
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length))
      })
      message.once('end', () => settle())
      // `on`, not `once`: a second 'error' with no listener would crash the process.
      message.on('error', () => settle(new IncompleteBodyError()))
      message.once('close', () => settle(new IncompleteBodyError()))
    },
    cancel() {
      settled = true
    },
  })
}

/**
 * A Node request's whole body, keeping at most `limit` bytes: past it, the promise rejects
 * with `BodyTooLargeError` at once and every later byte is read and dropped (the client gets
 * its 413 and the connection stays usable); a client that goes away mid-body rejects it with
 * `IncompleteBodyError`. No web stream is built: the chunks are joined once at the end.
 *
 * @example
 * import { createServer } from 'node:http'
 * import { readLimitedBody } from './limitedBody.ts'
 * createServer(async (req, res) => res.end(String((await readLimitedBody(req)).length)))
 */
export const readLimitedBody = (
  message: Readable,
  limit: number = MAX_BODY_BYTES,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      chunks.length = 0
      reject(error)
    }
    message.on('data', (chunk: Buffer) => {
      if (settled) return
      size += chunk.length
      if (size > limit) return fail(new BodyTooLargeError(limit))
      chunks.push(chunk)
    })
    message.once('end', () => {
      if (settled) return
      settled = true
      resolve(Buffer.concat(chunks, size))
    })
    // `on`, not `once`: a second 'error' with no listener would crash the process.
    message.on('error', () => fail(new IncompleteBodyError()))
    message.once('close', () => fail(new IncompleteBodyError()))
  })
