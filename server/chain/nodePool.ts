import { type Dispatcher, Pool } from 'undici'
import {
  MAX_RPC_ANSWER_BYTES,
  RPC_BATCH_TIMEOUT_MS,
  RPC_NODE_IDLE_MS,
  RPC_NODE_SOCKETS,
} from './chainConstants.ts'

/** The undici pool to each chain node, by origin, shared by every target on it. */
const pools = new Map<string, Pool>()

const poolOf = (origin: string): Pool => {
  let pool = pools.get(origin)
  if (!pool) {
    pool = new Pool(origin, {
      connections: RPC_NODE_SOCKETS,
      pipelining: 1,
      keepAliveTimeout: RPC_NODE_IDLE_MS,
      headersTimeout: RPC_BATCH_TIMEOUT_MS,
      bodyTimeout: RPC_BATCH_TIMEOUT_MS,
    })
    pools.set(origin, pool)
  }
  return pool
}

const tooLarge = () => new Error(`Response body too large: over ${MAX_RPC_ANSWER_BYTES} bytes`)
const tooSlow = () => new Error(`The chain node took longer than ${RPC_BATCH_TIMEOUT_MS} ms`)

/** A kept-alive socket the node closed under a POST before any answer: sent again once. */
const closedBeforeAnswer = (error: Error) =>
  (error as { code?: string }).code === 'UND_ERR_SOCKET' ||
  (error as { code?: string }).code === 'ECONNRESET'

/** What one POST needs: where to send it and how it settles. */
type Send = {
  readonly pool: Pool
  readonly options: Dispatcher.DispatchOptions
  readonly resolve: (value: unknown) => void
  readonly reject: (error: Error) => void
}

/**
 * One POST's undici handler: collects the answer's bytes (at most `MAX_RPC_ANSWER_BYTES`), fails
 * a status outside 2xx, a body that is not JSON or a node slower than `RPC_BATCH_TIMEOUT_MS`, and
 * sends the POST again once when a kept-alive socket was closed before any answer arrived.
 */
class PostHandler implements Dispatcher.DispatchHandler {
  private status = 0
  private size = 0
  private started = false
  private settled = false
  private readonly parts: Buffer[] = []
  private controller: Dispatcher.DispatchController | undefined
  private readonly timer: ReturnType<typeof setTimeout>

  constructor(
    private readonly send: Send,
    private readonly retried = false,
  ) {
    this.timer = setTimeout(() => this.expire(), RPC_BATCH_TIMEOUT_MS)
  }

  private expire() {
    if (this.controller) this.controller.abort(tooSlow())
    else this.fail(tooSlow())
  }

  onRequestStart(controller: Dispatcher.DispatchController) {
    this.controller = controller
  }

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number) {
    this.started = true
    this.status = statusCode
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    // An error's body is read to its end (so the socket stays kept alive) but not kept.
    if (this.status < 200 || this.status >= 300) return
    this.size += chunk.length
    if (this.size > MAX_RPC_ANSWER_BYTES) controller.abort(tooLarge())
    else this.parts.push(chunk)
  }

  onResponseEnd() {
    if (this.status < 200 || this.status >= 300)
      return this.fail(new Error(`HTTP request failed. Status: ${this.status}`))
    if (this.settled) return
    this.settled = true
    clearTimeout(this.timer)
    const body = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts)
    try {
      this.send.resolve(JSON.parse(body.toString('utf8')))
    } catch (error) {
      this.send.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: Error) {
    if (this.settled) return
    if (!this.started && !this.retried && closedBeforeAnswer(error)) {
      // The retry starts its own deadline: the socket closed at once, so little time has passed.
      this.settled = true
      clearTimeout(this.timer)
      this.send.pool.dispatch(this.send.options, new PostHandler(this.send, true))
      return
    }
    this.fail(error)
  }

  private fail(error: Error) {
    if (this.settled) return
    this.settled = true
    clearTimeout(this.timer)
    this.send.reject(error)
  }
}

/**
 * POSTs `body` (JSON text) to `path` on the chain node at `origin` through undici's kept-alive
 * `Pool` (at most `RPC_NODE_SOCKETS` sockets per node, one request at a time on each, the rest
 * queued) and resolves with the parsed answer. A status outside 2xx, an answer that is not JSON
 * or over 10 MiB, a refused or cut connection, or a node slower than `RPC_BATCH_TIMEOUT_MS` fails
 * the POST (the caller then tries the next URL).
 *
 * @example
 * import { postToNode } from './nodePool.ts'
 * const answer = await postToNode('http://127.0.0.1:8545', '/', { 'content-type': 'application/json' }, '[]')
 */
export const postToNode = (
  origin: string,
  path: string,
  headers: Record<string, string>,
  body: string,
): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const pool = poolOf(origin)
    const options: Dispatcher.DispatchOptions = { method: 'POST', path, headers, body }
    pool.dispatch(options, new PostHandler({ pool, options, resolve, reject }))
  })

/**
 * Closes every chain node pool (in-flight POSTs finish first); a later POST opens a new one.
 * Called when the server stops, so no socket to a node outlives it.
 *
 * @example
 * import { closeNodePools } from './nodePool.ts'
 * await closeNodePools()
 */
export const closeNodePools = async (): Promise<void> => {
  const open = [...pools.values()]
  pools.clear()
  await Promise.all(open.map((pool) => pool.close()))
}
