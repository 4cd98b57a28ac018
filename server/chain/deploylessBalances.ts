import { type Address, decodeAbiParameters, encodeAbiParameters, type Hex } from 'viem'
import type { BalanceRead } from './BalanceRead.ts'
import { balanceReaderBytecode } from './balanceReaderArtifact.ts'
import type { JsonTarget } from './postJson.ts'
import { postRpcBatch } from './rpcBatch.ts'
import type { ServerChainToken } from './ServerChain.ts'

const READER_ARGUMENTS = [{ type: 'address[]' }, { type: 'address[]' }] as const
const READER_RESULT = [{ type: 'uint256[]' }, { type: 'bool[]' }] as const

/** The reader's answer decoded, or `undefined` when it is not one (a node that ran other code). */
const decoded = (result: unknown, entries: number) => {
  if (typeof result !== 'string' || !result.startsWith('0x')) return undefined
  try {
    const [amounts, read] = decodeAbiParameters(READER_RESULT, result as Hex)
    return amounts.length === entries && read.length === entries ? { amounts, read } : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads `owners`' balances with ONE `eth_call` of `BalanceReader.sol`'s creation code (no `to`,
 * never deployed; the constructor returns every owner's native balance and each token's
 * `balanceOf`), so the node runs one call per batch instead of one per amount, and a provider
 * that bills per call bills one. Sent through `targets` in order (`postRpcBatch`: a node that
 * cannot be reached hands it on, and when none answers the failure is thrown). A token whose
 * `balanceOf` reverts or returns no word fails only its owner's read. Resolves `undefined` when
 * the node answered the call with a JSON-RPC error or something that is not the reader's answer
 * (a node that refuses calls without `to`, an EVM that runs other bytecode): the caller then
 * asks the same with plain `eth_getBalance`/`eth_call`s.
 *
 * @example
 * import { jsonTarget } from './postJson.ts'
 * import { readDeployless } from './deploylessBalances.ts'
 * const node = [jsonTarget(new URL('http://127.0.0.1:8545'))]
 * const reads = await readDeployless(node, [], ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'])
 */
export const readDeployless = async (
  targets: readonly JsonTarget[],
  tokens: readonly ServerChainToken[],
  owners: readonly string[],
): Promise<BalanceRead[] | undefined> => {
  const data = `${balanceReaderBytecode}${encodeAbiParameters(READER_ARGUMENTS, [
    owners as readonly Address[],
    tokens.map((token) => token.address),
  ]).slice(2)}`
  const [answer] = await postRpcBatch(
    targets,
    `[{"jsonrpc":"2.0","id":0,"method":"eth_call","params":[{"data":"${data}"},"latest"]}]`,
    1,
  )
  const perOwner = 1 + tokens.length
  const found = answer?.error ? undefined : decoded(answer?.result, owners.length * perOwner)
  if (!found) return undefined
  return owners.map((_, i) => {
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
