import { describe, expect, it } from 'vitest'
import { MAX_RPC_ANSWER_BYTES } from '../../../server/chain/chainConstants.ts'
import { HttpAnswerReader } from '../../../server/chain/httpAnswer.ts'

const feedAll = (reader: HttpAnswerReader, ...parts: string[]) =>
  parts.map((part) => reader.feed(Buffer.from(part, 'latin1'))).at(-1)

describe('HttpAnswerReader (an HTTP/1.1 answer from a chain node)', () => {
  it('behavior: a Content-Length body is whole only once its last byte arrived, even split in the head', () => {
    const reader = new HttpAnswerReader()
    expect(feedAll(reader, 'HTTP/1.1 200 OK\r\nConte', 'nt-Length: 5\r\n\r\n[1', ',')).toBe(
      undefined,
    )
    const answer = reader.feed(Buffer.from('2]'))
    expect(answer?.status).toBe(200)
    expect(answer?.body.toString()).toBe('[1,2]')
    expect(answer?.keepAlive).toBe(true)
  })

  it('behavior: chunks, an interim 100 and Connection: close', () => {
    const reader = new HttpAnswerReader()
    const answer = feedAll(
      reader,
      'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nConnection: close\r\n',
      'Transfer-Encoding: chunked\r\n\r\n3;x=y\r\n[1,\r\n',
      '2\r\n2]\r\n0\r\n\r\n',
    )
    expect(answer?.body.toString()).toBe('[1,2]')
    expect(answer?.keepAlive).toBe(false)
  })

  it('behavior: with neither length nor chunks, the body ends with the socket', () => {
    const reader = new HttpAnswerReader()
    expect(feedAll(reader, 'HTTP/1.0 200 OK\r\n\r\n[1', ']')).toBe(undefined)
    expect(reader.end()?.body.toString()).toBe('[1]')
  })

  it('error: a cut answer is not whole; a body over MAX_RPC_ANSWER_BYTES or no HTTP throws', () => {
    const cut = new HttpAnswerReader()
    feedAll(cut, 'HTTP/1.1 200 OK\r\nContent-Length: 9\r\n\r\n[1')
    expect(cut.end()).toBe(undefined)
    expect(() =>
      new HttpAnswerReader().feed(
        Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${MAX_RPC_ANSWER_BYTES + 1}\r\n\r\n`),
      ),
    ).toThrow(`Response body too large: over ${MAX_RPC_ANSWER_BYTES} bytes`)
    expect(() =>
      new HttpAnswerReader().feed(
        Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n'),
      ),
    ).toThrow('The chain node sent a bad chunk size')
    expect(() => new HttpAnswerReader().feed(Buffer.from('SSH-2.0\r\n\r\n'))).toThrow(
      'The chain node answered no HTTP',
    )
  })
})
