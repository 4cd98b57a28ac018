import { RPC_BATCH_MAX_CALLS, RPC_BATCH_TIMEOUT_MS } from './chainConstants.ts'
import { nodeFetch } from './nodeFetch.ts'

/** One JSON-RPC call. */
export type RpcCall = { readonly method: string; readonly params: readonly unknown[] }

type RpcAnswer = {
  readonly id?: unknown
  readonly result?: unknown
  readonly error?: { readonly message?: string }
}

type Pending = {
  readonly call: RpcCall
  readonly resolve: (result: unknown) => void
  readonly reject: (error: unknown) => void
}

const post = async (url: string, body: string): Promise<unknown> => {
  const response = await nodeFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(RPC_BATCH_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`HTTP request failed. Status: ${response.status}`)
  const answers = await response.json()
  if (!Array.isArray(answers)) throw new Error('The node did not answer the batch with an array')
  return answers
}

/** POSTs one batch to the first URL that answers, then settles each call with its own answer. */
const send = async (urls: readonly string[], batch: readonly Pending[]) => {
  const body = JSON.stringify(batch.map(({ call }, id) => ({ jsonrpc: '2.0', id, ...call })))
  let failure: unknown = new Error('No RPC URL')
  for (const url of urls) {
    let answers: RpcAnswer[]
    try {
      answers = (await post(url, body)) as RpcAnswer[]
    } catch (error) {
      failure = error
      continue
    }
    const byId = new Map(answers.map((a) => [a.id, a]))
    batch.forEach(({ call, resolve, reject }, id) => {
      const answer = byId.get(id)
      if (!answer) reject(new Error(`The node left ${call.method} unanswered`))
      else if (answer.error) reject(new Error(answer.error.message ?? `${call.method} failed`))
      else resolve(answer.result)
    })
    return
  }
  for (const { reject } of batch) reject(failure)
}

/**
 * JSON-RPC calls to one chain's node, sent in batches: every call made in one turn of the
 * event loop (the requests Node read together) goes in one POST (at most
 * `RPC_BATCH_MAX_CALLS` each), sent as soon as that turn ends (`setImmediate`, no timer
 * wait). A node that cannot be reached, answers an HTTP error or takes longer than
 * `RPC_BATCH_TIMEOUT_MS` hands the batch to the next of `urls`; a JSON-RPC error rejects only
 * its own call. For hot reads (the balance endpoint): no client, retry or ABI layer between.
 *
 * @example
 * import { rpcBatcher } from './rpcBatch.ts'
 * const rpc = rpcBatcher(['http://127.0.0.1:8545'])
 * const balance = rpc({ method: 'eth_getBalance', params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'] })
 */
export const rpcBatcher = (urls: readonly string[]) => {
  let queue: Pending[] = []
  const flush = () => {
    const taken = queue
    queue = []
    for (let i = 0; i < taken.length; i += RPC_BATCH_MAX_CALLS)
      void send(urls, taken.slice(i, i + RPC_BATCH_MAX_CALLS))
  }
  return (call: RpcCall): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush)
      queue.push({ call, resolve, reject })
    })
}
