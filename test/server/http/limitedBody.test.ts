import { Readable } from 'node:stream'
import { finished } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import {
  BodyTooLargeError,
  IncompleteBodyError,
  limitedBody,
  MAX_BODY_BYTES,
} from '../../../server/http/limitedBody.ts'

const kib = (n: number) => Buffer.alloc(n * 1024, 0x61)

describe('limitedBody', () => {
  it('default: passes a body up to the limit through unchanged', async () => {
    const source = Readable.from([kib(4), kib(4), Buffer.from('end')])
    const text = await new Response(limitedBody(source, 8 * 1024 + 3)).text()
    expect(text).toBe(`${'a'.repeat(8 * 1024)}end`)
  })

  it('behavior: one byte past the limit errors with BodyTooLargeError', async () => {
    const source = Readable.from([kib(4), kib(4), Buffer.from('x')])
    await expect(new Response(limitedBody(source, 8 * 1024)).text()).rejects.toBeInstanceOf(
      BodyTooLargeError,
    )
  })

  it('behavior: past the limit the rest is read and dropped, so the source drains', async () => {
    let produced = 0
    const source = Readable.from(
      (function* () {
        for (; produced < 1000; produced++) yield kib(1)
      })(),
    )
    const stream = limitedBody(source, 10 * 1024)
    await expect(new Response(stream).arrayBuffer()).rejects.toBeInstanceOf(BodyTooLargeError)
    await finished(source)
    expect(produced).toBe(1000)
  })

  it('behavior: a client gone mid-body errors with IncompleteBodyError, not a hang', async () => {
    const source = new Readable({ read() {} })
    source.push(kib(1))
    const reading = new Response(limitedBody(source)).text()
    source.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    await expect(reading).rejects.toBeInstanceOf(IncompleteBodyError)
  })

  it('default: the limit is 5 MiB', () => {
    expect(MAX_BODY_BYTES).toMatchInlineSnapshot(`5242880`)
    expect(new BodyTooLargeError().message).toMatchInlineSnapshot(
      `"Request body too large: the limit is 5242880 bytes"`,
    )
  })
})
