import { describe, expect, it } from 'vitest'
import { startFramePage } from '../../server/frame/startFramePage.ts'

describe('startFramePage', () => {
  it('default: serves the placeholder at /frame on 127.0.0.1, with no script allowed', async () => {
    const frame = await startFramePage({ port: 0 })
    try {
      expect(frame.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/frame$/)
      const answer = await fetch(frame.url)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'")
      expect(await answer.text()).toContain('placeholder')
      expect((await fetch(frame.url.replace('/frame', '/other'))).status).toBe(404)
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
