import { turnBatch } from '../batch/turnBatch.ts'
import type { BalanceRead } from './BalanceRead.ts'
import { RPC_BATCH_MAX_CALLS } from './chainConstants.ts'
import { deploylessReader } from './deploylessBalances.ts'
import { jsonTarget } from './postJson.ts'
import { postRpcBatch, type RpcAnswer } from './rpcBatch.ts'
import type { ServerChain, ServerChainToken } from './ServerChain.ts'

/** A quantity or a 32-byte word from the node as a bigint; `0x` (no contract there) is an error. */
const amountOf = (what: string, answer: RpcAnswer | undefined): bigint => {
  if (!answer) throw new Error(`The node left ${what} unanswered`)
  if (answer.error) throw new Error(answer.error.message ?? `${what} failed`)
  const result = answer.result
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]+$/.test(result))
    throw new Error(`${what} returned no amount: ${String(result).slice(0, 80)}`)
  return BigInt(result)
}

/** One owner's answers, from `first` on: its amounts, or the first of its calls that failed. */
const readOne = (
  tokens: readonly ServerChainToken[],
  answers: readonly (RpcAnswer | undefined)[],
  first: number,
): BalanceRead => {
  try {
    const native = amountOf('eth_getBalance', answers[first])
    const amounts = tokens.map((token, i) =>
      amountOf(`${token.symbol} balanceOf`, answers[first + 1 + i]),
    )
    return { ok: true, native, tokens: amounts }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) }
  }
}

/**
 * The JSON of one owner's calls (ids `first`…): `eth_getBalance`, then each token's
 * `balanceOf(owner)` as an `eth_call` (its selector and the address as one 32-byte word).
 * The token parts are serialised once; the owner is a checked lowercase `0x` address.
 */
const callsWriter = (tokens: readonly ServerChainToken[]) => {
  const tokenParts = tokens.map(
    (token) =>
      `,"method":"eth_call","params":[{"to":${JSON.stringify(token.address)},"data":"0x70a08231000000000000000000000000`,
  )
  return (owner: string, first: number): string => {
    let json = `{"jsonrpc":"2.0","id":${first},"method":"eth_getBalance","params":["${owner}","latest"]}`
    for (let i = 0; i < tokenParts.length; i++)
      json += `,{"jsonrpc":"2.0","id":${first + 1 + i}${tokenParts[i]}${owner.slice(2)}"},"latest"]}`
    return json
  }
}

/**
 * The balance reads of one chain, gathered per event-loop turn (`turnBatch`): every owner asked
 * in one turn is read with ONE call to the node (`deploylessReader`: a deployless `eth_call` that
 * returns each owner's native balance and each token's `balanceOf`), at most
 * `RPC_BATCH_MAX_CALLS` amounts a call (at least one owner), through `rpcUrl` then each fallback
 * URL. A node that answers that call with an error (one that refuses calls without `to`, or an
 * EVM that runs other bytecode) is asked the same as one JSON-RPC batch of `eth_getBalance` and
 * `balanceOf` calls instead, then and from then on. Each owner gets exactly its own amounts: a
 * failed `balanceOf` (or a JSON-RPC error in the batch) fails only that owner's read; a node that
 * no URL reaches fails the reads of its batch. Owners are not merged: each read is made after it
 * was asked.
 *
 * @example
 * import { balanceReader } from './balanceReads.ts'
 * const read = balanceReader({ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' })
 * const amounts = await read('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 */
export const balanceReader = (chain: ServerChain): ((owner: string) => Promise<BalanceRead>) => {
  const targets = [chain.rpcUrl, ...(chain.fallbackRpcUrls ?? [])].map((url) =>
    jsonTarget(new URL(url)),
  )
  const tokens = chain.tokens ?? []
  const perOwner = 1 + tokens.length
  const callsOf = callsWriter(tokens)
  const byBatch = async (owners: readonly string[]) => {
    const parts = owners.map((owner, i) => callsOf(owner, i * perOwner))
    const answers = await postRpcBatch(targets, `[${parts.join(',')}]`, owners.length * perOwner)
    return owners.map((_, i) => readOne(tokens, answers, i * perOwner))
  }
  const readDeployless = deploylessReader(targets, tokens)
  let deployless = true
  return turnBatch(
    async (owners: readonly string[]) => {
      if (deployless) {
        const reads = await readDeployless(owners)
        if (reads) return reads
        deployless = false
      }
      return byBatch(owners)
    },
    Math.max(1, Math.floor(RPC_BATCH_MAX_CALLS / perOwner)),
  )
}
