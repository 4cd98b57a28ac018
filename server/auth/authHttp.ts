import { jsonHasNul } from '../http/nulInput.ts'
import { AUTH_BODY_MAX_BYTES } from './authConstants.ts'

/** The auth service's JSON answer; never cached. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })

/** An error answer: every error body is `{ message }`. */
export const fail = (status: number, message: string) => json(status, { message })

/** The bearer token of a frame session, if the request carries one. */
export const bearer = (request: Request) => {
  const header = request.headers.get('authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

/**
 * The body as JSON, or `undefined` when it is not JSON, holds U+0000 (no stored text may) or
 * is longer than `AUTH_BODY_MAX_BYTES` (the frame server reads no more: 413).
 */
export const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text()
  if (text.length > AUTH_BODY_MAX_BYTES || jsonHasNul(text)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The only callers of the JSON routes: the frame page itself (same origin), never the app's page. */
export const fromFrame = (request: Request, ownOrigin: string) => {
  const origin = request.headers.get('origin')
  if (origin !== null) return origin === ownOrigin
  return request.headers.get('sec-fetch-site') === 'same-origin'
}
