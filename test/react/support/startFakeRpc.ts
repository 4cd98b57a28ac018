import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Ten ether in wei, as the fake RPC's eth_getBalance answer. */
export const TEN_ETHER_HEX = '0x8ac7230489e80000'

/**
 * A JSON-RPC server on 127.0.0.1 that answers eth_getBalance (10 ETH) and eth_chainId, so the
 * Account view shows a real balance read without starting a chain.
 */
export const startFakeRpc = async (chainId: number) => {
  const server = createServer((req, res) => {
    // happy-dom's fetch is a browser fetch: answer its CORS preflight.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    if (req.method !== 'POST') {
      res.statusCode = 204
      res.end()
      return
    }
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const answer = (call: { id: number; method: string }) => ({
        jsonrpc: '2.0',
        id: call.id,
        result:
          call.method === 'eth_getBalance'
            ? TEN_ETHER_HEX
            : call.method === 'eth_chainId'
              ? `0x${chainId.toString(16)}`
              : null,
      })
      const parsed = JSON.parse(body) as
        | { id: number; method: string }
        | { id: number; method: string }[]
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
