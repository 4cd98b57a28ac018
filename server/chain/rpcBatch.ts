import { type JsonTarget, postJson } from './postJson.ts'

/** One answer of a JSON-RPC batch: its `id`, and a `result` or an `error`. */
export type RpcAnswer = {
  readonly id?: unknown
  readonly result?: unknown
  readonly error?: { readonly message?: string }
}

const post = async (target: JsonTarget, body: string): Promise<readonly RpcAnswer[]> => {
  const answers = await postJson(target, body)
  if (!Array.isArray(answers)) throw new Error('The node did not answer the batch with an array')
  return answers as RpcAnswer[]
}

/**
 * POSTs one JSON-RPC batch (`body`, already serialised) to the first of `targets` (`jsonTarget`
 * of each URL) that answers it
 * with an array, and returns that array in `id` order as sent (`ids` calls, numbered from 0;
 * a missing answer is `undefined`). A node that cannot be reached, answers an HTTP error or
 * takes longer than `RPC_BATCH_TIMEOUT_MS` hands the batch to the next one; when every URL
 * fails, the last failure is thrown. JSON-RPC errors are left in their answers, so the caller
 * fails only the call they belong to.
 *
 * @example
 * import { jsonTarget } from './postJson.ts'
 * import { postRpcBatch } from './rpcBatch.ts'
 * const body = '[{"jsonrpc":"2.0","id":0,"method":"eth_blockNumber","params":[]}]'
 * const [head] = await postRpcBatch([jsonTarget(new URL('http://127.0.0.1:8545'))], body, 1)
 */
export const postRpcBatch = async (
  targets: readonly JsonTarget[],
  body: string,
  ids: number,
): Promise<(RpcAnswer | undefined)[]> => {
  let failure: unknown = new Error('No RPC URL')
  for (const target of targets) {
    let answers: readonly RpcAnswer[]
    try {
      answers = await post(target, body)
    } catch (error) {
      failure = error
      continue
    }
    const ordered = new Array<RpcAnswer | undefined>(ids)
    for (const answer of answers)
      if (typeof answer?.id === 'number' && answer.id >= 0 && answer.id < ids)
        ordered[answer.id] = answer
    return ordered
  }
  throw failure
}
