/**
 * Security review r3, F13: client input answered 500. U+0000 reached PostgreSQL (error 22021)
 * through `GET /v1/identity/%00`, `POST /e` and the frame's e-mail routes; the frame server
 * read a 6 MiB body (up to 5 MiB kept) and answered 500. Each attack from the review, sent
 * over real HTTP to the real servers: now a 4xx that says why.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { newLoginKey } from '../../frame/loginKey.ts'
import { AUTH_BODY_MAX_BYTES } from '../../server/auth/authConstants.ts'
import { NUL_REFUSAL } from '../../server/http/nulInput.ts'
import { chainlessApiForTests } from '../server/support/apiForTests.ts'
import { frameStackForTests, PROJECT } from './support/frameStack.ts'

// The frame stack serves one project, PROJECT; the Data API serves it too.
const projectId = PROJECT
const sdk = 'st=latch-react&sv=0.1.0'
const sixMiB = 6 * 1024 * 1024

const api = chainlessApiForTests(projectId)
const frame = frameStackForTests()

/** A raw request with its body written in 64 KiB chunks (no fetch: it would buffer it). */
const send = (
  url: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers } }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    const data = Buffer.from(body)
    const write = (offset: number) => {
      if (offset >= data.length) return void req.end()
      const ok = req.write(data.subarray(offset, offset + 65_536))
      if (ok) write(offset + 65_536)
      else req.once('drain', () => write(offset + 65_536))
    }
    write(0)
  })

const frameCall = (path: string, body: string, headers: Record<string, string> = {}) =>
  send(`${frame.origin}${path}`, body, {
    origin: frame.origin,
    'content-type': 'application/json',
    ...headers,
  })

describe('F13: U+0000 in input', () => {
  it('attack: GET /v1/identity/%00 answers 400, not 500', async () => {
    const response = await fetch(`${api.url}/v1/identity/%00?projectId=${projectId}&${sdk}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ reasons: [{ description: NUL_REFUSAL }] })
  })

  it('attack: U+0000 in a query parameter answers 400', async () => {
    const response = await fetch(`${api.url}/v1/wallets?projectId=${projectId}&${sdk}&search=a%00`)
    expect(response.status).toBe(400)
  })

  it('attack: POST /e with U+0000 in a string answers 400, not 500; an escaped backslash is no NUL', async () => {
    const event = {
      eventId: randomUUID(),
      url: 'http://127.0.0.1:5173/\u0000',
      domain: '127.0.0.1',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN', properties: {} },
    }
    const url = `${api.url}/e?projectId=${projectId}&${sdk}`
    const json = { 'content-type': 'application/json' }
    const refused = await send(url, JSON.stringify(event), json)
    expect(refused).toEqual({
      status: 400,
      body: JSON.stringify({ reasons: [{ description: NUL_REFUSAL }] }),
    })
    const fine = await send(
      url,
      JSON.stringify({ ...event, url: 'http://127.0.0.1:5173/\\u0000' }),
      json,
    )
    expect(fine.status).not.toBe(500)
    expect(fine.status).not.toBe(400)
  })

  it("attack: the frame's e-mail start with U+0000 in the address answers 400, not 500", async () => {
    const body = JSON.stringify({
      projectId,
      email: 'ada\u0000@example.com',
      deviceId: randomBytes(32).toString('base64url'),
    })
    const answer = await frameCall('/auth/email/start', body)
    expect(answer.status).toBe(400)
  })
})

describe('F13: bodies past the frame limit', () => {
  it('attack: a streamed 6 MiB body to the frame answers 413 with the limit, not 500', async () => {
    const huge = `{"projectId":"${'a'.repeat(sixMiB)}"}`
    const answer = await frameCall('/auth/email/start', huge, { 'transfer-encoding': 'chunked' })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({
      message: `Request body too large: the limit is ${AUTH_BODY_MAX_BYTES} bytes`,
    })
  })

  it('attack: a declared 6 MiB body is refused with 413 before it is read', async () => {
    const huge = 'x'.repeat(sixMiB)
    const answer = await frameCall('/auth/email/start', huge, {
      'content-length': String(sixMiB),
    })
    expect(answer.status).toBe(413)
  })

  it('default: a body within the limit is still served', async () => {
    const body = JSON.stringify({
      projectId,
      email: 'ada@example.com',
      deviceId: randomBytes(32).toString('base64url'),
      // As the frame starts a login (issue 26): with its login key.
      loginKey: (await newLoginKey()).publicKey,
    })
    const answer = await frameCall('/auth/email/start', body)
    expect(answer.status).toBe(200)
  })
})
