import type { BalanceRead } from './BalanceRead.ts'
import { type ReaderResult, readerArguments, readerResult } from './balanceReaderAbi.ts'
import { balanceReaderBytecode } from './balanceReaderArtifact.ts'
import type { JsonTarget } from './postJson.ts'
import { postRpcBatch } from './rpcBatch.ts'
import type { ServerChainToken } from './ServerChain.ts'

/** Each owner's read from the reader's answer: its amounts, or its first token that failed. */
const ownersRead = (
  tokens: readonly ServerChainToken[],
  owners: number,
  found: ReaderResult,
): BalanceRead[] => {
  const perOwner = 1 + tokens.length
  return Array.from({ length: owners }, (_, i): BalanceRead => {
    const first = i * perOwner
    const failed = tokens.findIndex((_, j) => !found.read[first + 1 + j])
    if (failed >= 0)
      return {
        ok: false,
        error: new Error(`${tokens[failed]?.symbol} balanceOf returned no amount`),
      }
    return {
      ok: true,
      native: found.amounts[first] ?? 0n,
      tokens: found.amounts.slice(first + 1, first + perOwner),
    }
  })
}

/**
 * The reader of one chain's `tokens`: reads `owners`' balances with ONE `eth_call` of
 * `BalanceReader.sol`'s creation code (no `to`, never deployed; the constructor returns every
 * owner's native balance and each token's `balanceOf`), so the node runs one call per batch
 * instead of one per amount, and a provider that bills per call bills one. Sent through
 * `targets` in order (`postRpcBatch`: a node that cannot be reached hands it on, and when none
 * answers the failure is thrown). A token whose `balanceOf` reverts or returns no word fails
 * only its owner's read. Resolves `undefined` when the node answered the call with a JSON-RPC
 * error or something that is not the reader's answer (a node that refuses calls without `to`,
 * an EVM that runs other bytecode): the caller then asks the same with plain
 * `eth_getBalance`/`eth_call`s. The call's JSON up to the owners (the bytecode) and after them
 * (the tokens) is written once per chain, and the arguments and the answer are encoded and
 * decoded by hand (`balanceReaderAbi.ts`), not by viem's general codec: the hot path's CPU.
 *
 * @example
 * import { jsonTarget } from './postJson.ts'
 * import { deploylessReader } from './deploylessBalances.ts'
 * const read = deploylessReader([jsonTarget(new URL('http://127.0.0.1:8545'))], [])
 * const reads = await read(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
 */
export const deploylessReader = (
  targets: readonly JsonTarget[],
  tokens: readonly ServerChainToken[],
): ((owners: readonly string[]) => Promise<BalanceRead[] | undefined>) => {
  const encode = readerArguments(tokens.map((token) => token.address))
  const head = `[{"jsonrpc":"2.0","id":0,"method":"eth_call","params":[{"data":"${balanceReaderBytecode}`
  const perOwner = 1 + tokens.length
  return async (owners) => {
    const [answer] = await postRpcBatch(targets, `${head}${encode(owners)}"},"latest"]}]`, 1)
    const found = answer?.error ? undefined : readerResult(answer?.result, owners.length * perOwner)
    return found && ownersRead(tokens, owners.length, found)
  }
}
