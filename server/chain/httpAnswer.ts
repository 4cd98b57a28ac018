import { MAX_RPC_ANSWER_BYTES } from './chainConstants.ts'

/** A whole HTTP answer from a chain node: its status, its body and whether the socket stays open. */
export type HttpAnswer = {
  readonly status: number
  readonly body: Buffer
  readonly keepAlive: boolean
}

const HEAD_END = Buffer.from('\r\n\r\n')
const LINE_END = Buffer.from('\r\n')
/** The most header bytes read before the answer is refused (Node's own `maxHeaderSize`). */
const MAX_HEAD_BYTES = 16 * 1024

const tooLarge = () => new Error(`Response body too large: over ${MAX_RPC_ANSWER_BYTES} bytes`)

type Head = {
  readonly status: number
  readonly length: number | undefined
  readonly chunked: boolean
  readonly keepAlive: boolean
}

/** The status line and the headers the body's framing depends on. */
const parseHead = (text: string): Head => {
  const lines = text.split('\r\n')
  const match = /^HTTP\/1\.([01]) (\d{3})/.exec(lines[0] ?? '')
  if (!match) throw new Error(`The chain node answered no HTTP: ${(lines[0] ?? '').slice(0, 80)}`)
  let length: number | undefined
  let chunked = false
  let keepAlive = match[1] === '1'
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim().toLowerCase()
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase()
    if (name === 'content-length') {
      if (!/^\d+$/.test(value))
        throw new Error(`The chain node sent a bad Content-Length: ${value}`)
      length = Number(value)
    } else if (name === 'transfer-encoding') chunked = value.split(',').pop()?.trim() === 'chunked'
    else if (name === 'connection')
      keepAlive = value.includes('close') ? false : keepAlive || value.includes('keep-alive')
  }
  const status = Number(match[2])
  if (status === 204 || status === 304) length = 0
  return { status, length: chunked ? undefined : length, chunked, keepAlive }
}

/**
 * Reads one HTTP/1.1 answer from the bytes of a socket as they arrive (`feed`), framed by its
 * `Content-Length`, by chunks (`Transfer-Encoding: chunked`) or, with neither, by the socket's
 * end (`end`). Interim `1xx` answers are skipped. A body over `MAX_RPC_ANSWER_BYTES`, a head
 * over 16 KiB or one that is not HTTP throws. One reader per request: no pipelining.
 *
 * @example
 * import { HttpAnswerReader } from './httpAnswer.ts'
 * const reader = new HttpAnswerReader()
 * const answer = reader.feed(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]'))
 */
export class HttpAnswerReader {
  private pending: Buffer | undefined
  private head: Head | undefined
  private readonly parts: Buffer[] = []
  private size = 0
  /** Whether any byte of the answer has arrived (a kept-alive socket closed before it may be retried). */
  started = false

  /** Takes the next bytes; returns the answer once it is whole. */
  feed(chunk: Buffer): HttpAnswer | undefined {
    this.started = true
    const bytes = this.pending ? Buffer.concat([this.pending, chunk]) : chunk
    this.pending = undefined
    if (!this.head) return this.readHead(bytes)
    if (this.head.chunked) return this.readChunks(bytes)
    return this.readBody(bytes)
  }

  /** The socket ended: the answer if it is whole (or framed by the end), else `undefined`. */
  end(): HttpAnswer | undefined {
    const head = this.head
    if (!head || head.chunked || head.length !== undefined) return undefined
    return { status: head.status, body: Buffer.concat(this.parts), keepAlive: false }
  }

  private readHead(bytes: Buffer): HttpAnswer | undefined {
    const end = bytes.indexOf(HEAD_END)
    if (end < 0) {
      if (bytes.length > MAX_HEAD_BYTES) throw new Error('The chain node sent a head over 16 KiB')
      this.pending = bytes
      return undefined
    }
    const head = parseHead(bytes.toString('latin1', 0, end))
    const rest = bytes.subarray(end + HEAD_END.length)
    if (head.status < 200) return rest.length > 0 ? this.readHead(rest) : undefined
    if (head.length !== undefined && head.length > MAX_RPC_ANSWER_BYTES) throw tooLarge()
    this.head = head
    if (head.chunked) return this.readChunks(rest)
    return this.readBody(rest)
  }

  private keep(bytes: Buffer) {
    this.size += bytes.length
    if (this.size > MAX_RPC_ANSWER_BYTES) throw tooLarge()
    if (bytes.length > 0) this.parts.push(bytes)
  }

  private whole(head: Head): HttpAnswer {
    const body = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts)
    return { status: head.status, body, keepAlive: head.keepAlive }
  }

  private readBody(bytes: Buffer): HttpAnswer | undefined {
    const head = this.head as Head
    if (head.length === undefined) {
      this.keep(bytes)
      return undefined
    }
    const wanted = head.length - this.size
    // Bytes past the body belong to no request of ours (we send one at a time): drop the socket.
    if (bytes.length > wanted) {
      this.keep(bytes.subarray(0, wanted))
      return { ...this.whole(head), keepAlive: false }
    }
    this.keep(bytes)
    return this.size === head.length ? this.whole(head) : undefined
  }

  private readChunks(bytes: Buffer): HttpAnswer | undefined {
    let at = 0
    for (;;) {
      const lineEnd = bytes.indexOf(LINE_END, at)
      if (lineEnd < 0) break
      const hex = (bytes.toString('latin1', at, lineEnd).split(';')[0] ?? '').trim()
      if (!/^[0-9a-fA-F]{1,8}$/.test(hex)) throw new Error('The chain node sent a bad chunk size')
      const size = Number.parseInt(hex, 16)
      if (size === 0) {
        // The last chunk, then trailers (ignored) up to an empty line.
        const tail = bytes.indexOf(LINE_END, lineEnd + 2)
        if (tail < 0) break
        if (tail === lineEnd + 2) return this.whole(this.head as Head)
        if (bytes.indexOf(HEAD_END, lineEnd) < 0) break
        return this.whole(this.head as Head)
      }
      if (bytes.length < lineEnd + 2 + size + 2) break
      this.keep(bytes.subarray(lineEnd + 2, lineEnd + 2 + size))
      at = lineEnd + 2 + size + 2
    }
    if (bytes.length - at > MAX_RPC_ANSWER_BYTES) throw tooLarge()
    this.pending = at < bytes.length ? bytes.subarray(at) : undefined
    return undefined
  }
}
