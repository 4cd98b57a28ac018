import { describe, expect, it } from 'vitest'
import { APP, frameStackForTests, PROJECT } from './support/frameStack.ts'

// Attacker pass, round 13: a phishing page frames any page of the frame's origin it can get,
// an error page included (a 404 or a 429 under a decoy, to make the origin's address bar-less
// content look like ours). Every answer says who may frame it: the frame page its project's
// origins, everything else nobody (CSP `frame-ancestors 'none'` and `X-Frame-Options: DENY`).
const stack = frameStackForTests()

const framing = (response: Response) => ({
  ancestors: /frame-ancestors ([^;]+)/.exec(
    response.headers.get('content-security-policy') ?? '',
  )?.[1],
  xfo: response.headers.get('x-frame-options'),
})
const NOBODY = { ancestors: "'none'", xfo: 'DENY' }

describe('phishing: no answer of the frame’s origin is framed where it does not say so', () => {
  it('attack: error pages (404, 405, 413; the auth routes’ 404, 403, 400) and assets are never framed', async () => {
    const o = stack.origin
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${o}${path}`, { method: 'POST', headers, body })
    const answers: [string, Response][] = [
      ['404 page', await fetch(`${o}/nothing-here`)],
      ['404 under /frame/', await fetch(`${o}/frame/nothing-here`)],
      ['405', await post('/frame', 'x')],
      ['413', await post('/auth/email/start', 'x'.repeat(70_000), { origin: o })],
      ['auth 404', await fetch(`${o}/auth/nothing-here`)],
      ['auth 403', await post('/auth/email/start', '{}', { origin: 'https://evil.example' })],
      ['auth 400', await post('/auth/email/start', 'not json', { origin: o })],
      ['frame.js', await fetch(`${o}/frame/frame.js`)],
      ['frame.css', await fetch(`${o}/frame/frame.css`)],
      ['approval.js', await fetch(`${o}/frame/approval.js`)],
      ['social-callback.js', await fetch(`${o}/frame/social-callback.js`)],
      ['price', await fetch(`${o}/frame/price?projectId=${PROJECT}&chainId=1`)],
    ]
    for (const [name, response] of answers) {
      expect(response.status, name).toBeLessThan(500)
      expect(framing(response), name).toEqual(NOBODY)
    }
  })

  it('attack: the per-client limit’s 429 is never framed either', async () => {
    let last: Response | undefined
    for (let i = 0; i < 70 && last?.status !== 429; i++)
      last = await fetch(`${stack.origin}/auth/session`, { headers: { origin: stack.origin } })
    expect(last?.status).toBe(429)
    expect(framing(last as Response)).toEqual(NOBODY)
  })

  it('rule: the frame page still names its project’s origins (and no X-Frame-Options, which cannot)', async () => {
    const page = await fetch(`${stack.origin}/frame?projectId=${PROJECT}`)
    expect(framing(page)).toEqual({ ancestors: APP, xfo: null })
  })
})
