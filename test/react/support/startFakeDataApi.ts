import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Wallet } from '../../../generated/api/schemas.ts'

/** How the fake Data API answers one path: a status and a JSON body. */
export interface FakeAnswer {
  readonly status: number
  readonly body: unknown
}

/**
 * A Data API on 127.0.0.1 whose answers a test sets per path (`answers.set('/v1/wallets', …)`);
 * analytics is taken; any other path is a 404 with a reason. `asked(path)` counts the calls to a path, so a test
 * sees a retry go out. The edge of a real client's tests: the client's own HTTP code runs.
 */
export const startFakeDataApi = async () => {
  // Analytics (SPEC §7 `/e`) is taken, so only the paths a test sets can fail.
  const answers = new Map<string, FakeAnswer>([['/e', { status: 200, body: { received: true } }]])
  const calls = new Map<string, number>()
  const server = createServer((req, res) => {
    // happy-dom's fetch is a browser fetch: answer its CORS preflight.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method === 'OPTIONS') {
      res.statusCode = 204
      res.end()
      return
    }
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    calls.set(path, (calls.get(path) ?? 0) + 1)
    const answer = answers.get(path) ?? { status: 404, body: { reasons: [{ description: path }] } }
    res.statusCode = answer.status
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    answers,
    asked: (path: string) => calls.get(path) ?? 0,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A registry wallet as the Data API lists it (`/v1/wallets`), not installed in the browser. */
export const registryWallet = (id: string, name: string): Wallet => ({
  id,
  name,
  imageUrl: '',
  rdns: null,
  mobileLink: null,
  desktopLink: null,
  webappLink: null,
  chains: ['eip155:1'],
  homepage: `https://${id}.example`,
})
