import { FrameFailure } from './FrameFailure.ts'

/** One call to the auth service (the frame wallet's `call`): status and JSON body. */
export type AuthCall = (
  path: string,
  init: { readonly body?: unknown; readonly token?: string; readonly method?: string },
) => Promise<{ readonly status: number; readonly body: Record<string, unknown> }>

/**
 * One JSON call to the auth service under `base` (the frame's own origin by default): POST
 * unless told, the session token as a bearer; a network failure is SPEC §8's
 * 'Network Error - Could not load embedded wallet'.
 *
 * @example
 * import { makeAuthCall } from './authCall.ts'
 * const call = makeAuthCall(fetch, '')
 * const { status, body } = await call('/auth/session', { method: 'GET', token })
 */
export const makeAuthCall = (fetchImpl: typeof fetch, base: string): AuthCall => {
  return async (path, init) => {
    let response: Response
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: init.method ?? 'POST',
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      })
    } catch {
      throw new FrameFailure('Network Error - Could not load embedded wallet')
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
    return { status: response.status, body }
  }
}
