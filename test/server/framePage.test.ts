import { describe, expect, it } from 'vitest'
import { startFramePage } from '../../server/frame/startFramePage.ts'

describe('startFramePage', () => {
  it('default: serves the frame with its script from its own origin, frame-ancestors of the project', async () => {
    const frame = await startFramePage({
      port: 0,
      projects: { demo: ['http://127.0.0.1:5173'] },
      chains: [{ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545' }],
    })
    try {
      expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/frame$/)
      const answer = await fetch(`${frame.url}?projectId=demo`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-security-policy')).toMatchInlineSnapshot(
        `"default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' http://127.0.0.1:8545; frame-ancestors http://127.0.0.1:5173; base-uri 'none'; form-action 'none'"`,
      )
      const html = await answer.text()
      expect(html).toContain('<script src="/frame/frame.js"></script>')
      expect(html).not.toMatch(/<script>/)
      const script = await fetch(`${frame.url}/frame.js`)
      expect(script.headers.get('content-type')).toContain('text/javascript')
      expect((await script.text()).length).toBeGreaterThan(1000)
      expect(html).toContain('<link rel="stylesheet" href="/frame/frame.css">')
      const css = await fetch(`${frame.url}/frame.css`)
      expect(css.headers.get('content-type')).toContain('text/css')
      expect(await css.text()).toContain("[data-theme='dark']")
      expect((await fetch(frame.url.replace('/frame', '/other'))).status).toBe(404)
    } finally {
      await frame.stop()
    }
  }, 30_000)

  it('behavior: an unknown project may not be embedded anywhere', async () => {
    const frame = await startFramePage({ port: 0, projects: { demo: ['http://127.0.0.1:5173'] } })
    try {
      for (const query of ['?projectId=other', '', '?projectId=__proto__']) {
        const csp = (await fetch(`${frame.url}${query}`)).headers.get('content-security-policy')
        expect(csp).toContain("frame-ancestors 'none'")
      }
      // Without an auth service its routes say so.
      expect((await fetch(frame.url.replace('/frame', '/auth/session'))).status).toBe(503)
    } finally {
      await frame.stop()
    }
  })

  it('behavior: a taken port rejects with EADDRINUSE', async () => {
    const frame = await startFramePage({ port: 0 })
    try {
      await expect(startFramePage({ port: frame.port })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      })
    } finally {
      await frame.stop()
    }
  })
})
