import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Address } from '@solana/kit'
import { createDevSvm } from './createDevSvm.ts'
import { LOCAL_SOLANA_GENESIS_HASH } from './localSolanaNetwork.ts'
import { createSolanaRpcHandler, SolanaRpcError } from './solanaRpcHandler.ts'

/** Options of `startSolanaChain`. */
export type StartSolanaChainOptions = {
  /** Default 8899 (a Solana test validator's); 0 picks a free one. */
  readonly port?: number
  readonly host?: string
}

/** The running local Solana chain. */
export type SolanaChain = {
  /** Its JSON-RPC endpoint, e.g. `http://127.0.0.1:8899`. */
  readonly url: string
  /** The funded dev keys' addresses, in index order. */
  readonly keys: readonly Address[]
  /** The dev SPL token's mint (`devSplToken`). */
  readonly mint: Address
  readonly stop: () => Promise<void>
}

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

const answer = (handle: ReturnType<typeof createSolanaRpcHandler>, request: JsonRpcRequest) => {
  const id = request.id ?? null
  try {
    if (typeof request.method !== 'string') throw new SolanaRpcError(-32600, 'Invalid request')
    const params = Array.isArray(request.params) ? request.params : []
    return { jsonrpc: '2.0', id, result: handle(request.method, params) }
  } catch (cause) {
    const error =
      cause instanceof SolanaRpcError
        ? { code: cause.code, message: cause.message, ...(cause.data ? { data: cause.data } : {}) }
        : { code: -32603, message: cause instanceof Error ? cause.message : String(cause) }
    return { jsonrpc: '2.0', id, error }
  }
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

/**
 * Starts the local Solana chain of `npm start`: a JSON-RPC endpoint over LiteSVM on
 * 127.0.0.1 (batches too, CORS open so the demo page can read it), seeded by
 * `createDevSvm` with funded dev keys and the dev SPL token.
 *
 * @example
 * import { createSolanaRpc } from '@solana/kit'
 * import { startSolanaChain } from './startSolanaChain.ts'
 * const chain = await startSolanaChain({ port: 0 })
 * const { value } = await createSolanaRpc(chain.url).getBalance(chain.keys[0]).send()
 * await chain.stop()
 */
export const startSolanaChain = async (
  options: StartSolanaChainOptions = {},
): Promise<SolanaChain> => {
  const host = options.host ?? '127.0.0.1'
  const { svm, keys, mint } = await createDevSvm()
  const handle = createSolanaRpcHandler(svm, LOCAL_SOLANA_GENESIS_HASH)
  const reply = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, solana-client',
      'access-control-allow-methods': 'POST, OPTIONS',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    })
    res.end(body === undefined ? undefined : JSON.stringify(body))
  }
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return reply(res, 204)
    if (req.method !== 'POST') return reply(res, 405, { error: 'POST JSON-RPC here' })
    readBody(req).then(
      (text) => {
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return reply(res, 200, {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error' },
          })
        }
        reply(
          res,
          200,
          Array.isArray(body)
            ? body.map((r) => answer(handle, r as JsonRpcRequest))
            : answer(handle, body as JsonRpcRequest),
        )
      },
      () => reply(res, 400),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 8899, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${port}`,
    keys,
    mint,
    stop: () => {
      stopped ??= new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
      return stopped
    },
  }
}
