import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { ApiHandler } from '../../../server/createApiHandler.ts'
import { jsonAnswer } from '../../../server/http/apiAnswer.ts'
import { serveNode } from '../../../server/http/serveNode.ts'

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

/** A real `node:http` server around `serveNode(handle)`; records whether each answer was written in the listener's own turn. */
const serve = async (handle: ApiHandler) => {
  const sameTurn: boolean[] = []
  const listener = serveNode(handle, () => 'http://127.0.0.1')
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void listener(req, res)
    sameTurn.push(res.headersSent)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, sameTurn }
}

describe('serveNode', () => {
  it('behavior: an answer known at once is written in the same turn, with its length', async () => {
    const { url, sameTurn } = await serve(() => jsonAnswer(200, { http: [], ws: [] }))
    const response = await fetch(url)
    expect(await response.json()).toEqual({ http: [], ws: [] })
    expect(response.headers.get('content-length')).toBe('19')
    expect(sameTurn).toEqual([true])
  })

  it('behavior: an answer in a promise is written when it settles; a rejected one is a 500', async () => {
    const { url, sameTurn } = await serve(async (request) => {
      if (request.search === 'fail') throw new Error('boom')
      return jsonAnswer(200, { ok: true })
    })
    expect(await (await fetch(url)).json()).toEqual({ ok: true })
    const failed = await fetch(`${url}?fail`)
    expect(failed.status).toBe(500)
    expect(sameTurn).toEqual([false, false])
  })
})
